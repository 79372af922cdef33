import { sql, type Kysely } from 'kysely';
import type { TripDetail } from '../../src/domain/trips/tripDetail.ts';
import { tripDistanceKm } from '../../src/domain/trips/tripEnd.ts';
import type { TripStatus } from '../../src/domain/trips/trips.ts';
import type { Database } from '../db/schema.ts';
import { retentionStart } from '../db/telemetryPartitions.ts';
import { linesWithReversible } from './billing/ledgerLines.ts';
import { toLedgerLine } from './billing/ledgerRows.ts';

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

/** The trip, its member, its car and the car's fleet: what the detail reads. */
const tripFacts = (db: Kysely<Database>, tripId: string) =>
  db
    .selectFrom('trips')
    .innerJoin('customers', 'customers.id', 'trips.customer_id')
    .innerJoin('cars', 'cars.vin', 'trips.vin')
    .innerJoin('regions', 'regions.id', 'cars.fleet_id')
    .select([
      'trips.id',
      'trips.version',
      'trips.status',
      'trips.vin',
      'trips.start_at',
      'trips.end_at',
      'trips.distance_km',
      'trips.start_latitude',
      'trips.start_longitude',
      'cars.latitude',
      'cars.longitude',
      'trips.charges',
      'trips.discounts',
      'trips.taxes',
      'trips.total',
      'trips.free_minutes_used',
      'customers.id as customer_id',
      'customers.customer_number',
      'customers.first_name',
      'customers.last_name',
      'cars.plate_number',
      'cars.make',
      'cars.model',
      'cars.status as car_status',
      'regions.name as fleet_name',
      'regions.time_zone',
    ])
    .where('trips.id', '=', tripId);

/**
 * Whether the trip's telemetry is all still kept: a trip that began before the retention's first
 * day has lost its first points at least, so it shows none rather than a route cut short.
 */
export const telemetryKept = (startAt: Date | string, now: Date, retentionDays: number) =>
  new Date(startAt).getTime() >= retentionStart(now, retentionDays).getTime();

type Facts = NonNullable<Awaited<ReturnType<ReturnType<typeof tripFacts>['executeTakeFirst']>>>;

const point = (latitude: number | null, longitude: number | null) =>
  latitude === null || longitude === null ? null : { latitude, longitude };

/**
 * Spec 3 Trip info, a trip under way: how far it has gone so far, as an end now would record it
 * (tripDistanceKm: the odometer's span over its reports, else start to where the car is).
 */
async function distanceSoFar(db: Kysely<Database>, trip: Facts, now: Date) {
  const odometer = await db
    .selectFrom('telemetry')
    .select([sql<number | null>`min(odometer)`.as('min'), sql<number | null>`max(odometer)`.as('max')])
    .where('vin', '=', trip.vin)
    .where('recorded_at', '>=', new Date(trip.start_at))
    .where('recorded_at', '<=', now)
    .executeTakeFirstOrThrow();
  return tripDistanceKm(
    { min: numberOrNull(odometer.min), max: numberOrNull(odometer.max) },
    point(trip.start_latitude, trip.start_longitude),
    point(trip.latitude, trip.longitude),
  );
}

/**
 * Spec 2 /trips/{tripId}, GET /internal/trip/{id}: the trip detail, undefined when no trip has that
 * id.
 */
export async function tripDetail(
  db: Kysely<Database>,
  tripId: string,
  now: Date,
  retentionDays: number,
): Promise<TripDetail | undefined> {
  const [trip, lines] = await Promise.all([
    tripFacts(db, tripId).executeTakeFirst(),
    linesWithReversible(db)
      .where('ledger_lines.trip_id', '=', tripId)
      .orderBy('ledger_lines.posted_at')
      .orderBy('ledger_lines.id')
      .execute(),
  ]);
  if (!trip) return undefined;
  const ledgerLines = lines.map(toLedgerLine);
  const end = trip.end_at === null ? now : new Date(trip.end_at);
  return {
    id: Number(trip.id),
    version: trip.version,
    status: trip.status as TripStatus,
    member: {
      id: Number(trip.customer_id),
      customerNumber: trip.customer_number,
      name: `${trip.first_name} ${trip.last_name}`,
    },
    car: {
      vin: trip.vin,
      plateNumber: trip.plate_number,
      make: trip.make,
      model: trip.model,
      fleetName: trip.fleet_name,
      status: trip.car_status,
    },
    startDateTime: new Date(trip.start_at).toISOString(),
    endDateTime: trip.end_at === null ? null : new Date(trip.end_at).toISOString(),
    vehicleTimeZone: trip.time_zone,
    durationSeconds: Math.max(0, Math.floor((end.getTime() - new Date(trip.start_at).getTime()) / 1000)),
    distanceKm: trip.end_at === null ? await distanceSoFar(db, trip, now) : numberOrNull(trip.distance_km),
    freeMinutesUsed: trip.free_minutes_used,
    charges: numberOrNull(trip.charges),
    discounts: numberOrNull(trip.discounts),
    taxes: numberOrNull(trip.taxes),
    total: numberOrNull(trip.total),
    ledgerLines,
    telemetryKept: telemetryKept(trip.start_at, now, retentionDays),
  };
}
