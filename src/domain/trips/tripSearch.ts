import { z } from 'zod';
import { customerSearchQuery } from '../customers/customerSearchQuery.ts';
import { exportReaderQuery } from '../exportQuery.ts';
import { pageQuery, paginated, SORT_ORDERS } from '../pagination.ts';
import { isCreatedRange } from '../tickets/ticketSearchQuery.ts';
import { day, MESSAGES, optionalMatching, optionalOneOf } from '../validation.ts';
import { customerTripRow, TRIP_STATUSES } from './trips.ts';

/**
 * README, Trip search is answered by the server: the trip search's one order, the start, read from an index in either
 * direction (migration 121 and the member's and car's indexes); newest first by default.
 */
export const TRIP_SORTS = ['startDateTime'] as const;

/**
 * GET /trips (spec 2 /trips): by member (customer number), car (a plate or a VIN, whole),
 * status and the days the trip started in (UTC, as the ticket search reads its range).
 * Blank values mean "no filter".
 */
export const tripSearchQuery = z
  .object({
    customerNumber: customerSearchQuery.shape.customerNumber,
    vehicle: optionalMatching((v) => /^[0-9A-Za-z_ ]{1,17}$/.test(v), 'validation.vehicle'),
    status: optionalOneOf(TRIP_STATUSES),
    from: day({ message: MESSAGES.date }).optional(),
    to: day({ message: MESSAGES.date, toEnd: true }).optional(),
    sort: z.enum(TRIP_SORTS, { error: MESSAGES.invalid }).optional(),
    order: z.enum(SORT_ORDERS, { error: MESSAGES.invalid }).optional(),
    ...pageQuery,
    ...exportReaderQuery,
  })
  .refine(({ from, to }) => isCreatedRange(from, to), { message: 'validation.dateRange', path: ['to'] });
export type TripSearchQuery = z.output<typeof tripSearchQuery>;

/** A row of the trip search: the member's trip row (spec 3 Trip info) and whose trip it is. */
export const tripSearchRow = customerTripRow.extend({
  customerId: z.number().int(),
  customerNumber: z.string(),
  memberName: z.string(),
});
export type TripSearchRow = z.infer<typeof tripSearchRow>;
export const tripSearchResult = paginated(tripSearchRow);
export type TripSearchResult = z.infer<typeof tripSearchResult>;

/** GET /internal/trip/active: the trips under way, newest first, one page. */
export const activeTripsQuery = z.object(pageQuery);
