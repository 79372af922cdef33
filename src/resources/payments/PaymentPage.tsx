import { Alert, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { Title, useGetOne, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { crumbHeading } from '../../custom/layout/crumbHeading.ts';
import type { PaymentDetail, PaymentSearchRow } from '../../domain/payments/paymentSearch.ts';
import { ReadOnlyFacts } from '../customers/profile/ReadOnlyFacts.tsx';
import { PaymentLines } from './PaymentLines.tsx';
import { paymentFacts } from './paymentFacts.ts';

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
  const heading = crumbHeading(
    translate,
    'payments',
    data && translate('memberActivity.payment', { id: data.id }),
  );
  if (error)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        <Title title={heading} />
        {translate((error as { status?: number }).status === 404 ? 'payments.notFound' : 'payments.error')}
      </Alert>
    );
  if (isPending || !data) return <LinearProgress sx={{ mt: 2 }} aria-label={translate('ra.page.loading')} />;
  return (
    <Card variant="outlined" sx={{ mt: 1 }}>
      <Title title={heading} />
      <CardContent>
        <ReadOnlyFacts facts={paymentFacts(data, locale, translate)} />
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
