import type { Insertable, Kysely } from 'kysely';
import type { CustomersTable, Database, TripsTable } from '../../server/db/schema.ts';

/** The region of fleet 2: Montreal's tariff, and the Eastern time zone a trip's times are shown in. */
export const MONTREAL = { id: 2, name: 'Montreal', province: 'QC', time_zone: 'America/Toronto' };

/** Members, answered by id in the order given. */
export const insertMembers = async (db: Kysely<Database>, members: Insertable<CustomersTable>[]) =>
  (await db.insertInto('customers').values(members).returning('id').execute()).map((row) => String(row.id));

/**
 * A member's trip, by default a finished one of 30 minutes and 7.25 km charged 12.00, less 0.50,
 * with 0.58 of GST: 12.08 (`trip` names the member and the car and sets anything else). Answers its id.
 */
export const insertTrip = async (
  db: Kysely<Database>,
  trip: Pick<Insertable<TripsTable>, 'customer_id' | 'vin'> & Partial<Insertable<TripsTable>>,
) =>
  Number(
    (
      await db
        .insertInto('trips')
        .values({
          start_at: '2026-02-01T10:00:00Z',
          end_at: '2026-02-01T10:30:00Z',
          status: 'COMPLETED',
          distance_km: '7.25',
          charges: '12.00',
          discounts: '0.50',
          taxes: '0.58',
          total: '12.08',
          ...trip,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );

/** What `insertTrip` is given for a trip still under way: no end, no distance, not yet priced. */
export const UNDER_WAY = {
  end_at: null,
  status: 'ACTIVE',
  distance_km: null,
  charges: null,
  discounts: null,
  taxes: null,
  total: null,
} as const;
