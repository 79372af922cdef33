import { z } from 'zod';
import { LEDGER_KINDS } from '../billing/ledger.ts';
import { exportReaderQuery } from '../exportQuery.ts';
import { optionalBigserialId } from '../ids.ts';
import { numberedMemberName } from '../names.ts';
import { pageQuery, paginated, SORT_ORDERS } from '../pagination.ts';
import { memberPaymentRow } from './payments.ts';

/** README, Payments are fetched from the server: the Payments list sorts by date only, read from payments_paid (migration 103) either way. */
export const PAYMENT_SORTS = ['date'] as const;

/** GET /payments: every payment, newest first, or one member's (`customerId`). Blank means "no filter". */
export const paymentSearchQuery = z.object({
  customerId: optionalBigserialId('validation.customer'),
  sort: z.enum(PAYMENT_SORTS, { error: 'validation.invalid' }).optional(),
  order: z.enum(SORT_ORDERS, { error: 'validation.invalid' }).optional(),
  ...pageQuery,
  ...exportReaderQuery,
});
export type PaymentSearchQuery = z.output<typeof paymentSearchQuery>;

/** A payment and the member who paid it. */
export const paymentRecord = memberPaymentRow.extend({ customerId: z.number().int() });
export type PaymentRecord = z.infer<typeof paymentRecord>;

/** A row of the Payments list: the payment and its member by number and name, as the list links them. */
export const paymentSearchRow = paymentRecord.extend({ member: numberedMemberName });
export type PaymentSearchRow = z.infer<typeof paymentSearchRow>;
export const paymentSearchResult = paginated(paymentSearchRow);
export type PaymentSearchResult = z.infer<typeof paymentSearchResult>;

const money = z.number().nullable();

/**
 * Spec point 3, Payment lines: the ledger lines a payment settles. A processed payment settles
 * the charges its settlements name (migration 105), an automatic one the trip payments.trip_id
 * names. A line of a trip, or of a fee on one, shows the trip; the reservation a trip came
 * from is not linked to it, so no "reserved" time is shown.
 */
export const paymentLine = z.object({
  ledgerLineId: z
    .number()
    .int()
    .nullable()
    .describe("null for an automatic payment's trip, read from the trip"),
  kind: z.enum(LEDGER_KINDS),
  tripId: z.number().int().nullable(),
  plateNumber: z.string().nullable(),
  vehicleTimeZone: z
    .string()
    .nullable()
    .describe('IANA zone of the car’s fleet: start and end are read in it'),
  reservedDateTime: z.iso
    .datetime()
    .nullable()
    .describe(
      'when the trip’s reservation began; null when the trip came from none (or the line has no trip)',
    ),
  startDateTime: z.iso.datetime().nullable(),
  endDateTime: z.iso.datetime().nullable(),
  distanceKm: z.number().nullable(),
  durationSeconds: z.number().int().nullable().describe('end minus start; null while the trip runs'),
  charges: money.describe("a trip's charges, or the line's amount before tax"),
  discounts: money,
  taxes: money,
  total: money,
  settled: z.number().describe('what this payment paid of the line: less than its total when paid in part'),
});
export type PaymentLine = z.infer<typeof paymentLine>;

/** GET /payments/{id}: one payment and its lines. */
export const paymentDetail = paymentSearchRow.extend({ lines: z.array(paymentLine) });
export type PaymentDetail = z.infer<typeof paymentDetail>;
