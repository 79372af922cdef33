import { NumberInput } from 'react-admin';
import { AppDateInput } from '../../../../custom/forms/PickerInputs.tsx';
import { markedRequired } from '../../../../custom/forms/markedRequired.ts';
import { zodValidator } from '../../../../custom/forms/zodValidator.ts';
import { fuelReimbursementFields } from '../../../../domain/billing/modalRequests.ts';
import { dayOfPicked } from '../../../../domain/customers/alertExpiry.ts';
import { type BillingDialogProps, LedgerWriteDialog } from './LedgerWriteDialog.tsx';

const validateTotal = zodValidator(fuelReimbursementFields.receiptTotal);
const validateLitres = zodValidator(fuelReimbursementFields.litres);
const checkDay = zodValidator(fuelReimbursementFields.receiptDate);

const pickedDay = (value: unknown) =>
  value instanceof Date && !Number.isNaN(value.getTime()) ? dayOfPicked(value) : undefined;

/** The picked day as the request's schema judges it; required, so marked (spec 5 asterisk). */
const validateReceiptDay = markedRequired((value: unknown) => checkDay(pickedDay(value), {}, {}));

/**
 * Spec 2 Fuel reimbursement: a member's fuel receipt (total with GST, litres, day) given back
 * as a credit. Whether the day comes before the member joined depends on where they live: the
 * server judges it, and its refusal shows at the field.
 */
export const FuelReimbursementDialog = ({ customer, open, onClose }: BillingDialogProps) => (
  <LedgerWriteDialog
    open={open}
    onClose={onClose}
    title="billing.modals.fuelReimbursement"
    resource="netFuelReimbursement"
    success="billing.modals.done.fuelReimbursed"
    defaultValues={{ receiptTotal: null, litres: null, receiptDate: null }}
    request={({ receiptTotal, litres, receiptDate }) => ({
      customerId: customer.id,
      receiptTotal,
      litres,
      receiptDate: pickedDay(receiptDate),
    })}
  >
    <NumberInput
      source="receiptTotal"
      label="billing.modals.fields.receiptTotal"
      validate={validateTotal}
      helperText="billing.modals.receiptTotalHelp"
      fullWidth
    />
    <NumberInput source="litres" label="billing.modals.fields.litres" validate={validateLitres} fullWidth />
    <AppDateInput
      source="receiptDate"
      label="billing.modals.fields.receiptDate"
      validate={validateReceiptDay}
      fullWidth
    />
  </LedgerWriteDialog>
);
