import { isCardExpired } from '../calendarRules.ts';
import type { MemberPaymentRow } from './payments.ts';

/** Spec 8, Payment: why a card is declined, each with what staff do about it (i18n billing.processPayment.reasons). */
export const DECLINE_REASONS = ['noCard', 'cardExpired'] as const;
type DeclineReason = (typeof DECLINE_REASONS)[number];

/**
 * Why the card an attempt used is declined on `at`, or undefined when it can be charged: no
 * card on file, or a card past the end of its expiry month (calendarRules.isCardExpired).
 */
export const declineReason = (
  card: Pick<MemberPaymentRow, 'cardNumber' | 'cardExpiry'>,
  at: Date,
): DeclineReason | undefined => {
  if (card.cardNumber === null) return 'noCard';
  return isCardExpired(card.cardExpiry, at) ? 'cardExpired' : undefined;
};

/** The reason of an Unsuccessful payment, read from the card and the day it was tried; none for another status. */
export const paymentDeclineReason = (payment: MemberPaymentRow) =>
  payment.status === 'Unsuccessful' ? declineReason(payment, new Date(payment.date)) : undefined;
