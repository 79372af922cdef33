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
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { CarStatus } from '../../domain/cars/carStatus.ts';
import {
  mayAsk,
  refusalOf,
  selectionTargets,
  type SelectedCar,
  type SelectionOutcome,
} from '../../domain/fleet/carStateSelection.ts';

/**
 * Spec 2 "Fleet dashboard car-state selection": the next state for the selected cars, each
 * changed through its own status path (/internal/vehicle/{vin}/status/{current}/{next}) and its
 * outcome shown beside it. A sleeping car answers 409 for itself; the others are done.
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
  const change = async () => {
    if (!next) return;
    setBusy(true);
    const answers = await Promise.all(
      cars.map(async (car): Promise<[string, SelectionOutcome]> => {
        if (!mayAsk(car, next)) return [car.vin, 'notAllowed'];
        try {
          await dataProvider.call('updateStatus', 'UPDATE', { id: car.vin, id2: car.status, id3: next });
          return [car.vin, 'changed'];
        } catch (error) {
          return [car.vin, refusalOf((error as { status?: number }).status)];
        }
      }),
    );
    setOutcomes(Object.fromEntries(answers));
    setBusy(false);
    onChanged();
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="car-state-selection-title" fullWidth>
      <DialogTitle id="car-state-selection-title">
        {translate('fleetDashboard.selection.title', { smart_count: cars.length })}
      </DialogTitle>
      <DialogContent>
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
