import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import type { BillingSummary } from '../../../../domain/billing/billingSummary.ts';
import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import type { FreeMinuteGrant } from '../../../../domain/freeMinutes/freeMinute.ts';
import { AddFreeMinutesDialog } from './AddFreeMinutesDialog.tsx';
import { ApplyPromoCode } from './ApplyPromoCode.tsx';
import { CancelFreeMinutesDialog } from './CancelFreeMinutesDialog.tsx';
import { FreeMinuteSummary } from './FreeMinuteSummary.tsx';
import { FreeMinutesList } from './FreeMinutesList.tsx';

/**
 * Spec 2 Billing, Free mins & promo codes: the free-minute balance, adding
 * and cancelling minutes, applying a promo code, and the member's grants.
 */
export const FreeMinutesView = ({ customer }: { customer: CustomerDetail }) => {
  const translate = useTranslate();
  // The member's zone, which the billing summary names, reads the grants' dates.
  const { data: billing } = useGetOne<BillingSummary & { id: number }>(
    'summary',
    { id: customer.id, meta: { customerId: String(customer.id) } },
    { retry: false },
  );
  const [adding, setAdding] = useState(false);
  const [cancelling, setCancelling] = useState<FreeMinuteGrant | null>(null);
  return (
    <Stack spacing={2} sx={{ p: 1 }}>
      <FreeMinuteSummary customerId={customer.id} timeZone={billing?.timeZone} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Button variant="outlined" onClick={() => setAdding(true)}>
          {translate('freeMinutes.add.open')}
        </Button>
        <ApplyPromoCode customerId={customer.id} />
      </Stack>
      <Typography variant="h6" component="h2">
        {translate('freeMinutes.list.label')}
      </Typography>
      <FreeMinutesList customer={customer} timeZone={billing?.timeZone} onCancel={setCancelling} />
      {adding ? <AddFreeMinutesDialog customer={customer} open onClose={() => setAdding(false)} /> : null}
      {cancelling ? <CancelFreeMinutesDialog grant={cancelling} onClose={() => setCancelling(null)} /> : null}
    </Stack>
  );
};
