import { NumberInput, TextInput } from 'react-admin';
import { zodValidator } from '../../../../custom/forms/zodValidator.ts';
import { tripModificationFields } from '../../../../domain/billing/modalRequests.ts';
import { SummaryDialog, type Values } from '../SummaryDialog.tsx';
import { type BillingDialogProps, validateNote } from './SpecialFeeDialog.tsx';
import { TripPicker } from './TripPicker.tsx';
import { useLedgerWrite } from './useLedgerWrite.ts';

const validateDuration = zodValidator(tripModificationFields.durationMinutes);
const validateDistance = zodValidator(tripModificationFields.distanceKm);

/**
 * Spec 2 Trip modification: a new duration or distance for a finished trip; the server prices
 * the trip again and posts the difference with its GST.
 */
export const TripModificationDialog = ({ customer, open, onClose }: BillingDialogProps) => {
  const { write, error, clearError } = useLedgerWrite('tripAdjustment', 'billing.modals.done.tripModified');
  const given = (value: unknown) => (value === null || value === '' ? undefined : value);
  const save = ({ tripId, durationMinutes, distanceKm, note }: Values) =>
    write(
      {
        kind: 'modification',
        customerId: customer.id,
        tripId,
        durationMinutes: given(durationMinutes),
        distanceKm: given(distanceKm),
        note,
      },
      ['tripId', 'durationMinutes', 'distanceKm', 'note'],
    );
  return (
    <SummaryDialog
      open={open}
      title="billing.modals.tripModification"
      defaultValues={{ tripId: '', durationMinutes: null, distanceKm: null, note: '' }}
      onSave={save}
      onClose={() => (clearError(), onClose())}
      error={error}
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
      <TextInput
        source="note"
        label="billing.modals.fields.note"
        validate={validateNote}
        multiline
        fullWidth
      />
    </SummaryDialog>
  );
};
