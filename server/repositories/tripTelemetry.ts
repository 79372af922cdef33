import { sql, type Kysely, type Selectable } from 'kysely';
import {
  DIRECTIONS_MAX_POINTS,
  type TripDirections,
  type TripTelemetryResult,
  type TripTelemetryRow,
} from '../../src/domain/trips/tripTelemetry.ts';
import { telemetryState } from '../../src/domain/trips/telemetryState.ts';
import type { Database, TelemetryTable } from '../db/schema.ts';
import { pagedSearch } from './pagedSearch.ts';
import { telemetryKept } from './tripDetail.ts';

interface TripSpan {
  vin: string;
  from: Date;
  to: Date;
}

/**
 * The car and the span whose points are the trip's, or undefined when no trip has that id;
 * `kept` false once the trip is past the retention (its points are gone, or some of them).
 */
async function tripSpan(db: Kysely<Database>, tripId: string, now: Date, retentionDays: number) {
  const trip = await db
    .selectFrom('trips')
    .select(['vin', 'start_at', 'end_at'])
    .where('id', '=', tripId)
    .executeTakeFirst();
  if (!trip) return undefined;
  const span: TripSpan = {
    vin: trip.vin,
    from: new Date(trip.start_at),
    to: trip.end_at === null ? now : new Date(trip.end_at),
  };
  return { span, kept: telemetryKept(trip.start_at, now, retentionDays) };
}

/** The trip's reports, read through the (vin, recorded_at) key of the day partitions it touches. */
const pointsOf = (db: Kysely<Database>, { vin, from, to }: TripSpan) =>
  db
    .selectFrom('telemetry')
    .where('vin', '=', vin)
    .where('recorded_at', '>=', from)
    .where('recorded_at', '<=', to);

const toRow = (row: Selectable<TelemetryTable>): TripTelemetryRow => ({
  recordedAt: new Date(row.recorded_at).toISOString(),
  latitude: row.latitude,
  longitude: row.longitude,
  speedKmh: row.speed_kmh,
  directionDegrees: row.heading,
  odometer: row.odometer,
  auxVoltage: Number(row.battery_voltage),
  fuelLevel: row.fuel_level,
  status: telemetryState(row.speed_kmh, row.ignition),
  ignition: row.ignition,
  doorsClosed: row.doors_closed,
  inHomeZone: row.in_home_zone,
  charging: row.charging,
  locked: row.locked,
});

/**
 * Spec 3 Trip info, GET /internal/trip/telemetry/{id}: one page of the trip's points from its
 * start to its end (or now), oldest first; an empty page past the retention; undefined when no
 * trip has that id.
 */
export async function tripTelemetry(
  db: Kysely<Database>,
  tripId: string,
  page: { page: number; count: number },
  now: Date,
  retentionDays: number,
): Promise<TripTelemetryResult | undefined> {
  const trip = await tripSpan(db, tripId, now, retentionDays);
  if (!trip) return undefined;
  if (!trip.kept) return { data: [], page: page.page, count: page.count, totalPages: 0, totalCount: 0 };
  const matches = pointsOf(db, trip.span);
  const ordered = matches.selectAll().orderBy('recorded_at');
  return pagedSearch(db, matches, ordered, page, (rows) => rows.map(toRow));
}

/**
 * Spec 3 Trip info, GET /internal/trip/directions: the trip's route (so far, for one under way,
 * its end where the car last reported), all its points up to
 * DIRECTIONS_MAX_POINTS, else that many evenly spaced by rank, its first and last included:
 * rank r (0-based, of n) is kept when floor(r·(m−1)/(n−1)) first reaches a value, which each of
 * 0…m−1 does once, the last at r = n−1.
 */
export async function tripDirections(
  db: Kysely<Database>,
  tripId: string,
  now: Date,
  retentionDays: number,
): Promise<TripDirections | undefined> {
  const trip = await tripSpan(db, tripId, now, retentionDays);
  if (!trip) return undefined;
  const m = DIRECTIONS_MAX_POINTS;
  const { vin, from, to } = trip.span;
  const { rows } = trip.kept
    ? await sql<{ latitude: number; longitude: number; recorded_at: Date | string }>`
        SELECT latitude, longitude, recorded_at FROM (
          SELECT latitude, longitude, recorded_at,
                 row_number() OVER (ORDER BY recorded_at) - 1 AS r, count(*) OVER () AS n
          FROM telemetry WHERE vin = ${vin} AND recorded_at >= ${from} AND recorded_at <= ${to}
        ) ranked
        WHERE n <= ${m} OR r = 0
           OR (r * ${m - 1}) / (n - 1) > ((r - 1) * ${m - 1}) / (n - 1)
        ORDER BY recorded_at`.execute(db)
    : { rows: [] };
  const points = rows.map((row): [number, number] => [row.latitude, row.longitude]);
  const last = rows.at(-1);
  return {
    tripId: Number(tripId),
    points,
    start: points[0] ?? null,
    end: points.at(-1) ?? null,
    endAt: last ? new Date(last.recorded_at).toISOString() : null,
  };
}
