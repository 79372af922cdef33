import type { FeeType } from '../../../../domain/billing/ledger.ts';
import { FeePicker } from './FeePicker.tsx';
import { type BillingDialogProps, LedgerWriteDialog } from './LedgerWriteDialog.tsx';
import { TripPicker } from './TripPicker.tsx';

/**
 * Spec 2 Account fee and Trip fee (spec 7 Special fee add): a fee of the catalogue charged with
 * its GST, to the member or to one of their trips.
 */
export const SpecialFeeDialog = ({
  type,
  customer,
  open,
  onClose,
}: BillingDialogProps & { type: FeeType }) => (
  <LedgerWriteDialog
    open={open}
    onClose={onClose}
    title={type === 'trip' ? 'billing.modals.tripFee' : 'billing.modals.accountFee'}
    resource="specialFee"
    success="billing.modals.done.feeAdded"
    defaultValues={{ feeCode: '', tripId: '' }}
    request={({ feeCode, tripId }) => ({
      customerId: customer.id,
      feeCode,
      ...(type === 'trip' ? { tripId } : {}),
    })}
  >
    <FeePicker type={type} />
    {type === 'trip' ? <TripPicker customer={customer} /> : null}
  </LedgerWriteDialog>
);
