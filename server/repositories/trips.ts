import type { Kysely, Selectable } from 'kysely';
import type { CustomerTripRow, CustomerTripsResult, TripStatus } from '../../src/domain/trips/trips.ts';
import type { Database, TripsTable } from '../db/schema.ts';
import { pagedSearch } from './pagedSearch.ts';

export const tripColumns = [
  'trips.id',
  'trips.vin',
  'trips.start_at',
  'trips.end_at',
  'trips.status',
  'trips.distance_km',
  'trips.total',
] as const;
export type TripRow = Pick<
  Selectable<TripsTable>,
  'id' | 'vin' | 'start_at' | 'end_at' | 'status' | 'distance_km' | 'total'
>;

/**
 * Trips with their car and its fleet's region: the region's tariff prices a trip, its zone
 * places the trip's times.
 */
export const tripsWithRegion = (db: Kysely<Database>) =>
  db
    .selectFrom('trips')
    .innerJoin('cars', 'cars.vin', 'trips.vin')
    .innerJoin('regions', 'regions.id', 'cars.fleet_id');

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** The page's cars with their fleet's time zone, in one query (never one per trip). */
export async function toTripRows(db: Kysely<Database>, trips: TripRow[]): Promise<CustomerTripRow[]> {
  if (!trips.length) return [];
  const cars = await db
    .selectFrom('cars')
    .innerJoin('regions', 'regions.id', 'cars.fleet_id')
    .select(['cars.vin', 'cars.plate_number', 'regions.time_zone'])
    .where('cars.vin', 'in', [...new Set(trips.map((t) => t.vin))])
    .execute();
  const carOf = new Map(cars.map((car) => [car.vin, car]));
  return trips.map((t) => {
    const car = carOf.get(t.vin)!; // trips.vin references cars
    return {
      id: Number(t.id), // bigserial: exact as a JS number up to 2^53
      vin: t.vin,
      plateNumber: car.plate_number,
      startDateTime: new Date(t.start_at).toISOString(),
      endDateTime: t.end_at === null ? null : new Date(t.end_at).toISOString(),
      vehicleTimeZone: car.time_zone,
      status: t.status as TripStatus,
      distanceKm: numberOrNull(t.distance_km),
      total: numberOrNull(t.total),
    };
  });
}

/**
 * A member's or a car's trips in the order of trips_customer (migration 040) or trips_vin
 * (migration 114): a trip under way comes first.
 */
export const orderedTrips = (
  db: Kysely<Database>,
  key: string,
  by: 'customer_id' | 'vin' = 'customer_id',
) => {
  const matches = db.selectFrom('trips').where(`trips.${by}`, '=', key);
  const ordered = matches.select(tripColumns).orderBy('trips.start_at', 'desc').orderBy('trips.id', 'desc');
  return { matches, ordered };
};

/** Spec 7 /internal/trip/customer/{id}: one page of the member's trips, newest first. */
export async function customerTrips(
  db: Kysely<Database>,
  customerId: string,
  page: { page: number; count: number },
): Promise<CustomerTripsResult> {
  const { matches, ordered } = orderedTrips(db, customerId);
  return pagedSearch(db, matches, ordered, page, (rows) => toTripRows(db, rows));
}

/** The member's latest `limit` trips, for the recent activity panel. */
export const latestTrips = async (db: Kysely<Database>, customerId: string, limit: number) =>
  toTripRows(db, await orderedTrips(db, customerId).ordered.limit(limit).execute());

/** Spec 7 /internal/trip/vehicle/{id}: one page of the car's trips, newest first. */
export async function vehicleTrips(
  db: Kysely<Database>,
  vin: string,
  page: { page: number; count: number },
): Promise<CustomerTripsResult> {
  const { matches, ordered } = orderedTrips(db, vin, 'vin');
  return pagedSearch(db, matches, ordered, page, (rows) => toTripRows(db, rows));
}
