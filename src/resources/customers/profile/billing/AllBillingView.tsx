import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import type { BillingSummary as Summary } from '../../../../domain/billing/billingSummary.ts';
import type { LedgerListRow } from '../../../../domain/billing/ledgerLines.ts';
import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import { BillingActions } from './BillingActions.tsx';
import { BillingSummary } from './BillingSummary.tsx';
import { LedgerLinesList } from './LedgerLinesList.tsx';
import { LineDetailDialog } from './LineDetailDialog.tsx';

/**
 * Spec 2 Billing, All billing: the balance summary, the billing actions and
 * the member's ledger lines, each opening its detail. Both are react-admin queries, so a
 * modal's `useRefresh()` after it posts reloads them.
 */
export const AllBillingView = ({ customer }: { customer: CustomerDetail }) => {
  const translate = useTranslate();
  const { data, error } = useGetOne<Summary & { id: number }>(
    'summary',
    { id: customer.id, meta: { customerId: String(customer.id) } },
    { retry: false },
  );
  const [opened, setOpened] = useState<LedgerListRow | null>(null);
  return (
    <Stack spacing={2} sx={{ p: 1 }}>
      <BillingSummary customer={customer} summary={data} failed={Boolean(error)} />
      <BillingActions customer={customer} />
      <Typography variant="h6" component="h2">
        {translate('billing.lines.label')}
      </Typography>
      <LedgerLinesList customer={customer} timeZone={data?.timeZone} onOpen={setOpened} />
      {opened ? (
        <LineDetailDialog line={opened} timeZone={data?.timeZone} onClose={() => setOpened(null)} />
      ) : null}
    </Stack>
  );
};
