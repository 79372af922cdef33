import PaymentIcon from '@mui/icons-material/Payment';
import {
  Alert,
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import { Button, useLocaleState, useTranslate } from 'react-admin';
import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import { formatCurrency } from '../../../../domain/formats.ts';
import { ReadOnlyFacts } from '../../../../custom/layout/ReadOnlyFacts.tsx';
import { useProcessPayment } from './useProcessPayment.ts';

const TITLE_ID = 'process-payment-title';

/**
 * Process payment (spec 7) beside the member's balance: a confirmation of
 * the amount and the card on file it is charged to, then one payment however often it is
 * pressed. Nothing to pay, nothing to press.
 */
export const ProcessPaymentButton = ({
  customer,
  balance,
}: {
  customer: CustomerDetail;
  balance: number;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const { pay, busy, failure, reset } = useProcessPayment(customer.id, balance, () => setOpen(false));
  const card = customer.paymentInformation;
  const close = () => {
    if (!busy) setOpen(false);
  };
  return (
    <>
      <Button
        label="billing.processPayment.button"
        disabled={balance <= 0}
        onClick={() => (reset(), setOpen(true))}
      >
        <PaymentIcon />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={TITLE_ID} fullWidth maxWidth="xs">
        <DialogTitle id={TITLE_ID}>{translate('billing.processPayment.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('billing.processPayment.confirm')}</DialogContentText>
          <ReadOnlyFacts
            facts={[
              ['billing.processPayment.amount', formatCurrency(balance, locale)],
              ['billing.processPayment.card', [card.cardType, card.maskedNumber].filter(Boolean).join(' ')],
              ['billing.processPayment.expiry', card.expiry],
            ]}
          />
          {card.maskedNumber ? null : (
            <Alert severity="warning">{translate('billing.processPayment.noCard')}</Alert>
          )}
          {failure ? (
            <Alert severity="error" role="alert">
              {failure.text}
              {failure.advice ? <Box sx={{ mt: 0.5 }}>{failure.advice}</Box> : null}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={close} disabled={busy} />
          <Button
            label="billing.processPayment.submit"
            variant="contained"
            onClick={pay}
            disabled={busy || !card.maskedNumber}
          />
        </DialogActions>
      </Dialog>
    </>
  );
};
