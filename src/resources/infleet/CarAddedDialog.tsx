import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PendingVehicle } from '../../domain/cars/infleet.ts';

/** Spec 2: "submitting a valid car shows a confirmation with a Run Diagnostics button". */
export const CarAddedDialog = ({
  car,
  onClose,
  onRunDiagnostics,
}: {
  car: PendingVehicle;
  onClose: () => void;
  onRunDiagnostics: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="car-added-title">
      <DialogTitle id="car-added-title">{translate('infleet.add.doneTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate('infleet.add.doneText', { plate: car.plateNumber, vin: car.vin })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.close')}</MuiButton>
        <MuiButton variant="contained" onClick={onRunDiagnostics} autoFocus>
          {translate('infleet.diagnostics.run')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
};
