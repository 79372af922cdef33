import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { CustomerDetail } from '../../../src/domain/customers/customerDetail.ts';
import type { CustomerSearchRow } from '../../../src/domain/customers/customerSearch.ts';
import {
  classifySearchText,
  type CustomerSearchQuery,
  type CustomerSearchResult,
  MEMBER_COUNT_CAP,
  type CustomerSort,
  type SearchField,
} from '../../../src/domain/customers/customerSearchQuery.ts';
import type { AccountStatus, SuspendStatus } from '../../../src/domain/customers/customerStatus.ts';
import { maskedCardNumber, normalizePhone, postalCodeKey } from '../../../src/domain/formats.ts';
import type { SortOrder } from '../../../src/domain/pagination.ts';
import { compiledOnce } from '../../db/compiledOnce.ts';
import type { CustomersTable, Database } from '../../db/schema.ts';
import { escapeLike } from '../likePrefix.ts';
import {
  cappedCount,
  cappedCountQuery,
  compiledSearch,
  withCount,
  type SearchStatements,
} from '../pagedSearch.ts';

/** Members (spec point 3, Customer search and Customer detail): the customers table. */

type PrefixField = Exclude<SearchField, 'customerNumber'>;

/**
 * The expression of each search index (migration 001). A prefix filter and the ORDER BY must
 * use it verbatim, COLLATE "C" included, for one index to serve both
 * (docs/architecture.md, Database notes: "Order searches by an index").
 */
const INDEXED: Record<PrefixField, RawBuilder<string>> = {
  lastName: sql`lower(last_name) COLLATE "C"`,
  firstName: sql`lower(first_name) COLLATE "C"`,
  email: sql`lower(email) COLLATE "C"`,
  phone: sql`phone COLLATE "C"`,
};
/** Which prefix filter drives the order when several are given and no sort is asked. */
const DRIVING_ORDER: PrefixField[] = ['lastName', 'firstName', 'email', 'phone'];

/** An order the list can be in: the indexed expression, and the type its cursor is read back as. */
interface OrderKey {
  expression: RawBuilder<unknown>;
  type: 'text' | 'timestamptz';
  /** Unique keys need no id to break ties. */
  unique?: true;
}
const prefixOrder = (field: PrefixField): OrderKey => ({ expression: INDEXED[field], type: 'text' });

/** Issue 7 point 6: each sortable column in the order of an index (migrations 001 and 011). */
const SORTS: Record<CustomerSort, OrderKey> = {
  lastName: prefixOrder('lastName'),
  emailAddress: prefixOrder('email'),
  customerNumber: { expression: sql`customer_number`, type: 'text', unique: true },
  customerCreateDate: { expression: sql`created_at`, type: 'timestamptz' },
};

const conditionsOf = (query: CustomerSearchQuery): { field: SearchField; value: string }[] => {
  const given = (['lastName', 'firstName', 'email', 'phone', 'customerNumber'] as const)
    .filter((field) => query[field])
    .map((field) => ({ field, value: field === 'phone' ? normalizePhone(query[field]!) : query[field]! }));
  return query.q ? [...given, classifySearchText(query.q)] : given;
};

type EqualityFilter = 'postalCode' | 'rfid' | 'accountStatus' | 'suspensionStatus';

/**
 * The query's filters as the SQL compares them, by name: `<field>.<n>` for the n-th name,
 * e-mail, phone or customer number condition (free text adds one), then the equalities.
 * Their names (and the sort) are the search's shape; their values its parameters.
 */
const filterValues = (query: CustomerSearchQuery): Record<string, string> => {
  const values: Record<string, string> = {};
  conditionsOf(query).forEach(({ field, value }, n) => {
    values[`${field}.${n}`] = field === 'customerNumber' ? value : escapeLike(value);
  });
  if (query.postalCode) values.postalCode = postalCodeKey(query.postalCode);
  if (query.rfid) values.rfid = query.rfid;
  if (query.accountStatus) values.accountStatus = query.accountStatus;
  if (query.suspensionStatus) values.suspensionStatus = query.suspensionStatus;
  return values;
};

