import { z } from 'zod';
import { pageQuery, paginated } from '../pagination.ts';

/**
 * A trip's states (spec 4, trip troubleshooting commands): under way, ended by the member or by staff's End trip,
 * terminated by staff when the car did not answer, or released (the member freed from a trip
 * that could not be ended, the car left for the field team).
 */
export const TRIP_STATUSES = ['ACTIVE', 'COMPLETED', 'TERMINATED', 'RELEASED'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

/**
 * One of a member's trips (spec point 3, Trip info): times are instants, shown in the
 * vehicle's zone (its fleet's city); a trip under way has no end, distance or total yet.
 */
export const customerTripRow = z.object({
  id: z.number().int(),
  vin: z.string(),
  plateNumber: z.string(),
  startDateTime: z.iso.datetime(),
  endDateTime: z.iso.datetime().nullable(),
  vehicleTimeZone: z.string().describe('IANA zone of the car’s fleet, e.g. America/Vancouver'),
  status: z.enum(TRIP_STATUSES),
  distanceKm: z.number().nullable(),
  total: z.number().nullable().describe('charges less discounts plus taxes, CAD'),
});
export type CustomerTripRow = z.infer<typeof customerTripRow>;

/** GET /internal/trip/customer/{id}: one page of the member's trips, newest first. */
export const customerTripsQuery = z.object(pageQuery);
export const customerTripsResult = paginated(customerTripRow);
export type CustomerTripsResult = z.infer<typeof customerTripsResult>;
