import { NumberInput, RadioButtonGroupInput } from 'react-admin';
import { AppSelectInput } from '../../../../custom/forms/AppSelectInput.tsx';
import { zodValidator } from '../../../../custom/forms/zodValidator.ts';
import { ADJUSTMENT_REASONS } from '../../../../domain/billing/ledger.ts';
import {
  TRIP_ADJUSTMENT_DIRECTIONS,
  tripAdjustmentFields,
} from '../../../../domain/billing/modalRequests.ts';
import { type BillingDialogProps, LedgerWriteDialog } from './LedgerWriteDialog.tsx';
import { TripPicker } from './TripPicker.tsx';

const validateDirection = zodValidator(tripAdjustmentFields.direction);
const validateAmount = zodValidator(tripAdjustmentFields.amount);
const validateReason = zodValidator(tripAdjustmentFields.reason);

const directions = TRIP_ADJUSTMENT_DIRECTIONS.map((id) => ({ id, name: `billing.modals.directions.${id}` }));
const reasons = ADJUSTMENT_REASONS.map((id) => ({ id, name: `billing.reasons.${id}` }));

/** Spec 2 Trip adjustment: a debit or a credit of a trip, before GST, for a reason from the list. */
export const TripAdjustmentDialog = ({ customer, open, onClose }: BillingDialogProps) => (
  <LedgerWriteDialog
    open={open}
    onClose={onClose}
    title="billing.modals.tripAdjustment"
    resource="tripAdjustment"
    success="billing.modals.done.tripAdjusted"
    defaultValues={{ tripId: '', direction: 'credit', amount: null, reason: '' }}
    request={({ tripId, direction, amount, reason }) => ({
      kind: 'adjustment',
      customerId: customer.id,
      tripId,
      direction,
      amount,
      reason,
    })}
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
  </LedgerWriteDialog>
);
