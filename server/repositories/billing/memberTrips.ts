import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/httpError.ts';
import { tripsWithRegion } from '../trips.ts';

/**
 * A finished trip of the member, with its car's region (whose tariff prices it). Another
 * member's trip answers 404 as an unknown one does: staff act on this member's trips only.
 */
export async function finishedTripOf(trx: Transaction<Database>, customerId: number, tripId: number) {
  const trip = await tripsWithRegion(trx)
    .select([
      'trips.id',
      'trips.start_at',
      'trips.end_at',
      'trips.distance_km',
      'trips.discounts',
      'regions.name as region',
    ])
    .where('trips.id', '=', String(tripId))
    .where('trips.customer_id', '=', String(customerId))
    .executeTakeFirst();
  if (!trip) {
    throw new HttpError(404, 'billing.modals.tripNotFound', `Member ${customerId} has no trip ${tripId}`, {
      tripId: 'billing.modals.tripNotFound',
    });
  }
  if (trip.end_at === null) {
    throw new HttpError(400, 'billing.modals.tripNotFinished', `Trip ${tripId} is under way`, {
      tripId: 'billing.modals.tripNotFinished',
    });
  }
  return { ...trip, end_at: trip.end_at };
}

/** The sum of a trip's lines of `kinds`, net and tax, as numeric text. */
export const tripLinesSum = (trx: Transaction<Database>, tripId: number, kinds: readonly string[]) =>
  trx
    .selectFrom('ledger_lines')
    .select([
      sql<string>`coalesce(sum(amount), 0)`.as('amount'),
      sql<string>`coalesce(sum(tax), 0)`.as('tax'),
    ])
    .where('trip_id', '=', String(tripId))
    .where('kind', 'in', kinds)
    .executeTakeFirstOrThrow();
