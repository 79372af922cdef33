import { z } from 'zod';
import { paymentLine } from '../payments/paymentSearch.ts';
import { ledgerLineRow } from './ledger.ts';

/**
 * GET /bill/{id}: a trip's bill (spec 3, Payment lines: trip, car, start, end in the car's
 * zone, distance, duration, charges, discounts, taxes, total) and the lines posted on it since:
 * its fees, modifications and adjustments, and the reversals of its fees.
 */
export const tripBill = paymentLine.omit({ settled: true }).extend({
  customerId: z.number().int(),
  laterLines: z.array(ledgerLineRow).describe('oldest first'),
  billedTotal: z
    .number()
    .nullable()
    .describe('the total with its later lines; null while the trip runs (no total yet)'),
});
export type TripBill = z.infer<typeof tripBill>;
