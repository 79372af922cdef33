import { z } from 'zod';
import { bigserialId } from '../ids.ts';
import { pageQuery, paginated } from '../pagination.ts';

/** Spec point 3, Payment: the states a payment goes through. */
export const PAYMENT_STATUSES = ['Upcoming', 'In Process', 'Pending', 'Success', 'Unsuccessful'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One of a member's payments (spec point 3, Payment), read only here: only
 * process payment (spec 7) and the seed write them. The card shows its last four digits only, as the member's card does.
 */
export const memberPaymentRow = z.object({
  id: z.number().int(),
  date: z.iso.datetime(),
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  cardType: z.string().nullable(),
  cardNumber: z.string().nullable().describe('masked: **** **** **** 4242'),
  cardExpiry: z.string().nullable(),
  processType: z.string().nullable(),
  reference: z.string().nullable(),
  timeZone: z.string().describe("IANA zone of the member's home: the payment's time is read in it (spec 3)"),
  tripId: z.number().int().nullable(),
});
export type MemberPaymentRow = z.infer<typeof memberPaymentRow>;

/** GET /customers-billing/payments: a member's payments, newest first. */
export const memberPaymentsQuery = z.object({
  customerId: bigserialId('validation.customer'),
  ...pageQuery,
});
export type MemberPaymentsQuery = z.output<typeof memberPaymentsQuery>;

export const memberPaymentsResult = paginated(memberPaymentRow);
export type MemberPaymentsResult = z.infer<typeof memberPaymentsResult>;
