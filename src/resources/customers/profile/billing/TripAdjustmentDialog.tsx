import { NumberInput, RadioButtonGroupInput, TextInput } from 'react-admin';
import { AppSelectInput } from '../../../../custom/forms/AppSelectInput.tsx';
import { zodValidator } from '../../../../custom/forms/zodValidator.ts';
import { ADJUSTMENT_REASONS } from '../../../../domain/billing/ledger.ts';
import {
  TRIP_ADJUSTMENT_DIRECTIONS,
  tripAdjustmentFields,
} from '../../../../domain/billing/modalRequests.ts';
import { SummaryDialog, type Values } from '../SummaryDialog.tsx';
import { type BillingDialogProps, validateNote } from './SpecialFeeDialog.tsx';
import { TripPicker } from './TripPicker.tsx';
import { useLedgerWrite } from './useLedgerWrite.ts';

const validateDirection = zodValidator(tripAdjustmentFields.direction);
const validateAmount = zodValidator(tripAdjustmentFields.amount);
const validateReason = zodValidator(tripAdjustmentFields.reason);

const directions = TRIP_ADJUSTMENT_DIRECTIONS.map((id) => ({ id, name: `billing.modals.directions.${id}` }));
const reasons = ADJUSTMENT_REASONS.map((id) => ({ id, name: `billing.reasons.${id}` }));

/** Spec 2 Trip adjustment: a debit or a credit of a trip, before GST, for a reason from the list. */
export const TripAdjustmentDialog = ({ customer, open, onClose }: BillingDialogProps) => {
  const { write, error, clearError } = useLedgerWrite('tripAdjustment', 'billing.modals.done.tripAdjusted');
  const save = ({ tripId, direction, amount, reason, note }: Values) =>
    write({ kind: 'adjustment', customerId: customer.id, tripId, direction, amount, reason, note }, [
      'tripId',
      'direction',
      'amount',
      'reason',
      'note',
    ]);
  return (
    <SummaryDialog
      open={open}
      title="billing.modals.tripAdjustment"
      defaultValues={{ tripId: '', direction: 'credit', amount: null, reason: '', note: '' }}
      onSave={save}
      onClose={() => (clearError(), onClose())}
      error={error}
    >
      <TripPicker customer={customer} />
      <RadioButtonGroupInput
        source="direction"
        label="billing.modals.fields.direction"
        choices={directions}
        validate={validateDirection}
        row
      />
      <NumberInput
        source="amount"
        label="billing.modals.fields.amountBeforeGst"
        validate={validateAmount}
        fullWidth
      />
      <AppSelectInput
        source="reason"
        label="billing.modals.fields.reason"
        choices={reasons}
        validate={validateReason}
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
