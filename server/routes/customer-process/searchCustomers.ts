import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  classifySearchText,
  normalizePhone,
  normalizePostalCode,
  type CustomerSearchQuery,
  type CustomerSearchResult,
  type SearchField,
} from '../../../src/domain/customerSearchQuery.ts';
import type { AccountStatus, SuspendStatus } from '../../../src/domain/customerStatus.ts';
import type { Database } from '../../db/schema.ts';
import { pagedSearch } from '../pagedSearch.ts';

type PrefixField = Exclude<SearchField, 'customerNumber'>;

/**
 * The expression of each search index (migration 001). A prefix filter and the ORDER BY must
 * use it verbatim, COLLATE "C" included, for one index to serve both (DESIGN.md).
 */
const INDEXED: Record<PrefixField, RawBuilder<string>> = {
  lastName: sql`lower(last_name) COLLATE "C"`,
  firstName: sql`lower(first_name) COLLATE "C"`,
  email: sql`lower(email) COLLATE "C"`,
  phone: sql`phone COLLATE "C"`,
};
/** Which prefix filter drives the order when several are given. */
const DRIVING_ORDER: PrefixField[] = ['lastName', 'firstName', 'email', 'phone'];

/** The user's text is a prefix, not a pattern. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const conditionsOf = (query: CustomerSearchQuery): { field: SearchField; value: string }[] => {
  const given = (['lastName', 'firstName', 'email', 'phone', 'customerNumber'] as const)
    .filter((field) => query[field])
    .map((field) => ({ field, value: field === 'phone' ? normalizePhone(query[field]!) : query[field]! }));
  return query.q ? [...given, classifySearchText(query.q)] : given;
};

export async function searchCustomers(
  db: Kysely<Database>,
  query: CustomerSearchQuery,
): Promise<CustomerSearchResult> {
  const conditions = conditionsOf(query);
  let base = db.selectFrom('customers');
  for (const { field, value } of conditions) {
    base =
      field === 'customerNumber'
        ? base.where('customer_number', '=', value) // the unique index
        : base.where(sql<boolean>`${INDEXED[field]} LIKE lower(${escapeLike(value)}) || '%'`);
  }
  if (query.postalCode) {
    base = base.where(
      sql<boolean>`replace(upper(home_postal_code), ' ', '') LIKE ${normalizePostalCode(query.postalCode)} || '%'`,
    );
  }
  const driving = DRIVING_ORDER.find((field) => conditions.some((c) => c.field === field)) ?? 'lastName';
  const ordered = base
    .select([
      'id',
      'customer_number',
      'first_name',
      'last_name',
      'preferred_name',
      'email',
      'phone',
      'home_city',
      'home_province',
      'account_status',
      'suspension_status',
      'outstanding_balance',
      'created_at',
    ])
    .orderBy(INDEXED[driving])
    .orderBy('id');
  return pagedSearch(db, base, ordered, query, (rows) =>
    rows.map((row) => ({
      id: Number(row.id), // bigserial: exact as a JS number up to 2^53
      customerNumber: row.customer_number,
      firstName: row.first_name,
      lastName: row.last_name,
      preferredName: row.preferred_name,
      emailAddress: row.email,
      phoneNumber: row.phone,
      city: row.home_city,
      province: row.home_province,
      accountStatus: row.account_status as AccountStatus,
      accountSuspendStatus: row.suspension_status as SuspendStatus,
      outstandingBalanceAmount: Number(row.outstanding_balance),
      customerCreateDate: new Date(row.created_at).toISOString(),
    })),
  );
}
