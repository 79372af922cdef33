import { sql, type Kysely } from 'kysely';
import type { CarStatus } from '../../src/domain/cars/carStatus.ts';
import type { VehicleGateway } from '../vehicleGateway/vehicleGateway.ts';
import {
  idleSince,
  MAP_POINTS_MAX,
  type AttentionCar,
  type AttentionKind,
  type AttentionThresholds,
  type DashboardFilters,
} from '../../src/domain/fleet/dashboard.ts';
import type { Database } from '../db/schema.ts';
import { pagedSearch } from './pagedSearch.ts';
import { silentBefore } from '../../src/domain/cars/rentability.ts';

/** Spec 2 Fleet dashboard, its reads (migrations 126 and 145's indexes). */

const filtered = (db: Kysely<Database>, { fleetId, status }: DashboardFilters) => {
  let cars = db.selectFrom('cars');
  if (fleetId !== undefined) cars = cars.where('cars.fleet_id', '=', fleetId);
  if (status !== undefined) cars = cars.where('cars.status', '=', status);
  return cars;
};

/** How many cars each fleet holds in each state: a few hundred groups at most, by fleet then state. */
export async function countCarsByFleet(db: Kysely<Database>, filters: DashboardFilters) {
  const rows = await filtered(db, filters)
    .innerJoin('regions', 'regions.id', 'cars.fleet_id')
    .select(['cars.fleet_id', 'regions.name', 'cars.status'])
    .select((eb) => eb.fn.countAll<string>().as('cars'))
    .groupBy(['cars.fleet_id', 'regions.name', 'cars.status'])
    .orderBy('cars.fleet_id')
    .orderBy('cars.status')
    .execute();
  return rows.map((row) => ({
    fleetId: row.fleet_id,
    fleetName: row.name,
    status: row.status as CarStatus,
    cars: Number(row.cars),
  }));
}

/** The cars with a position, by VIN, at most MAP_POINTS_MAX of them. */
export async function dashboardCarPoints(db: Kysely<Database>, filters: DashboardFilters) {
  const rows = await filtered(db, filters)
    .select(['vin', 'plate_number', 'fleet_id', 'status', 'latitude', 'longitude'])
    .where('latitude', 'is not', null)
    .where('longitude', 'is not', null)
    .orderBy('vin')
    .limit(MAP_POINTS_MAX + 1)
    .execute();
  return {
    data: rows.slice(0, MAP_POINTS_MAX).map((row) => ({
      vin: row.vin,
      plateNumber: row.plate_number,
      fleetId: row.fleet_id,
      status: row.status as CarStatus,
      latitude: row.latitude!,
      longitude: row.longitude!,
    })),
    capped: rows.length > MAP_POINTS_MAX,
  };
}

/**
 * One page of the cars of `kind` among the active ones: low on fuel by fuel then VIN, low on
 * battery by voltage then VIN, idle by VIN (their last trip's end is read per car, from
 * trips_vin_end), silent by last report then VIN (migration 145's index). Each carries its box's
 * last report (the gateway's rule); a car without a box row has the working box the seed gives it.
 */
export async function carsNeedingAttention(
  db: Kysely<Database>,
  gateway: VehicleGateway,
  { kind, page, count, ...filters }: DashboardFilters & { kind: AttentionKind; page: number; count: number },
  thresholds: AttentionThresholds,
  now: Date,
) {
  // A left join on the box's key: PostgreSQL drops it from the lists that do not read the box.
  let matches = filtered(db, filters)
    .leftJoin('fleet_boxes', 'fleet_boxes.vin', 'cars.vin')
    .where('cars.is_active', '=', true);
  if (kind === 'lowFuel') matches = matches.where('cars.fuel_level', '<', thresholds.lowFuelPercent);
  if (kind === 'lowBattery')
    matches = matches.where('cars.battery_voltage', '<', String(thresholds.lowBatteryVolts));
  if (kind === 'longIdle') {
    const since = idleSince(now, thresholds.idleHours);
    matches = matches
      .where('cars.status', '!=', 'IN_TRIP')
      .where('cars.created_at', '<=', since)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('trips')
              .select(sql`1`.as('one'))
              .whereRef('trips.vin', '=', 'cars.vin')
              .where((eb) => eb.or([eb('trips.end_at', 'is', null), eb('trips.end_at', '>', since)])),
          ),
        ),
      );
  }
  // Spec 1, silent boxes: only an offline-flagged box stops its hourly heartbeat (lastReportOf).
  if (kind === 'silent')
    matches = matches
      .where('fleet_boxes.offline', '=', true)
      .where('fleet_boxes.reported_at', '<', silentBefore(now, thresholds.silentHours));
  let ordered = matches
    .innerJoin('regions', 'regions.id', 'cars.fleet_id')
    .select([
      'cars.vin',
      'cars.plate_number',
      'cars.fleet_id',
      'regions.name',
      'cars.status',
      'cars.fuel_level',
      'cars.battery_voltage',
      'cars.created_at',
      'fleet_boxes.offline',
      'fleet_boxes.reported_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('trips')
        .select((t) => t.fn.max('trips.end_at').as('end_at'))
        .whereRef('trips.vin', '=', 'cars.vin')
        .as('last_trip_end_at'),
    );
  if (kind === 'lowFuel') ordered = ordered.orderBy('cars.fuel_level');
  if (kind === 'lowBattery') ordered = ordered.orderBy('cars.battery_voltage');
  if (kind === 'silent') ordered = ordered.orderBy('fleet_boxes.reported_at');
  ordered = ordered.orderBy('cars.vin');
  return pagedSearch(db, matches, ordered, { page, count }, (rows) =>
    rows.map((row): AttentionCar => ({
      vin: row.vin,
      plateNumber: row.plate_number,
      fleetId: row.fleet_id,
      fleetName: row.name,
      status: row.status as CarStatus,
      fuelLevel: row.fuel_level,
      batteryVoltage: row.battery_voltage === null ? null : Number(row.battery_voltage),
      lastTripEndAt: row.last_trip_end_at ? new Date(row.last_trip_end_at).toISOString() : null,
      lastReportAt: gateway
        .lastReportOf(
          { offline: row.offline ?? false, reportedAt: new Date(row.reported_at ?? row.created_at) },
          now,
        )
        .toISOString(),
    })),
  );
}
