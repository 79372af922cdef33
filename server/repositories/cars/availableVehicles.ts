import { sql, type Kysely } from 'kysely';
import type { AvailableVehicles } from '../../../src/domain/reservations/reservations.ts';
import type { Database } from '../../db/schema.ts';
import { carColumns, fleetName, toCarSearchRow } from './carRows.ts';
import { PLATE } from './cars.ts';
import { pagedSearch } from '../pagedSearch.ts';

/**
 * Spec 7 /internal/reservation/vehicle/available: cars in service and AVAILABLE that no
 * reservation holds at `now`, by plate (the cars_status_search index); optionally one fleet.
 */
export async function listAvailableVehicles(
  db: Kysely<Database>,
  { fleetId, page, count }: { fleetId?: number; page: number; count: number },
  now = new Date(),
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
    );
  if (fleetId !== undefined) base = base.where('fleet_id', '=', fleetId);
  const ordered = base.select(carColumns).select(fleetName).orderBy(PLATE).orderBy('vin');
  return pagedSearch(db, base, ordered, { page, count }, (rows) => rows.map(toCarSearchRow));
}
