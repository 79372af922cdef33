import { LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { CarDetailRead } from '../../domain/cars/carSearch.ts';
import type { CarStatus } from '../../domain/cars/carStatus.ts';
import { mayChangeDuringTrip, mayChangeStatus, type StatusChanged } from '../../domain/cars/statusChange.ts';
import { useWakeUp } from '../../custom/carCommands/useWakeUp.ts';

type Change = 'wakeUp' | 'outOfService' | 'available' | 'totalLoss';

/** The status each change moves the car to; the fleet service refuses a stale current status. */
const NEXT: Record<Exclude<Change, 'wakeUp'>, CarStatus> = {
  outOfService: 'OUT_OF_SERVICE',
  available: 'AVAILABLE',
  totalLoss: 'TOTAL_LOSS',
};

/**
 * What staff may ask of a car: the changes the rules allow (a trip under way keeps its car but
 * for a total loss), and a wake-up unless written off or being added.
 */
const offered = ({ status, tripUnderWay }: Pick<CarDetailRead, 'status' | 'tripUnderWay'>): Change[] => [
  ...(status === 'TOTAL_LOSS' || status === 'INFLEETING' ? [] : (['wakeUp'] as const)),
  ...(Object.keys(NEXT) as (keyof typeof NEXT)[]).filter(
    (change) => mayChangeStatus(status, NEXT[change]) && (!tripUnderWay || mayChangeDuringTrip(NEXT[change])),
  ),
];

/**
 * Spec 4 Car state changes, each after a confirmation, with spec 8's texts: wake up
 * (/vehicle-operations/wakeup/{vin}) and the status changes
 * (/internal/vehicle/{vin}/status/{current}/{next}). The vehicle service accepts a wake-up
 * before the box answers (202), so its outcome is told when the box's state shows it landed.
 * A status change is the back office's record of the car: it never waits for the box.
 */
export const CarStateButtons = ({
  car,
  onChanged,
}: {
  car: CarDetailRead;
  /** After a change: the box command that goes with it, if any (BOX_COMMAND_AFTER), for the screen to offer. */
  onChanged: (boxCommand?: StatusChanged['boxCommand']) => unknown;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { waking, wakeUp } = useWakeUp(car.vin);
  const [asked, setAsked] = useState<Change>();
  const [busy, setBusy] = useState(false);
  const run = async (change: Change) => {
    setBusy(true);
    try {
      // Closed while the box is on its way up: the progress beside the buttons shows it.
      let changed: StatusChanged | undefined;
      if (change === 'wakeUp') await wakeUp(() => setAsked(undefined));
      else
        changed = await dataProvider.call<StatusChanged>('updateStatus', 'UPDATE', {
          id: car.vin,
          id2: car.status,
          id3: NEXT[change],
        });
      notify(`cars.changes.${change}.done`, { type: 'success' });
      onChanged(changed?.boxCommand);
    } catch (error) {
      const key = (error as { body?: { messageKey?: string } }).body?.messageKey;
      notify(key === 'fleet.carInTrip' ? key : `cars.changes.${change}.failed`, { type: 'error' });
    } finally {
      setBusy(false);
      setAsked(undefined);
    }
  };
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" alignItems="center" useFlexGap>
      {offered(car).map((change) => (
        <Button
          key={change}
          label={`cars.changes.${change}.action`}
          variant="outlined"
          disabled={busy || waking}
          onClick={() => setAsked(change)}
        />
      ))}
      {waking ? (
        <Stack role="status" spacing={0.5} sx={{ minWidth: 220 }}>
          <Typography variant="body2">{translate('cars.changes.wakeUp.progress')}</Typography>
          <LinearProgress aria-label={translate('cars.changes.wakeUp.progress')} />
        </Stack>
      ) : null}
      <Confirm
        isOpen={asked !== undefined}
        loading={busy}
        title={`cars.changes.${asked ?? 'wakeUp'}.action`}
        content={`cars.changes.${asked ?? 'wakeUp'}.confirm`}
        onConfirm={() => asked && void run(asked)}
        onClose={() => setAsked(undefined)}
      />
    </Stack>
  );
};
