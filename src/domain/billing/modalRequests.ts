import { z } from 'zod';
import { isIsoDay } from '../customers/alertExpiry.ts';
import { documented, MESSAGES, storableString, text } from '../validation.ts';
import { ADJUSTMENT_REASONS, ledgerLineRow, REVERSAL_REASONS } from './ledger.ts';
import { decimalInput, moneyInput, recordId } from './inputFields.ts';

/**
 * Spec 2 Modals: the bodies of the Billing tab's writes. The dialogs validate each field with
 * these same schemas, so the server refuses exactly what a form would.
 */

/** The keys of the Billing tab's own refusals, which the server answers too. */
export const BILLING_MESSAGES = {
  chooseTrip: 'billing.modals.chooseTrip',
} as const;

/** A note staff add to a line (ledger_lines.note holds 500). */
export const NOTE_MAX = 500;
const note = text({ max: NOTE_MAX });
const reasonOf = <T extends readonly [string, ...string[]]>(reasons: T) =>
  z.enum(reasons, { error: (issue) => (issue.input == null ? 'validation.required' : 'validation.invalid') });

/** The trip a fee, modification or adjustment is for, picked from the member's: none picked says so. */
export const pickedTrip = recordId({ missing: BILLING_MESSAGES.chooseTrip });

/** POST /transaction/gen-special-fee-trans: an account fee, or a trip fee when `tripId` names the trip. */
export const specialFeeFields = {
  customerId: recordId(),
  feeCode: text({ required: true, max: 40 }),
  tripId: pickedTrip.optional(),
  note,
};
export const specialFeeAdd = z.object(specialFeeFields).strict();
export type SpecialFeeAdd = z.output<typeof specialFeeAdd>;

/** POST /transaction/gen-special-fee-reversal: part or all of what is left of a fee line. */
export const feeReversalFields = {
  customerId: recordId(),
  lineId: recordId(),
  amount: moneyInput,
  reason: reasonOf(REVERSAL_REASONS),
  note,
};
export const feeReversalAdd = z.object(feeReversalFields).strict();
export type FeeReversalAdd = z.output<typeof feeReversalAdd>;

/** A trip can be billed for up to 30 days and 5,000 km: past that the figure is a typo. */
export const TRIP_LIMITS = { durationMinutes: 43_200, distanceKm: 5000 } as const;

/** Trip modification: a new duration or distance (or both); the charge is recomputed from them. */
export const tripModificationFields = {
  kind: z.literal('modification'),
  customerId: recordId(),
  tripId: pickedTrip,
  durationMinutes: z
    .number({ error: 'validation.invalid' })
    .int(MESSAGES.wholeMinutes)
    .min(1, 'validation.minValue')
    .max(TRIP_LIMITS.durationMinutes, 'validation.maxValue')
    .optional(),
  distanceKm: decimalInput({ min: 0, max: TRIP_LIMITS.distanceKm }).optional(),
  note,
};
const tripModification = z
  .object(tripModificationFields)
  .strict()
  .refine((body) => body.durationMinutes !== undefined || body.distanceKm !== undefined, {
    message: 'billing.modals.modificationEmpty',
    path: ['durationMinutes'],
  });

/** Trip adjustment: a debit or a credit of an amount, for a reason from the list. */
export const TRIP_ADJUSTMENT_DIRECTIONS = ['debit', 'credit'] as const;
export const tripAdjustmentFields = {
  kind: z.literal('adjustment'),
  customerId: recordId(),
  tripId: pickedTrip,
  direction: z.enum(TRIP_ADJUSTMENT_DIRECTIONS, { error: 'validation.required' }),
  amount: moneyInput,
  reason: reasonOf(ADJUSTMENT_REASONS),
  note,
};
const tripAdjustment = z.object(tripAdjustmentFields).strict();

/** POST /transaction/gen-trip-adj: one path for both trip modals, told apart by `kind`. */
export const tripAdjustmentAdd = z.discriminatedUnion('kind', [tripModification, tripAdjustment]);
export type TripAdjustmentAdd = z.output<typeof tripAdjustmentAdd>;
export type TripModification = Extract<TripAdjustmentAdd, { kind: 'modification' }>;
export type TripAdjustment = Extract<TripAdjustmentAdd, { kind: 'adjustment' }>;

/**
 * Whether a receipt's day is after today. Today is the UTC day, which in the operator's cities
 * (UTC-8 to UTC-4) is the member's own day or the next: a receipt of today always passes.
 */
const isAfterToday = (day: string) => day > new Date().toISOString().slice(0, 10);

/** A receipt's litres: three decimals as pumps print them, up to a large tank. */
export const fuelLitres = decimalInput({ max: 200, places: 3 });

/** POST /customers-billing/netfuelreimbursement: the member's fuel receipt, given back as a credit. */
export const fuelReimbursementFields = {
  customerId: recordId(),
  receiptTotal: moneyInput,
  litres: fuelLitres,
  receiptDate: documented(
    storableString({ error: MESSAGES.required })
      .refine((day) => isIsoDay(day), MESSAGES.invalid)
      .refine((day) => !isAfterToday(day), 'billing.modals.receiptInFuture'),
    { format: 'date' },
  ),
  note,
};
export const fuelReimbursementAdd = z.object(fuelReimbursementFields).strict();
export type FuelReimbursementAdd = z.output<typeof fuelReimbursementAdd>;

/** What each write answers: the lines it posted and the member's balance after them. */
export const ledgerWriteResult = z.object({
  lines: z.array(ledgerLineRow),
  balance: z.number().describe('the outstanding balance after the lines, CAD'),
});
export type LedgerWriteResult = z.infer<typeof ledgerWriteResult>;
