import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LedgerListRow } from '../../../../domain/billing/ledgerLines.ts';
import { PaymentLineDetail } from './PaymentLineDetail.tsx';
import { TransactionLineDetail } from './TransactionLineDetail.tsx';
import { TripBillDetail } from './TripBillDetail.tsx';

const TITLE_ID = 'ledger-line-detail-title';

/** What a ledger line opens: a trip's bill, a payment, or the line as staff posted it. */
export const LineDetailDialog = ({
  line,
  timeZone,
  onClose,
}: {
  line: LedgerListRow;
  timeZone: string | undefined;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { title, body } =
    line.kind === 'trip' && line.tripId !== null
      ? {
          title: translate('billing.details.billTitle', { id: line.tripId }),
          body: <TripBillDetail tripId={line.tripId} timeZone={timeZone} />,
        }
      : line.kind === 'payment' && line.paymentId !== null
        ? {
            title: translate('billing.details.paymentTitle', { id: line.paymentId }),
            body: <PaymentLineDetail paymentId={line.paymentId} />,
          }
        : {
            title: translate('billing.details.lineTitle', {
              id: line.id,
              kind: translate(`billing.kinds.${line.kind}`),
            }),
            body: <TransactionLineDetail line={line} timeZone={timeZone} />,
          };
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID}>{title}</DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('billing.details.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
