import { Alert, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { Title, useGetOne, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { PaymentDetail, PaymentSearchRow } from '../../domain/payments/paymentSearch.ts';
import { ReadOnlyFacts } from '../../custom/layout/ReadOnlyFacts.tsx';
import { PaymentLines } from '../../custom/payments/PaymentLines.tsx';
import { PaymentMemberLink } from './PaymentMemberLink.tsx';
import { field, paymentFacts } from '../../domain/payments/paymentFacts.ts';

/** Spec 2 /payments/{paymentId}: a payment's facts of spec 3 and the lines it settles. Read only. */
export const PaymentPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { paymentId = '' } = useParams();
  // The id as the URL has it, as the crumb asks for it: one cache entry, one request.
  const {
    data: record,
    error,
    isPending,
  } = useGetOne<RaRecord>('payments', { id: paymentId }, { retry: false });
  // Opened from the list, its row shows at once (react-admin keeps the list's records) while the lines load.
  const data = record as (PaymentSearchRow & Partial<Pick<PaymentDetail, 'lines'>>) | undefined;
  // One name, the crumb's: the route's title would only say "Payments" again.
  const heading = translate('memberActivity.payment', { id: paymentId });
  if (error)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        <Title title={translate('routes.payments')} />
        {translate((error as { status?: number }).status === 404 ? 'payments.notFound' : 'payments.error')}
      </Alert>
    );
  if (isPending || !data) return <LinearProgress sx={{ mt: 2 }} aria-label={translate('ra.page.loading')} />;
  return (
    <Card variant="outlined" sx={{ mt: 1 }}>
      <Title title={heading} />
      <CardContent>
        <ReadOnlyFacts
          facts={[
            [field('member'), data.member ? <PaymentMemberLink member={data.member} /> : null],
            ...paymentFacts(data, locale, translate),
          ]}
        />
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('payments.lines')}
        </Typography>
        {data.lines ? (
          <PaymentLines lines={data.lines} />
        ) : (
          <LinearProgress aria-label={translate('ra.page.loading')} />
        )}
      </CardContent>
    </Card>
  );
};
