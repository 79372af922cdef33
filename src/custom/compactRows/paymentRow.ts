import type { TranslateFunction } from 'react-admin';
import { factsLine, type CompactRow } from '../splitScreen/compactRow.ts';
import { pathOf } from '../routes/routeTable.ts';
import { formatCurrency, formatZonedDateTime } from '../../domain/formats.ts';
import type { MemberPaymentRow } from '../../domain/payments/payments.ts';

/** A payment in a split-screen list: its number, amount, status, date (in the member's zone, spec 3) and card. */
export const paymentRow = (
  payment: MemberPaymentRow,
  locale: string,
  translate: TranslateFunction,
): CompactRow => ({
  key: `payment-${payment.id}`,
  to: pathOf('payment', { paymentId: payment.id }),
  primary: `${translate('memberActivity.payment', { id: payment.id })} · ${formatCurrency(payment.amount, locale)}`,
  secondary: factsLine(
    translate(`memberActivity.paymentStatus.${payment.status}`),
    formatZonedDateTime(payment.date, locale, payment.timeZone),
    payment.cardType,
  ),
});
