import { TextInput } from 'react-admin';
import { zodValidator } from '../../../../custom/forms/zodValidator.ts';
import type { FeeType } from '../../../../domain/billing/ledger.ts';
import { specialFeeFields } from '../../../../domain/billing/modalRequests.ts';
import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import { SummaryDialog, type Values } from '../SummaryDialog.tsx';
import { FeePicker } from './FeePicker.tsx';
import { TripPicker } from './TripPicker.tsx';
import { useLedgerWrite } from './useLedgerWrite.ts';

export const validateNote = zodValidator(specialFeeFields.note);

export interface BillingDialogProps {
  customer: CustomerDetail;
  open: boolean;
  onClose: () => void;
}

/**
 * Spec 2 Account fee and Trip fee (spec 7 Special fee add): a fee of the catalogue charged with
 * its GST, to the member or to one of their trips.
 */
export const SpecialFeeDialog = ({
  type,
  customer,
  open,
  onClose,
}: BillingDialogProps & { type: FeeType }) => {
  const { write, error, clearError } = useLedgerWrite('specialFee', 'billing.modals.done.feeAdded');
  const save = ({ feeCode, tripId, note }: Values) =>
    write({ customerId: customer.id, feeCode, ...(type === 'trip' ? { tripId } : {}), note }, [
      'feeCode',
      'tripId',
      'note',
    ]);
  return (
    <SummaryDialog
      open={open}
      title={type === 'trip' ? 'billing.modals.tripFee' : 'billing.modals.accountFee'}
      defaultValues={{ feeCode: '', tripId: '', note: '' }}
      onSave={save}
      onClose={() => (clearError(), onClose())}
      error={error}
    >
      <FeePicker type={type} />
      {type === 'trip' ? <TripPicker customer={customer} /> : null}
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
