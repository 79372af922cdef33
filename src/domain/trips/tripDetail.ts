import { z } from 'zod';
import { recordVersion } from '../audit.ts';
import { ledgerLineRow } from '../billing/ledger.ts';
import { bigserialId } from '../ids.ts';
import { TRIP_STATUSES } from './trips.ts';

/** A trip's path parameter: /trips/{tripId} on screen, /internal/trip/{id} on the wire. */
export const tripIdParams = z.object({ id: bigserialId('validation.trip') });

/**
 * GET /internal/trip/{id} (spec 3, Trip info): who drove which car when, how
 * far, and what it cost, as the ledger holds it. Times are instants shown in `vehicleTimeZone`.
 */
export const tripDetail = z.object({
  id: z.number().int(),
  version: recordVersion,
  status: z.enum(TRIP_STATUSES),
  member: z.object({ id: z.number().int(), customerNumber: z.string(), name: z.string() }),
  car: z.object({
    vin: z.string(),
    plateNumber: z.string(),
    make: z.string(),
    model: z.string(),
    fleetName: z.string(),
    status: z.string().describe('the car’s status now'),
  }),
  startDateTime: z.iso.datetime(),
  endDateTime: z.iso.datetime().nullable(),
  vehicleTimeZone: z.string(),
  durationSeconds: z.number().int().describe('to the end, or to now for a trip under way'),
  distanceKm: z.number().nullable(),
  freeMinutesUsed: z
    .number()
    .int()
    .nullable()
    .describe(
      'free minutes its price used, as an end by staff records it; null before it is priced and for trips the member ended',
    ),
  charges: z.number().nullable(),
  discounts: z.number().nullable(),
  taxes: z.number().nullable(),
  total: z.number().nullable(),
  ledgerLines: z
    .array(ledgerLineRow)
    .describe('the trip’s cost: every ledger line that names it, oldest first'),
  telemetryKept: z
    .boolean()
    .describe('false once the trip is older than the telemetry retention: its points are no longer kept'),
});
export type TripDetail = z.infer<typeof tripDetail>;

/**
 * Spec 3 Trip info: an open trip under way is read again this often, its duration, distance so
 * far, route and latest position with it (its car reports a point a minute); an ended one never.
 */
export const refreshWhileUnderWay = (status: TripDetail['status'] | undefined) =>
  status === 'ACTIVE' ? 30_000 : false;
