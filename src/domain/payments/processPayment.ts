import { z } from 'zod';
import { bigserialId } from '../ids.ts';
import { idempotencyKey } from '../idempotency.ts';
import { MESSAGES } from '../validation.ts';
import { paymentRecord } from './paymentSearch.ts';

/** numeric(10,2), the payments and ledger columns' size. */
const AMOUNT_MAX = 99_999_999.99;

/**
 * POST /payments (spec 7, process payment; spec 8, Payment): pay the member's outstanding
 * balance, or a part of it, with the card on file. The client makes one `idempotencyKey` per
 * attempt and sends it again when it retries that attempt: pressing twice pays once.
 */
export const processPaymentRequest = z.object({
  customerId: bigserialId('validation.customer'),
  amount: z
    .number({ error: MESSAGES.invalid })
    .min(0.01)
    .max(AMOUNT_MAX)
    .multipleOf(0.01, { error: MESSAGES.invalid })
    .optional()
    .describe('dollars, two places at most; left out, the whole outstanding balance'),
  idempotencyKey: idempotencyKey.describe('a UUID, one per attempt, made by the client'),
});
export type ProcessPaymentRequest = z.output<typeof processPaymentRequest>;

/** The payment the attempt made: `Success`, or `Unsuccessful` when the card was declined. */
export const processedPayment = paymentRecord;

/** Spec 8, Payment: what a declined card answers, and what staff read. */
export const PAYMENT_DECLINED = 'billing.processPayment.declined';
/** The type of payment staff make from the Billing tab, beside the seed's `Automatic` ones. */
export const MANUAL_PROCESS_TYPE = 'Manual';
