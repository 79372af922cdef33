import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { CarStatus } from '../../domain/cars/carStatus.ts';
import {
  eachLimited,
  mayAsk,
  refusalOf,
  SELECTION_CONCURRENCY,
  selectionTargets,
  type SelectedCar,
  type SelectionOutcome,
} from '../../domain/fleet/carStateSelection.ts';

/**
 * Spec 2 "Fleet dashboard car-state selection": the next state for the selected cars, each
 * changed through its own status path (/internal/vehicle/{vin}/status/{current}/{next}), a few
 * at a time, its outcome in words beside it as it comes. The box is never asked, so sleeping
 * cars change like the others.
 */
export const CarStateSelectionDialog = ({
  cars,
  onClose,
  onChanged,
}: {
  cars: SelectedCar[];
  onClose: () => void;
  onChanged: () => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const targets = selectionTargets(cars);
  const [next, setNext] = useState<CarStatus | undefined>(targets[0]);
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<Record<string, SelectionOutcome>>();
  const settle = (vin: string, outcome: SelectionOutcome) =>
    setOutcomes((before) => ({ ...before, [vin]: outcome }));
  const change = async () => {
    if (!next) return;
    setBusy(true);
    setOutcomes({});
    await eachLimited(cars, SELECTION_CONCURRENCY, async (car) => {
      if (!mayAsk(car, next)) return settle(car.vin, 'notAllowed');
      try {
        await dataProvider.call('updateStatus', 'UPDATE', { id: car.vin, id2: car.status, id3: next });
        settle(car.vin, 'changed');
      } catch (error) {
        const { status, body } = error as { status?: number; body?: { messageKey?: string } };
        settle(car.vin, refusalOf(status, body?.messageKey));
      }
    });
    setBusy(false);
    onChanged();
  };
  const answered = outcomes ? Object.values(outcomes) : [];
  const changed = answered.filter((outcome) => outcome === 'changed').length;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="car-state-selection-title" fullWidth>
      <DialogTitle id="car-state-selection-title">
        {translate('fleetDashboard.selection.title', { smart_count: cars.length })}
      </DialogTitle>
      <DialogContent>
        {outcomes ? (
          <Typography role="status" variant="body2" sx={{ mb: 1 }}>
            {busy
              ? translate('fleetDashboard.selection.progress', { done: answered.length, total: cars.length })
              : `${translate('fleetDashboard.selection.summary.changed', { smart_count: changed })}, ${translate(
                  'fleetDashboard.selection.summary.refused',
                  { smart_count: answered.length - changed },
                )}`}
          </Typography>
        ) : null}
        {outcomes ? null : (
          <>
            <FormLabel id="car-state-selection-next">{translate('fleetDashboard.selection.next')}</FormLabel>
            <RadioGroup
              aria-labelledby="car-state-selection-next"
              value={next ?? ''}
              onChange={(event) => setNext(event.target.value as CarStatus)}
            >
              {targets.map((status) => (
                <FormControlLabel
                  key={status}
                  value={status}
                  control={<Radio />}
                  label={translate(`cars.statuses.${status}`)}
                />
              ))}
            </RadioGroup>
          </>
        )}
        <Table size="small" aria-label={translate('fleetDashboard.selection.cars')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('fleetDashboard.fields.plate')}</TableCell>
              <TableCell>{translate('fleetDashboard.fields.status')}</TableCell>
              <TableCell>{translate('fleetDashboard.selection.outcome')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {cars.map((car) => (
              <TableRow key={car.vin}>
                <TableCell>{car.plateNumber}</TableCell>
                <TableCell>{translate(`cars.statuses.${car.status}`)}</TableCell>
                <TableCell>
                  {outcomes?.[car.vin]
                    ? translate(`fleetDashboard.selection.outcomes.${outcomes[car.vin]}`)
                    : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate(outcomes ? 'fleetDashboard.selection.close' : 'ra.action.cancel')}
        </Button>
        {outcomes ? null : (
          <Button variant="contained" onClick={() => void change()} disabled={busy || !next}>
            {translate('fleetDashboard.selection.apply')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
