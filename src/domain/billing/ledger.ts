import { z } from 'zod';

/**
 * What a ledger line can be. `trip` and `payment` are written by the
 * system (a finished trip's charge, a payment that settles); the others by staff through the
 * Billing tab's modals (spec point 2, Modals). A line's sign says charge (+) or credit (-).
 */
export const LEDGER_KINDS = [
  'trip',
  'payment',
  'accountFee',
  'tripFee',
  'feeReversal',
  'tripModification',
  'tripAdjustment',
  'fuelReimbursement',
  'freeMinutes',
  'freeMinutesCancel',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The kinds a fee reversal may reverse (spec point 2, Fee reversal: only of an existing fee). */
export const FEE_KINDS = ['accountFee', 'tripFee'] as const satisfies readonly LedgerKind[];

/** Spec point 3, Billing fee: an account fee is charged to the member, a trip fee to one of their trips. */
export const FEE_TYPES = ['account', 'trip'] as const;
export type FeeType = (typeof FEE_TYPES)[number];

/** A ledger line as the wire carries it: amounts are decimals with two places, `total` = `amount` + `tax`. */
export const ledgerLineRow = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  postedAt: z.iso.datetime(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.number(),
  tax: z.number(),
  total: z.number(),
  tripId: z.number().int().nullable(),
  paymentId: z.number().int().nullable(),
  feeCode: z.string().nullable(),
  reversesId: z.number().int().nullable(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  staffName: z.string().nullable().describe('null for an automatic line'),
  reversible: z
    .number()
    .nullable()
    .describe('a fee line: what is left of its total to reverse; null for any other line'),
});
export type LedgerLineRow = z.infer<typeof ledgerLineRow>;

/** Spec 2 Modals, Trip adjustment: why staff credit or debit a trip, from a list. */
export const ADJUSTMENT_REASONS = [
  'serviceIssue',
  'vehicleCondition',
  'billingError',
  'goodwill',
  'other',
] as const;

/** Spec 2 Modals, Fee reversal: why a fee is taken back. */
export const REVERSAL_REASONS = ['disputed', 'chargedInError', 'goodwill', 'other'] as const;
