import { sql, type Kysely } from 'kysely';
import {
  TELEMETRY_MAX_POINTS,
  type TelemetryPoint,
  type TelemetryQuery,
  type TelemetryResult,
} from '../../../src/domain/cars/telemetry.ts';
import type { Database } from '../../db/schema.ts';

interface PointRow {
  recorded_at: Date;
  latitude: number;
  longitude: number;
  speed_kmh: number;
  fuel_level: number;
  battery_voltage: string;
  odometer: number;
  ignition: boolean;
}

const POINT_COLUMNS = sql`recorded_at, latitude, longitude, speed_kmh, fuel_level, battery_voltage, odometer, ignition`;

const toPoint = (row: PointRow): TelemetryPoint => ({
  recordedAt: row.recorded_at.toISOString(),
  latitude: row.latitude,
  longitude: row.longitude,
  speedKmh: row.speed_kmh,
  fuelLevel: row.fuel_level,
  batteryVoltage: Number(row.battery_voltage),
  odometer: row.odometer,
  ignition: row.ignition,
});

/**
 * A known car's reports from `from` (included) to `to` (excluded) in time order, through the
 * (vin, recorded_at) key of each day partition the range touches; past the retention there
 * is no partition, so no point. Up to TELEMETRY_MAX_POINTS they all come back. Above it the
 * range is cut into TELEMETRY_MAX_POINTS equal slices and each slice answers its first point,
 * one index probe per slice: a month of points every 10 s (259,200) costs 1,000 probes, not a
 * scan, and a slice with no point (the car parked) answers none rather than a made-up one.
 */
export async function carTelemetry(
  db: Kysely<Database>,
  vin: string,
  query: TelemetryQuery,
): Promise<TelemetryResult | undefined> {
  const car = await db.selectFrom('cars').select('vin').where('vin', '=', vin).executeTakeFirst();
  if (!car) return undefined;
  const from = new Date(query.from);
  const to = new Date(query.to);
  const range = { vin, from: from.toISOString(), to: to.toISOString() };
  const { rows: all } = await sql<PointRow>`
    SELECT ${POINT_COLUMNS} FROM telemetry
    WHERE vin = ${vin} AND recorded_at >= ${from} AND recorded_at < ${to}
    ORDER BY recorded_at LIMIT ${TELEMETRY_MAX_POINTS + 1}`.execute(db);
  if (all.length <= TELEMETRY_MAX_POINTS)
    return { ...range, downsampled: false, intervalSeconds: null, points: all.map(toPoint) };

  const sliceMs = (to.getTime() - from.getTime()) / TELEMETRY_MAX_POINTS;
  const { rows: firsts } = await sql<PointRow>`
    SELECT p.* FROM generate_series(0, ${TELEMETRY_MAX_POINTS - 1}::int) AS s(i)
    CROSS JOIN LATERAL (
      SELECT ${POINT_COLUMNS} FROM telemetry
      WHERE vin = ${vin}
        AND recorded_at >= ${from}::timestamptz + s.i * ${sliceMs}::double precision * interval '1 millisecond'
        AND recorded_at < ${from}::timestamptz + (s.i + 1) * ${sliceMs}::double precision * interval '1 millisecond'
        -- The range itself again, in a form the planner can prune day partitions with.
        AND recorded_at >= ${from} AND recorded_at < ${to}
      ORDER BY recorded_at LIMIT 1
    ) p
    ORDER BY s.i`.execute(db);
  return { ...range, downsampled: true, intervalSeconds: sliceMs / 1000, points: firsts.map(toPoint) };
}