/** The expression of the postal code index (migration 030): postalCodeKey computed in SQL. */
const POSTAL_CODE_KEY = sql<string>`split_part(replace(upper(home_postal_code), ' ', ''), '-', 1)`;
const EQUALITY_COLUMNS = {
  postalCode: POSTAL_CODE_KEY,
  rfid: sql<string>`rfid_number`,
  accountStatus: sql<string>`account_status`,
  suspensionStatus: sql<string>`suspension_status`,
} satisfies Record<EqualityFilter, RawBuilder<string>>;

const fieldOf = (name: string) => name.split('.')[0] as SearchField | EqualityFilter;

/** The members the filters match, nothing selected yet, and the order to list them in. */
const matching = (db: Kysely<Database>, filters: Record<string, string>, sort: CustomerSort | undefined) => {
  let base = db.selectFrom('customers');
  const fields = Object.keys(filters).map(fieldOf);
  for (const [name, value] of Object.entries(filters)) {
    const field = fieldOf(name);
    if (field === 'customerNumber')
      base = base.where('customer_number', '=', value); // the unique index
    else if (field in EQUALITY_COLUMNS)
      // Equalities whose indexes (migration 030) list their matches by last name.
      base = base.where(EQUALITY_COLUMNS[field as EqualityFilter], '=', value);
    else base = base.where(sql<boolean>`${INDEXED[field as PrefixField]} LIKE lower(${value}) || '%'`);
  }
  const driving = DRIVING_ORDER.find((field) => fields.includes(field)) ?? 'lastName';
  return {
    base,
    order: sort ? SORTS[sort] : prefixOrder(driving),
    // A customer number is unique: at most one row, whose order no sort needs to settle.
    single: fields.includes('customerNumber'),
  };
};

const rowColumns = [
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
] as const;

type SearchRow = Pick<Selectable<CustomersTable>, (typeof rowColumns)[number]>;

const toSearchRow = (row: SearchRow): CustomerSearchRow => ({
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
  customerCreateDate: row.created_at.toISOString(), // both engines give timestamptz as a Date
});

const direction = (order: SortOrder) => (order === 'DESC' ? 'desc' : 'asc');

const inOrder = (
  db: Kysely<Database>,
  filters: Record<string, string>,
  { sort, order }: Pick<CustomerSearchQuery, 'sort' | 'order'>,
) => {
  const { base, order: key, single } = matching(db, filters, sort);
  const dir = direction(order);
  const rows = base.select(rowColumns);
  if (single) return { base, order: key, ordered: rows };
  const sorted = rows.orderBy(key.expression, dir);
  return { base, order: key, ordered: key.unique ? sorted : sorted.orderBy('id', dir) };
};

/** The search's rows in its order: the sort asked, else the driving filter's (an index scan either way). */
export const orderedCustomers = (db: Kysely<Database>, query: CustomerSearchQuery) =>
  inOrder(db, filterValues(query), query);

/** The search's statements, page (perhaps carrying its count) and capped count, each built and compiled once per shape. */
export const memberSearchStatements = (
  db: Kysely<Database>,
  query: CustomerSearchQuery,
): SearchStatements => {
  const filters = filterValues(query);
  const { page, count } = query;
  const counted = (values: Record<string, string>) =>
    cappedCountQuery(db, matching(db, values, undefined).base, MEMBER_COUNT_CAP);
  return {
    page: (andCount) =>
      compiledOnce(
        db,
        `customers.page ${query.sort} ${query.order} ${andCount}`,
        { ...filters, limit: count, offset: (page - 1) * count },
        ({ limit, offset, ...values }) => {
          const rows = inOrder(db, values as Record<string, string>, query).ordered;
          return (andCount ? withCount(rows, counted(values as Record<string, string>)) : rows)
            .limit(limit)
            .offset(offset);
        },
      ),
    count: compiledOnce(db, 'customers.count', filters, counted),
  };
};

/** Spec point 3, Customer search: one page and its capped count, in one statement (compiledSearch). */
export const searchCustomers = (
  db: Kysely<Database>,
  query: CustomerSearchQuery,
): Promise<CustomerSearchResult> =>
  compiledSearch(db, memberSearchStatements(db, query), query, MEMBER_COUNT_CAP, toSearchRow);

/**
 * The members the search matches, in its order, `batch` rows at a time up to `limit`: each
 * batch starts after the last row of the one before (keyset), so no batch rescans the rows
 * already sent as OFFSET would.
 */
