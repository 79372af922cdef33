import { Alert, Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { BillingSummary as Summary } from '../../../../domain/billing/billingSummary.ts';
import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import { formatCurrency, formatZonedDateTime } from '../../../../domain/formats.ts';
import { ReadOnlyFacts } from '../../../../custom/layout/ReadOnlyFacts.tsx';
import { ProcessPaymentButton } from './ProcessPaymentButton.tsx';

interface BillingSummaryProps {
  customer: CustomerDetail;
  summary: Summary | undefined;
  failed: boolean;
}

/** Spec 2 Billing, All billing: the balance (with the way to pay it), then what makes it up. */
export const BillingSummary = ({ customer, summary, failed }: BillingSummaryProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (failed) return <Alert severity="error">{translate('billing.summary.error')}</Alert>;
  if (!summary) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  const last = summary.lastPayment;
  return (
    <Card variant="outlined" component="section" aria-label={translate('billing.summary.label')}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {translate('billing.summary.balance')}
            </Typography>
            <Typography variant="h5" component="p" data-testid="billing-balance">
              {formatCurrency(summary.balance, locale)}
            </Typography>
          </Box>
          <ProcessPaymentButton customer={customer} balance={summary.balance} />
        </Stack>
        <ReadOnlyFacts
          facts={[
            ['billing.summary.charges', formatCurrency(summary.charges, locale)],
            ['billing.summary.credits', formatCurrency(summary.credits, locale)],
            ['billing.summary.payments', formatCurrency(summary.payments, locale)],
            [
              'billing.summary.lastPayment',
              last
                ? translate('billing.summary.lastPaymentText', {
                    amount: formatCurrency(last.amount, locale),
                    date: formatZonedDateTime(last.date, locale, summary.timeZone),
                    status: translate(`memberActivity.paymentStatus.${last.status}`),
                  })
                : translate('billing.summary.noPayment'),
            ],
          ]}
        />
      </CardContent>
    </Card>
  );
};
