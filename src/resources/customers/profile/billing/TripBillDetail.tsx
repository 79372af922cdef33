import { Link as MuiLink, Typography } from '@mui/material';
import { useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { pathOf } from '../../../../custom/routes/routeTable.ts';
import type { TripBill } from '../../../../domain/billing/tripBill.ts';
import { formatCurrency } from '../../../../domain/formats.ts';
import { PaymentLines } from '../../../../custom/payments/PaymentLines.tsx';
import { ReadOnlyFacts } from '../../../../custom/layout/ReadOnlyFacts.tsx';
import { DetailLoad } from './DetailLoad.tsx';
import { LinesTable } from '../../../../custom/billing/LinesTable.tsx';

/** A trip line's detail, its bill (/bill/{id}): the trip as charged, then what was posted on it since. */
export const TripBillDetail = ({ tripId, timeZone }: { tripId: number; timeZone: string | undefined }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, error } = useGetOne<TripBill & { id: number }>('bill', { id: tripId }, { retry: false });
  return (
    <DetailLoad data={data} error={error}>
      {(bill) => (
        <>
          <PaymentLines lines={[bill]} />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {translate('billing.details.laterLines')}
          </Typography>
          <LinesTable
            lines={bill.laterLines}
            label="billing.details.laterLines"
            emptyText="billing.details.noLaterLines"
            timeZone={timeZone}
          />
          <ReadOnlyFacts
            facts={[['billing.details.billedTotal', formatCurrency(bill.billedTotal, locale)]]}
          />
          <MuiLink component={Link} to={pathOf('tripDetail', { tripId })}>
            {translate('billing.details.openTrip')}
          </MuiLink>
        </>
      )}
    </DetailLoad>
  );
};
