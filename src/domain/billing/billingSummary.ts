import { z } from 'zod';
import { bigserialId } from '../ids.ts';
import { memberPaymentRow } from '../payments/payments.ts';

/** GET /customers-billing/balances: whose summary. */
export const billingSummaryQuery = z.object({ customerId: bigserialId('validation.customer') });

/**
 * Spec 2, Billing tab, All billing: the member's balance summary, summed from the ledger in SQL.
 * Totals are net plus tax, in the ledger's signs, and add up: balance = charges + credits + payments.
 */
export const billingSummary = z.object({
  customerId: z.number().int(),
  balance: z.number().describe('every line summed: equals the member’s outstanding balance'),
  charges: z.number().describe('the lines other than payments whose total is positive (trips, fees, debits)'),
  credits: z
    .number()
    .describe(
      'the lines other than payments whose total is negative (reversals, credits, reimbursements): zero or less',
    ),
  payments: z.number().describe('the payment lines (payments that settled): zero or less'),
  lastPayment: memberPaymentRow
    .nullable()
    .describe('the member’s latest payment, whatever its status; null when none'),
  timeZone: z.string().describe('IANA zone of the member’s home: the lines’ dates are read in it'),
});
export type BillingSummary = z.infer<typeof billingSummary>;
