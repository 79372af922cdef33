import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { silentBefore } from '../../../src/domain/cars/rentability.ts';
import type { AvailableVehicles } from '../../../src/domain/reservations/reservations.ts';
import { TRIP_ONLY_COMMANDS } from '../../../src/domain/trips/tripCommands.ts';
import type { Database } from '../../db/schema.ts';
import { carColumns, fleetName, toCarSearchRow } from './carRows.ts';
import { PLATE } from './cars.ts';
import { pagedSearch } from '../pagedSearch.ts';

/**
 * The cars whose box is silent since before `cutoff` (rentability.ts, boxSilent), as the box
 * state derives it (server/fleet/boxState.ts): only a box flagged offline stops its hourly
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
 * Spec 7 /internal/reservation/vehicle/available: the cars members may be offered at `now`
 * (rentability.ts: AVAILABLE, in service, not reserved, box not silent past `offlineHours`), by
 * plate (the cars_status_search index); optionally one fleet.
 */
export async function listAvailableVehicles(
  db: Kysely<Database>,
  { fleetId, page, count }: { fleetId?: number; page: number; count: number },
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
  const ordered = base.select(carColumns).select(fleetName).orderBy(PLATE).orderBy('vin');
  return pagedSearch(db, base, ordered, { page, count }, (rows) => rows.map(toCarSearchRow));
}
