import type { TranslateFunction } from 'react-admin';
import { formatCurrency, formatDateTime } from '../../domain/formats.ts';
import { processTypeLabel } from '../../domain/payments/paymentLabels.ts';
import type { MemberPaymentRow } from '../../domain/payments/payments.ts';

export const field = (name: string) => `resources.payments.fields.${name}`;

/** Spec 3 Payment: its facts as ReadOnlyFacts shows them, on its page and from a member's ledger. */
export const paymentFacts = (payment: MemberPaymentRow, locale: string, translate: TranslateFunction) =>
  [
    [field('date'), formatDateTime(payment.date, locale)],
    [field('amount'), formatCurrency(payment.amount, locale)],
    [field('status'), translate(`memberActivity.paymentStatus.${payment.status}`)],
    [field('cardType'), payment.cardType],
    [field('cardNumber'), payment.cardNumber],
    [field('cardExpiry'), payment.cardExpiry],
    [field('processType'), processTypeLabel(payment.processType, translate)],
    [field('reference'), payment.reference],
  ] as const;
