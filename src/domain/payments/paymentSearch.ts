import { z } from 'zod';
import { exportReaderQuery } from '../exportQuery.ts';
import { optionalBigserialId } from '../ids.ts';
import { pageQuery, paginated, SORT_ORDERS } from '../pagination.ts';
import { memberPaymentRow } from './payments.ts';

/** Issue 18 point 5: the Payments list sorts by date only, read from payments_paid (migration 103) either way. */
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

/** A row of the Payments list: the member's payment row and who paid. */
export const paymentSearchRow = memberPaymentRow.extend({ customerId: z.number().int() });
export type PaymentSearchRow = z.infer<typeof paymentSearchRow>;
export const paymentSearchResult = paginated(paymentSearchRow);
export type PaymentSearchResult = z.infer<typeof paymentSearchResult>;

/**
 * Spec point 3, Payment lines: what a payment settles. Until the ledger exists, a payment
 * settles the one trip `payments.trip_id` names (none for a payment without a trip); the
 * reservation a trip came from is not linked to it, so no "reserved" time is shown.
 */
export const paymentLine = z.object({
  tripId: z.number().int(),
  plateNumber: z.string(),
  vehicleTimeZone: z.string().describe('IANA zone of the car’s fleet: start and end are read in it'),
  startDateTime: z.iso.datetime(),
  endDateTime: z.iso.datetime().nullable(),
  distanceKm: z.number().nullable(),
  durationSeconds: z.number().int().nullable().describe('end minus start; null while the trip runs'),
  charges: z.number().nullable(),
  discounts: z.number().nullable(),
  taxes: z.number().nullable(),
  total: z.number().nullable(),
});
export type PaymentLine = z.infer<typeof paymentLine>;

/** GET /payments/{id}: one payment and its lines. */
export const paymentDetail = paymentSearchRow.extend({ lines: z.array(paymentLine) });
export type PaymentDetail = z.infer<typeof paymentDetail>;
