import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider.ts';
import type { HomeZoneRow } from '../../domain/homeZones/homeZone.ts';

/**
 * Activate or deactivate a zone from the copy on screen (If-Match): ADD activates, DELETE
 * deactivates (spec 7, home zone activation add and delete). A 412 is handed to `onStale`.
 */
export const useZoneActivation = ({
  onDone,
  onStale,
}: {
  onDone: () => void;
  onStale: (error: unknown) => void;
}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [isPending, setPending] = useState(false);
  const change = async (zone: HomeZoneRow) => {
    const activating = !zone.active;
    setPending(true);
    try {
      await dataProvider.call('homeZoneActivation', activating ? 'ADD' : 'DELETE', {
        id: zone.id,
        id2: zone.fleetId,
        ifMatch: zone.version,
      });
      notify(activating ? 'homeZones.activated' : 'homeZones.deactivated', {
        type: 'success',
        messageArgs: { name: zone.name },
      });
      onDone();
    } catch (error) {
      if ((error as { status?: number }).status === 412) onStale(error);
      else notify('homeZones.activationFailed', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return { change, isPending };
};
