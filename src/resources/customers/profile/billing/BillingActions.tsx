import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import { FuelReimbursementDialog } from './FuelReimbursementDialog.tsx';
import type { BillingDialogProps } from './LedgerWriteDialog.tsx';
import { SpecialFeeDialog } from './SpecialFeeDialog.tsx';
import { TripAdjustmentDialog } from './TripAdjustmentDialog.tsx';
import { TripModificationDialog } from './TripModificationDialog.tsx';

/** The modals the buttons open, in the spec's order of the Billing tab's actions. */
const MODALS = {
  accountFee: (props: BillingDialogProps) => <SpecialFeeDialog type="account" {...props} />,
  tripFee: (props: BillingDialogProps) => <SpecialFeeDialog type="trip" {...props} />,
  tripModification: TripModificationDialog,
  tripAdjustment: TripAdjustmentDialog,
  fuelReimbursement: FuelReimbursementDialog,
} as const;
type Modal = keyof typeof MODALS;

/**
 * Spec 2 Modals: the buttons that open Account fee, Trip fee, Trip modification, Trip
 * adjustment and Fuel reimbursement, above the member's ledger. One dialog is mounted at a
 * time, so each opens empty and fetches its fees or trips when opened.
 */
export const BillingActions = ({ customer }: { customer: CustomerDetail }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState<Modal | null>(null);
  const Dialog = open ? MODALS[open] : null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
      {(Object.keys(MODALS) as Modal[]).map((modal) => (
        <Button key={modal} variant="outlined" size="small" onClick={() => setOpen(modal)}>
          {translate(`billing.modals.${modal}`)}
        </Button>
      ))}
      {Dialog ? <Dialog customer={customer} open onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
};