export async function* exportCustomers(
  db: Kysely<Database>,
  query: CustomerSearchQuery,
  { limit, batch = 1000 }: { limit: number; batch?: number },
): AsyncGenerator<CustomerSearchRow[]> {
  const { order, ordered } = orderedCustomers(db, query);
  const after = query.order === 'DESC' ? sql.raw('<') : sql.raw('>');
  const cast = sql.raw(order.type);
  const withCursor = ordered.select(sql<string>`(${order.expression})::text`.as('sort_key'));
  let cursor: { key: string; id: string } | undefined;
  for (let sent = 0; sent < limit;) {
    let page = withCursor;
    if (cursor) {
      const { key, id } = cursor;
      page = page.where(
        order.unique
          ? sql<boolean>`${order.expression} ${after} CAST(${key} AS ${cast})`
          : sql<boolean>`(${order.expression}, id) ${after} (CAST(${key} AS ${cast}), ${id}::bigint)`,
      );
    }
    const rows = await page.limit(Math.min(batch, limit - sent)).execute();
    if (!rows.length) return;
    yield rows.map(toSearchRow);
    sent += rows.length;
    const last = rows[rows.length - 1];
    cursor = { key: last.sort_key, id: String(last.id) };
  }
}

/** Whether more than `cap` members match the query's filters. */
export const matchesMoreThan = async (db: Kysely<Database>, query: CustomerSearchQuery, cap: number) =>
  (await cappedCount(db, orderedCustomers(db, query).base, cap)) > cap;

type Row = Selectable<CustomersTable>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const address = (row: Row, kind: 'home' | 'billing') => ({
  unit: row[`${kind}_unit`],
  line1: row[`${kind}_line1`],
  line2: row[`${kind}_line2`],
  city: row[`${kind}_city`],
  province: row[`${kind}_province`],
  postalCode: row[`${kind}_postal_code`],
  country: row[`${kind}_country`],
});

const toCustomerDetail = (row: Row): CustomerDetail => ({
  id: Number(row.id),
  customerNumber: row.customer_number,
  preferredName: row.preferred_name,
  firstName: row.first_name,
  middleName: row.middle_name,
  lastName: row.last_name,
  emailAddress: row.email,
  phoneNumber: row.phone,
  preferredLanguage: row.preferred_language,
  customerCreateDate: new Date(row.created_at).toISOString(),
  outstandingBalanceAmount: Number(row.outstanding_balance),
  birthDate: row.birth_date,
  gender: row.gender,
  marketingRegionId: row.marketing_region_id,
  signupRegionId: row.signup_region_id,
  discountGroup: row.discount_group,
  emailConsentFlag: row.email_consent,
  smsConsentFlag: row.sms_consent,
  isStudent: row.is_student,
  schoolName: row.school_name,
  accountInformation: {
    accountStatus: row.account_status as AccountStatus,
    accountSuspendStatus: row.suspension_status as SuspendStatus,
  },
  caaMemberShipInformation: {
    memberClubCode: row.caa_club_code,
    memberNumber: row.caa_member_number,
    memberSince: row.caa_member_since,
    memberPostalCode: row.caa_postal_code,
  },
  homeAddress: address(row, 'home'),
  // With isSame the billing address is the home address, whatever the billing columns hold.
  billingAddress: { ...address(row, row.billing_same ? 'home' : 'billing'), isSame: row.billing_same },
  driverLicence: {
    firstName: row.dl_first_name,
    lastName: row.dl_last_name,
    number: row.dl_number,
    expiryDate: row.dl_expiry_date,
    country: row.dl_country,
    province: row.dl_province,
    recordStatus: row.dl_record_status,
    recordApprovalDate: iso(row.dl_approval_date),
    isActive: row.dl_is_active,
  },
  paymentInformation: {
    cardType: row.cc_type,
    holder: row.cc_holder,
    maskedNumber: maskedCardNumber(row.cc_last4),
    expiry: row.cc_expiry,
    isActive: row.cc_active,
  },
  rfid: { rfidNumber: row.rfid_number, rfidStatus: row.rfid_status },
  version: row.version,
});

/** Spec point 3, Customer detail; undefined when no member has that id. */
export const getCustomerDetail = async (db: Kysely<Database>, id: string) => {
  const row = await db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toCustomerDetail(row) : undefined;
};
