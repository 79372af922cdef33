import { z } from 'zod';
import { bigserialId } from '../ids.ts';
import { documented, number, storableString, trimmedAtLeast } from '../validation.ts';

/**
 * Spec 3 Reservation, booking a car by place: staff order the cars a member may book by their
 * distance from a place, the member's last trip end, a home zone, a parking lot, or an address
 * found by spec 7's maps geocoding.
 */
export const latitude = number({ min: -90, max: 90 });
export const longitude = number({ min: -180, max: 180 });

/** A place as the geocoder answers it: what it is called and where. */
export const geocodedPlace = z.object({
  label: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type GeocodedPlace = z.infer<typeof geocodedPlace>;

/** An address search answers at most this many places: enough to pick from, few to read. */
export const GEOCODE_LIMIT = 8;
export const GEOCODE_MIN_LENGTH = 3;

/** GET /geocode: the address typed. */
export const geocodeQuery = z.strictObject({
  q: documented(
    storableString({ error: 'validation.required' })
      .trim()
      .min(GEOCODE_MIN_LENGTH, 'validation.minLength')
      .max(200, 'validation.maxLength'),
    { pattern: trimmedAtLeast(GEOCODE_MIN_LENGTH) },
  ),
});
export const geocodeResult = z.array(geocodedPlace).max(GEOCODE_LIMIT);

/** The places of the booking's picker besides an address, in the order the picker groups them. */
export const BOOKING_PLACE_KINDS = ['lastTrip', 'homeZone', 'parkingLot'] as const;

export const bookingPlace = geocodedPlace.extend({
  id: z.string().describe('unique in the list: the kind and the zone, lot or trip id'),
  kind: z.enum(BOOKING_PLACE_KINDS),
});
export type BookingPlace = z.infer<typeof bookingPlace>;

/** GET /internal/reservation/places: the member whose last trip counts. */
export const bookingPlacesQuery = z.strictObject({ customerId: bigserialId('validation.id') });
export const bookingPlaces = z.object({
  data: z
    .array(bookingPlace)
    .describe('the last trip end first (when the member has one), then home zone centres, then parking lots'),
});

/** A point the available cars are ordered from: both coordinates, or neither. */
export const fromPlace = {
  lat: latitude.describe('order by distance from here, with lon'),
  lon: longitude.describe('order by distance from here, with lat'),
};
export const bothOrNeither = ({ lat, lon }: { lat?: number; lon?: number }) =>
  (lat === undefined) === (lon === undefined);
