import type { TranslateFunction } from 'react-admin';
import { formatCurrency, formatZonedDateTime } from '../formats.ts';
import { paymentDeclineReason } from './declineReason.ts';
import { processTypeLabel } from './paymentLabels.ts';
import type { MemberPaymentRow } from './payments.ts';

export const field = (name: string) => `resources.payments.fields.${name}`;

/**
 * Spec 3 Payment: its facts as ReadOnlyFacts shows them, on its page and from a member's
 * ledger: its time in the member's zone, named, as the Billing tab reads it; a declined one
 * says why, with what to do (spec 8 Payment).
 */
export const paymentFacts = (payment: MemberPaymentRow, locale: string, translate: TranslateFunction) => {
  const reason = paymentDeclineReason(payment);
  return [
    [field('date'), formatZonedDateTime(payment.date, locale, payment.timeZone)],
    [field('amount'), formatCurrency(payment.amount, locale)],
    [field('status'), translate(`memberActivity.paymentStatus.${payment.status}`)],
    ...(reason
      ? ([
          [
            field('declineReason'),
            translate(`billing.processPayment.reasons.${reason}`, { expiry: payment.cardExpiry }),
          ],
        ] as const)
      : []),
    [field('cardType'), payment.cardType],
    [field('cardNumber'), payment.cardNumber],
    [field('cardExpiry'), payment.cardExpiry],
    [field('processType'), processTypeLabel(payment.processType, translate)],
    [field('reference'), payment.reference],
  ] as const;
};
