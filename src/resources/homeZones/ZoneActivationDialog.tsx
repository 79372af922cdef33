import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useStaleReload } from '../../custom/forms/StaleRecordDialog.tsx';
import type { HomeZoneRow } from '../../domain/homeZones/homeZone.ts';
import { useZoneActivation } from './useZoneActivation.ts';

/** A home zone's activation and deactivation are confirmed first; a stale copy offers the reload. */
export const ZoneActivationDialog = ({
  zone,
  onClose,
  onDone,
}: {
  zone: HomeZoneRow;
  onClose: () => void;
  onDone: () => void;
}) => {
  const translate = useTranslate();
  const [stale, setStale] = useState(false);
  const { onError, staleDialog } = useStaleReload(async () => {
    onDone();
    onClose();
    return {};
  });
  const { change, isPending } = useZoneActivation({
    onDone: () => {
      onClose();
      onDone();
    },
    onStale: (error) => {
      setStale(true);
      onError(error);
    },
  });
  const verb = zone.active ? 'deactivate' : 'activate';
  const words = { name: zone.name, fleet: zone.fleetName };
  return (
    <>
      <Confirm
        isOpen={!stale}
        loading={isPending}
        title={translate(`homeZones.${verb}Title`, words)}
        content={translate(`homeZones.${verb}Content`, words)}
        confirm={translate(`homeZones.${verb}`)}
        onConfirm={() => void change(zone)}
        onClose={onClose}
      />
      {staleDialog}
    </>
  );
};
