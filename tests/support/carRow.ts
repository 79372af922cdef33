import type { Insertable, Kysely } from 'kysely';
import type { CarsTable, Database } from '../../server/db/schema.ts';
/** A `cars` row for API tests: the n-th car's telematics ids, everything else a plain available Prius. */
export const carRow = (
  vin: string,
  plate: string,
  n: number,
  extra: { status?: string; fuel_level?: number } = {},
) => ({
  vin,
  plate_number: plate,
  fleet_id: 1,
  make: 'Toyota',
  model: 'Prius',
  model_year: 2021,
  telemeter_model: 'Geotab GO9',
  telemeter_id: `G9000000000000${n}`,
  carrier: 'Bell',
  msisdn: `1604555000${n}`,
  imsi: `30261000000000${n}`,
  iccid: `893026100000000000${n}`,
  status: 'AVAILABLE',
  ...extra,
});

/** The region of fleet 1, where the API tests' cars are. */
export const VANCOUVER = { id: 1, name: 'Vancouver', province: 'BC', time_zone: 'America/Vancouver' };

/** A region (Vancouver unless told) and `cars` (carRow rows, or any `cars` rows) in its fleet. */
export const insertCars = async (
  db: Kysely<Database>,
  cars: Insertable<CarsTable>[],
  region: typeof VANCOUVER = VANCOUVER,
) => {
  await db.insertInto('regions').values(region).execute();
  await db
    .insertInto('cars')
    .values(cars.map((car) => ({ ...car, fleet_id: region.id })))
    .execute();
};
