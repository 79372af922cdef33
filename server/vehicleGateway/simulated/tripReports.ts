import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { retentionStart } from '../../db/telemetryPartitions.ts';
import type { BoxReportListener } from '../vehicleGateway.ts';
import { drivenReport, minutesToReport, type DriveStart } from './tripUnderWay.ts';

/** A run catches up a day at most: a server stopped longer leaves a gap, as a real box's outage would. */
const CATCH_UP_MINUTES = 24 * 60;

type Trx = Transaction<Database>;

/**
 * The trip's first report, k = 0, or, when none is written yet, the trip's start position (else
 * the car's) with the car's odometer and fuel as they stand.
 */
async function driveStart(trx: Trx, trip: { id: string; vin: string; start_at: Date | string }) {
  const startAt = new Date(trip.start_at);
  const first = await trx
    .selectFrom('telemetry')
    .select(['latitude', 'longitude', 'odometer', 'fuel_level'])
    .where('vin', '=', trip.vin)
    .where('recorded_at', '=', startAt)
    .executeTakeFirst();
  const at =
    first ??
    (await trx
      .selectFrom('trips')
      .innerJoin('cars', 'cars.vin', 'trips.vin')
      .select((eb) => [
        eb.fn.coalesce('trips.start_latitude', 'cars.latitude').as('latitude'),
        eb.fn.coalesce('trips.start_longitude', 'cars.longitude').as('longitude'),
        eb.fn.coalesce('cars.odometer', sql.lit(0)).as('odometer'),
        eb.fn.coalesce('cars.fuel_level', sql.lit(100)).as('fuel_level'),
      ])
      .where('trips.id', '=', trip.id)
      .executeTakeFirstOrThrow());
  if (at.latitude === null || at.longitude === null) return undefined;
  return {
    written: first !== undefined,
    start: {
      tripId: trip.id,
      vin: trip.vin,
      startAt,
      latitude: at.latitude,
      longitude: at.longitude,
      odometer: at.odometer,
      fuelLevel: at.fuel_level,
    } satisfies DriveStart,
  };
}

/** Writes one trip's reports due by `now`, and the car's last report with the latest: its car and how many were new, or null. */
async function reportTrip(trx: Trx, id: string, now: Date) {
  // Shared: an end waits for this run's reports, and this run sees an end made meanwhile.
  const trip = await trx
    .selectFrom('trips')
    .select(['id', 'vin', 'start_at', 'status'])
    .where('id', '=', id)
    .forShare()
    .executeTakeFirstOrThrow();
  if (trip.status !== 'ACTIVE') return null;
  const drive = await driveStart(trx, { ...trip, id: String(trip.id) });
  if (!drive) return null;
  const { last } = await trx
    .selectFrom('telemetry')
    .select((eb) => eb.fn.max('recorded_at').as('last'))
    .where('vin', '=', trip.vin)
    .where('recorded_at', '>=', drive.start.startAt)
    .where('recorded_at', '<=', now)
    .executeTakeFirstOrThrow();
  const minutes = minutesToReport(
    drive.start.startAt,
    last === null ? null : new Date(last),
    now,
    CATCH_UP_MINUTES,
  );
  if (!drive.written && minutes[0] !== 0) minutes.unshift(0);
  if (minutes.length === 0) return null;
  const reports = minutes.map((k) => drivenReport(drive.start, k));
  // Two instances running at once write the same points: the second's are the first's.
  const written = await trx
    .insertInto('telemetry')
    .values(reports)
    .onConflict((oc) => oc.columns(['vin', 'recorded_at']).doNothing())
    .returning('recorded_at')
    .execute();
  const latest = reports.at(-1)!;
  // The car row holds the last report (docs/architecture.md, Simulated fleet), where an end finds the car.
  await trx
    .updateTable('cars')
    .set({
      latitude: latest.latitude,
      longitude: latest.longitude,
      odometer: latest.odometer,
      fuel_level: latest.fuel_level,
      battery_voltage: latest.battery_voltage,
    })
    .where('vin', '=', trip.vin)
    .execute();
  return { vin: trip.vin, reports: written.length };
}

/**
 * Spec 3 Trip info, a trip under way: until the vehicle link brings the boxes' own reports, the
 * simulated fleet writes a point a minute for each car on an ACTIVE trip whose box has its
 * ignition on and reports (not flagged offline), from the trip's start up to `now`
 * (tripUnderWay.ts). A car its member parked mid-trip reports nothing new. Takes
 * `now` from its caller: the server runs it at start-up and every minute, a test pins the fleet
 * clock and calls it. Trips older than the telemetry retention are left alone. Tells `report`
 * of each car's new points; answers the points written.
 */
export async function reportTripsUnderWay(
  db: Kysely<Database>,
  now: Date,
  retentionDays: number,
  report: BoxReportListener = () => {},
) {
  const trips = await db
    .selectFrom('trips')
    .innerJoin('fleet_boxes as b', 'b.vin', 'trips.vin')
    .select('trips.id')
    .where('trips.status', '=', 'ACTIVE')
    .where('trips.start_at', '<=', now)
    .where('trips.start_at', '>=', retentionStart(now, retentionDays))
    .where('b.ignition_on', '=', true)
    .where('b.offline', '=', false)
    .execute();
  let written = 0;
  for (const { id } of trips) {
    const reported = await db.transaction().execute((trx) => reportTrip(trx, String(id), now));
    if (!reported) continue;
    written += reported.reports;
    if (reported.reports > 0) report({ kind: 'telemetry', ...reported });
  }
  return written;
}
