import type { Kysely } from 'kysely';
import type { CustomerListQuery, CustomerListRow } from '../../../src/domain/customers/customerList.ts';
import type { Paginated } from '../../../src/domain/pagination.ts';
import type { Database } from '../../db/schema.ts';
import { pagedSearch } from '../pagedSearch.ts';

/**
 * GET /customer: members in id order (the primary key), or the one holding an RFID number
 * (the unique index of migration 061), a page at a time with the capped count.
 */
export async function listCustomers(
  db: Kysely<Database>,
  query: CustomerListQuery,
): Promise<Paginated<CustomerListRow>> {
  let base = db.selectFrom('customers');
  if (query.rfidNumber) base = base.where('rfid_number', '=', query.rfidNumber);
  const ordered = base.select(['id', 'customer_number', 'first_name', 'last_name']).orderBy('id');
  return pagedSearch(db, base, ordered, query, (rows) =>
    rows.map((row) => ({
      id: Number(row.id),
      customerNumber: row.customer_number,
      firstName: row.first_name,
      lastName: row.last_name,
    })),
  );
}
