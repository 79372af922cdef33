import type { Kysely } from 'kysely';
import type { CarDetail } from '../../../src/domain/carSearch.ts';
import type { Database } from '../../db/schema.ts';
import { carColumns, fleetName, toCarSearchRow } from './carRow.ts';

/** Spec point 3, Car detail: the car with its SIM, state, position and last readings; undefined if unknown. */
export async function getCar(db: Kysely<Database>, vin: string): Promise<CarDetail | undefined> {
  const row = await db
    .selectFrom('cars')
    .select(carColumns)
    .select(['imsi', 'iccid', 'created_at'])
    .select(fleetName)
    .where('vin', '=', vin)
    .executeTakeFirst();
  if (!row) return undefined;
  const car = toCarSearchRow(row);
  return {
    ...car,
    sim: { provider: row.carrier, msisdn: row.msisdn, imsi: row.imsi, iccid: row.iccid },
    state: row.is_active ? 'active' : 'inactive',
    gps:
      row.latitude === null || row.longitude === null
        ? null
        : { latitude: row.latitude, longitude: row.longitude },
    createDateTime: new Date(row.created_at).toISOString(),
  };
}
