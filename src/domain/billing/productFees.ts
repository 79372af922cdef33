import { z } from 'zod';
import { FEE_TYPES } from './ledger.ts';

/** Spec 3 Billing fee: a catalogue entry; `netAmount` is before GST, a decimal with two places. */
export const productFee = z.object({
  code: z.string(),
  type: z.enum(FEE_TYPES),
  name: z.string().describe('English; the screens name a fee by its code (billing.fees.<code>)'),
  netAmount: z.number(),
});
export type ProductFee = z.infer<typeof productFee>;

/** Spec 7 Billing fee fetch: filtered by an optional type. */
export const productFeesQuery = z.object({
  type: z.enum(FEE_TYPES, { error: 'validation.invalid' }).optional(),
});

/** Sorted by type then name (spec 7 Billing fee fetch). */
export const productFeeList = z.array(productFee);
