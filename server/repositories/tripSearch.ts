import type { Kysely } from 'kysely';
import { normalizePlate } from '../../src/domain/formats.ts';
import { VIN_PATTERN } from '../../src/domain/cars/carSearchQuery.ts';
import type { TripSearchQuery, TripSearchResult, TripSearchRow } from '../../src/domain/trips/tripSearch.ts';
import { dayEnd, dayStart } from '../../src/domain/validation.ts';
import type { Database } from '../db/schema.ts';
import { PLATE } from './cars/cars.ts';
import { pagedSearch } from './pagedSearch.ts';
import { toTripRows, tripColumns, type TripRow } from './trips.ts';

/** The member a customer number names, or null: a number nobody holds matches no trip. */
const memberOf = async (db: Kysely<Database>, customerNumber: string) =>
  (
    await db
      .selectFrom('customers')
      .select('id')
      .where('customer_number', '=', customerNumber)
      .executeTakeFirst()
  )?.id ?? null;

/** The car a whole VIN or plate names (the plate as the car search reads it), or null. */
export const carOf = async (db: Kysely<Database>, vehicle: string) => {
  const value = vehicle.trim().toUpperCase();
  if (VIN_PATTERN.test(value)) return value;
  const car = await db
    .selectFrom('cars')
    .select('vin')
    .where(PLATE, '=', normalizePlate(value))
    .executeTakeFirst();
  return car?.vin ?? null;
};

/** The page's rows with whose trip each is: one query for the page's members. */
async function withMembers(db: Kysely<Database>, trips: (TripRow & { customer_id: string | number })[]) {
  const rows = await toTripRows(db, trips);
  if (!rows.length) return [];
  const members = await db
    .selectFrom('customers')
    .select(['id', 'customer_number', 'first_name', 'last_name'])
    .where('id', 'in', [...new Set(trips.map((trip) => String(trip.customer_id)))])
    .execute();
  const memberOf = new Map(members.map((member) => [String(member.id), member]));
  return rows.map((row, i): TripSearchRow => {
    const member = memberOf.get(String(trips[i]!.customer_id))!; // trips.customer_id references customers
    return {
      ...row,
      customerId: Number(member.id),
      customerNumber: member.customer_number,
      memberName: `${member.first_name} ${member.last_name}`,
    };
  });
}

/**
 * Spec 2 /trips: the trips `query` matches, newest first unless asked otherwise. The member
 * and the car are looked up first, so the trips are read from the index of the one filter
 * that narrows them most (migrations 040, 114, 121), the day range as that index's range.
 */
export async function searchTrips(db: Kysely<Database>, query: TripSearchQuery): Promise<TripSearchResult> {
  const empty = { data: [], page: query.page, count: query.count, totalPages: 0, totalCount: 0 };
  let matches = db.selectFrom('trips');
  if (query.customerNumber) {
    const member = await memberOf(db, query.customerNumber);
    if (member === null) return empty;
    matches = matches.where('trips.customer_id', '=', member);
  }
  if (query.vehicle) {
    const vin = await carOf(db, query.vehicle);
    if (vin === null) return empty;
    matches = matches.where('trips.vin', '=', vin);
  }
  if (query.status) matches = matches.where('trips.status', '=', query.status);
  if (query.from) matches = matches.where('trips.start_at', '>=', dayStart(query.from)!);
  if (query.to) matches = matches.where('trips.start_at', '<', dayEnd(query.to)!);
  const direction = query.order === 'ASC' ? 'asc' : 'desc';
  const ordered = matches
    .select(tripColumns)
    .select('trips.customer_id')
    .orderBy('trips.start_at', direction)
    .orderBy('trips.id', direction);
  return pagedSearch(db, matches, ordered, query, (rows) => withMembers(db, rows));
}
