import { Link as MuiLink } from '@mui/material';
import { useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { pathOf } from '../../../../custom/routes/routeTable.ts';
import type { PaymentDetail } from '../../../../domain/payments/paymentSearch.ts';
import { PaymentLines } from '../../../../custom/payments/PaymentLines.tsx';
import { paymentFacts } from '../../../../domain/payments/paymentFacts.ts';
import { ReadOnlyFacts } from '../../../../custom/layout/ReadOnlyFacts.tsx';
import { DetailLoad } from './DetailLoad.tsx';

/** A payment line's detail (/customers-billing/paymentdetails/{id}): the payment and what it settles. */
export const PaymentLineDetail = ({ paymentId }: { paymentId: number }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, error } = useGetOne<PaymentDetail>('billingDetail', { id: paymentId }, { retry: false });
  return (
    <DetailLoad data={data} error={error}>
      {(payment) => (
        <>
          <ReadOnlyFacts facts={paymentFacts(payment, locale, translate)} />
          <PaymentLines lines={payment.lines} />
          <MuiLink
            component={Link}
            to={pathOf('payment', { paymentId })}
            sx={{ display: 'inline-block', mt: 2 }}
          >
            {translate('billing.details.openPayment')}
          </MuiLink>
        </>
      )}
    </DetailLoad>
  );
};
