import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { silentBefore } from '../../../src/domain/cars/rentability.ts';
import { normalizePlate } from '../../../src/domain/formats.ts';
import type {
  AvailableVehicles,
  AvailableVehiclesQuery,
} from '../../../src/domain/reservations/reservations.ts';
import { TRIP_ONLY_COMMANDS } from '../../../src/domain/trips/tripCommands.ts';
import type { Database } from '../../db/schema.ts';
import { carColumns, fleetName, toCarSearchRow } from './carRows.ts';
import { PLATE, plateWordStarts } from './cars.ts';
import { prefixRange } from '../likePrefix.ts';
import { pagedSearch } from '../pagedSearch.ts';

/**
 * The cars whose box is silent since before `cutoff` (rentability.ts, boxSilent), as the box
 * state derives it (server/vehicleGateway/simulated/boxState.ts): only a box flagged offline stops its hourly
 * heartbeat, and any answer to a command after the cutoff is a report.
 */
const boxSilent = (now: Date, cutoff: Date) => (eb: ExpressionBuilder<Database, 'cars'>) =>
  eb.exists(
    eb
      .selectFrom('fleet_boxes as b')
      .select(sql`1`.as('one'))
      .whereRef('b.vin', '=', 'cars.vin')
      .where('b.offline', '=', true)
      .where('b.reported_at', '<', cutoff)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('vehicle_commands as c')
              .select(sql`1`.as('one'))
              .whereRef('c.vin', '=', 'b.vin')
              .where('c.outcome_at', '>=', cutoff)
              .where('c.outcome_at', '<=', now)
              .where('c.outcome', '<>', 'timedOut')
              .where('c.command', 'not in', TRIP_ONLY_COMMANDS),
          ),
        ),
      ),
  );

/**
 * Spec 3 Reservation, booking by place: the great-circle distance in km from (lat, lon) to the
 * car's last position (haversine, plain SQL on both engines: no PostGIS); null without one.
 */
const distanceFrom = (pointLat: number, pointLon: number) => {
  // To the micro-degree (about 0.1 m, finer than any car's position): PostgreSQL refuses a
  // subnormal double such as 2.5e-323 as "out of range for type double precision".
  const [lat, lon] = [pointLat, pointLon].map((degrees) => Math.round(degrees * 1e6) / 1e6);
  // least() caps rounding past 1 for asin, and would turn a missing position into 1: hence the CASE.
  return sql<number | null>`CASE WHEN latitude IS NULL OR longitude IS NULL THEN NULL
    ELSE 6371.0088 * 2 * asin(least(1, sqrt(
      power(sin(radians(latitude - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(latitude)) * power(sin(radians(longitude - ${lon}) / 2), 2))))
    END`;
};

/** Spec 9: `q` is the start of a plate's word (plateWordStarts) or of the model, as the car search reads them. */
const plateOrModel = (q: string) => {
  const plate = normalizePlate(q);
  const model = prefixRange(sql`lower(model) COLLATE "C"`, sql`lower(${q})`);
  return plate ? sql<boolean>`(${plateWordStarts(sql`${plate}`)} OR (${model}))` : model;
};

/**
 * Spec 7 /internal/reservation/vehicle/available: the cars members may be offered at `now`
 * (rentability.ts: AVAILABLE, in service, not reserved, box not silent past `offlineHours`), by
 * plate (the cars_status_search index), or nearest first from (lat, lon), the cars without a
 * position last; optionally one fleet, optionally matching `q`. The page is bounded as any other:
 * the distance is worked out for the cars offered (a fleet's few hundred) and sorted for one page.
 */
export async function listAvailableVehicles(
  db: Kysely<Database>,
  { fleetId, q, lat, lon, page, count }: AvailableVehiclesQuery,
  { now, offlineHours }: { now: Date; offlineHours: number },
): Promise<AvailableVehicles> {
  let base = db
    .selectFrom('cars')
    .where('status', '=', 'AVAILABLE')
    .where('is_active', '=', true)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reservations')
            .select(sql`1`.as('one'))
            .whereRef('reservations.vin', '=', 'cars.vin')
            .where('reservations.status', '=', 'ACTIVE')
            .where('reservations.expires_at', '>', now),
        ),
      ),
    )
    .where((eb) => eb.not(boxSilent(now, silentBefore(now, offlineHours))(eb)));
  if (fleetId !== undefined) base = base.where('fleet_id', '=', fleetId);
  if (q) base = base.where(plateOrModel(q));
  const from = lat === undefined || lon === undefined ? undefined : distanceFrom(lat, lon);
  const selected = base
    .select(carColumns)
    .select(fleetName)
    .select((from ?? sql<number | null>`NULL::float8`).as('distance_km'));
  const ordered = (from ? selected.orderBy(sql`distance_km NULLS LAST`) : selected)
    .orderBy(PLATE)
    .orderBy('vin');
  return pagedSearch(db, base, ordered, { page, count }, (rows) =>
    rows.map((row) => ({
      ...toCarSearchRow(row),
      distanceKm: row.distance_km === null ? null : Number(row.distance_km),
    })),
  );
}
