import { NumberInput } from 'react-admin';
import { zodValidator } from '../../../../custom/forms/zodValidator.ts';
import { tripModificationFields } from '../../../../domain/billing/modalRequests.ts';
import { type BillingDialogProps, LedgerWriteDialog } from './LedgerWriteDialog.tsx';
import { TripPicker } from './TripPicker.tsx';

const validateDuration = zodValidator(tripModificationFields.durationMinutes);
const validateDistance = zodValidator(tripModificationFields.distanceKm);

const given = (value: unknown) => (value === null || value === '' ? undefined : value);

/**
 * Spec 2 Trip modification: a new duration or distance for a finished trip; the server prices
 * the trip again and posts the difference with its GST.
 */
export const TripModificationDialog = ({ customer, open, onClose }: BillingDialogProps) => (
  <LedgerWriteDialog
    open={open}
    onClose={onClose}
    title="billing.modals.tripModification"
    resource="tripAdjustment"
    success="billing.modals.done.tripModified"
    defaultValues={{ tripId: '', durationMinutes: null, distanceKm: null }}
    request={({ tripId, durationMinutes, distanceKm }) => ({
      kind: 'modification',
      customerId: customer.id,
      tripId,
      durationMinutes: given(durationMinutes),
      distanceKm: given(distanceKm),
    })}
  >
    <TripPicker customer={customer} />
    <NumberInput
      source="durationMinutes"
      label="billing.modals.fields.durationMinutes"
      validate={validateDuration}
      helperText="billing.modals.modificationHelp"
      fullWidth
    />
    <NumberInput
      source="distanceKm"
      label="billing.modals.fields.distanceKm"
      validate={validateDistance}
      fullWidth
    />
  </LedgerWriteDialog>
);
