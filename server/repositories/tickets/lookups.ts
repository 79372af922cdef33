import { sql, type Kysely } from 'kysely';
import { namePairs } from '../../../src/domain/customers/searchText.ts';
import { normalizePlate } from '../../../src/domain/formats.ts';
import { customerFullName, type NumberedMemberName } from '../../../src/domain/names.ts';
import { TICKET_LOOKUP_LIMIT, type TicketVehicleOption } from '../../../src/domain/tickets/ticketLookups.ts';
import type { Database } from '../../db/schema.ts';
import { PLATE, plateWordStarts } from '../cars/cars.ts';
import { escapeLike } from '../likePrefix.ts';

/*
 * Spec 3 Ticket: the pickers of a ticket's members and cars. Each way of matching is one
 * range read of its search index (migrations 001/031 for names, 002 and 171 for plates, 002 for VINs),
 * in that index's order, stopped at the limit; the few rows are then merged. A first and a last
 * name in either order (docs/architecture.md, Database notes) read the full-name index of migration
 * 098.
 */

const LAST_NAME = sql<string>`lower(last_name) COLLATE "C"`;
const FIRST_NAME = sql<string>`lower(first_name) COLLATE "C"`;
const VIN = sql<string>`vin COLLATE "C"`;
const startsWith = (indexed: typeof LAST_NAME, value: string, lowered = false) =>
  lowered
    ? sql<boolean>`${indexed} LIKE lower(${escapeLike(value)}) || '%'`
    : sql<boolean>`${indexed} LIKE ${escapeLike(value)} || '%'`;

const customerColumns = ['id', 'customer_number', 'first_name', 'last_name', 'preferred_name'] as const;

/**
 * Members whose customer number is `q`, or whose last name or first name starts with it, or
 * whose first and last names start with its words in either order ("Tremblay Alex").
 */
export async function lookupCustomers(db: Kysely<Database>, q: string): Promise<NumberedMemberName[]> {
  const members = db.selectFrom('customers').select(customerColumns).limit(TICKET_LOOKUP_LIMIT);
  const reads = /^\d+$/.test(q)
    ? [members.where('customer_number', '=', q)] // the unique index
    : [
        members
          .where(startsWith(LAST_NAME, q, true))
          .orderBy(LAST_NAME)
          .orderBy('id'),
        members
          .where(startsWith(FIRST_NAME, q, true))
          .orderBy(FIRST_NAME)
          .orderBy('id'),
      ];
  for (const { first, last } of namePairs(q))
    reads.push(
      members
        .where(startsWith(LAST_NAME, last, true))
        .where(startsWith(FIRST_NAME, first, true))
        .orderBy(LAST_NAME)
        .orderBy(FIRST_NAME)
        .orderBy('id'),
    );
  const found = new Map<string, NumberedMemberName>();
  for (const rows of await Promise.all(reads.map((read) => read.execute()))) {
    for (const r of rows) {
      const person = { firstName: r.first_name, lastName: r.last_name, preferredName: r.preferred_name };
      found.set(String(r.id), {
        id: Number(r.id), // bigserial: exact as a JS number up to 2^53
        customerNumber: r.customer_number,
        ...person,
        fullName: customerFullName(person),
      });
    }
  }
  const key = (c: NumberedMemberName) => `${c.lastName.toLowerCase()}\u0000${c.firstName.toLowerCase()}`;
  return [...found.values()]
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id))
    .slice(0, TICKET_LOOKUP_LIMIT);
}

/**
 * Cars one of whose plate's words (upper case, no spaces: spec 9, "WFC" finds "151 WFC") or whose
 * VIN starts with `q`, in plate order.
 */
export async function lookupVehicles(db: Kysely<Database>, q: string): Promise<TicketVehicleOption[]> {
  const cars = db.selectFrom('cars').select(['vin', 'plate_number']).limit(TICKET_LOOKUP_LIMIT);
  const plate = normalizePlate(q);
  const vin = q.toUpperCase().replace(/\s/g, '');
  const [byPlate, byVin] = await Promise.all([
    plate
      ? cars
          .where(plateWordStarts(sql`${plate}`))
          .orderBy(PLATE)
          .orderBy('vin')
          .execute()
      : [],
    cars.where(startsWith(VIN, vin)).orderBy(VIN).execute(),
  ]);
  const found = new Map([...byPlate, ...byVin].map((r) => [r.vin, r]));
  return [...found.values()]
    .map((r) => ({ id: r.vin, vin: r.vin, plateNumber: r.plate_number, key: normalizePlate(r.plate_number) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.vin < b.vin ? -1 : 1))
    .slice(0, TICKET_LOOKUP_LIMIT)
    .map(({ key: _key, ...option }) => option);
}
