import {
  sql,
  type CompiledQuery,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { CustomerDetail } from '../../../src/domain/customers/customerDetail.ts';
import type { CustomerSearchRow } from '../../../src/domain/customers/customerSearch.ts';
import {
  type CustomerSearchQuery,
  type CustomerSearchResult,
  CUSTOMER_FILTERS,
  MEMBER_COUNT_CAP,
  type CustomerSort,
} from '../../../src/domain/customers/customerSearchQuery.ts';
import type { AccountStatus, SuspendStatus } from '../../../src/domain/customers/customerStatus.ts';
import { classifySearchText, type SearchField } from '../../../src/domain/customers/searchText.ts';
import { maskedCardNumber, normalizePhone, postalCodeKey } from '../../../src/domain/formats.ts';
import type { SortOrder } from '../../../src/domain/pagination.ts';
import { compiledOnce } from '../../db/compiledOnce.ts';
import { genericPlan } from '../../db/genericPlan.ts';
import type { CustomersTable, Database } from '../../db/schema.ts';
import { escapeLike, prefixRange } from '../likePrefix.ts';
import { compiledSearch, withCount, type SearchStatements } from '../pagedSearch.ts';

/** Members (spec point 3, Customer search and Customer detail): the customers table. */

type PrefixField = 'lastName' | 'firstName' | 'email' | 'phone';

/**
 * The expression of each search index (migrations 001, 098). A filter and the ORDER BY must
 * use it verbatim, COLLATE "C" included, for one index to serve both
 * (docs/architecture.md, Database notes: "Order searches by an index").
 */
const INDEXED: Record<PrefixField, RawBuilder<string>> = {
  lastName: sql`lower(last_name) COLLATE "C"`,
  firstName: sql`lower(first_name) COLLATE "C"`,
  email: sql`lower(email) COLLATE "C"`,
  phone: sql`phone COLLATE "C"`,
};
/** The phone read backwards (migration 098): its last digits are a prefix of this. */
const PHONE_REVERSED = sql<string>`reverse(phone) COLLATE "C"`;

/** The expression of the postal code index (migration 030): postalCodeKey computed in SQL. */
const POSTAL_CODE_KEY = sql<string>`split_part(replace(upper(home_postal_code), ' ', ''), '-', 1)`;
const EQUALITY_COLUMNS = {
  postalCode: POSTAL_CODE_KEY,
  rfid: sql<string>`rfid_number`,
  accountStatus: sql<string>`account_status`,
  accountSuspendStatus: sql<string>`suspension_status`,
} satisfies Record<string, RawBuilder<string>>;
type EqualityFilter = keyof typeof EQUALITY_COLUMNS;
type Field = SearchField | EqualityFilter;

/** One filter as SQL, in the form of the index that serves it: LIKE, or a range when `ranged`. */
const conditionSql = (field: Field, value: string, ranged = false): RawBuilder<SqlBool> => {
  if (field === 'customerNumber') return sql`customer_number = ${value}`; // the unique index
  if (field === 'phoneEnding')
    return ranged
      ? prefixRange(PHONE_REVERSED, sql`reverse(${value})`)
      : sql`${PHONE_REVERSED} LIKE reverse(${value}) || '%'`;
  // Equalities whose indexes (migration 030) list their matches by last name.
  if (field in EQUALITY_COLUMNS) return sql`${EQUALITY_COLUMNS[field as EqualityFilter]} = ${value}`;
  const indexed = INDEXED[field as PrefixField];
  return ranged ? prefixRange(indexed, sql`lower(${value})`) : sql`${indexed} LIKE lower(${value}) || '%'`;
};

/** An order the list can be in: indexed expressions and the types their cursor is read back as. */
interface OrderKey {
  keys: { expression: RawBuilder<unknown>; type: 'text' | 'timestamptz' | 'numeric' }[];
  /** Unique keys need no id to break ties. */
  unique?: true;
}
const textOrder = (...expressions: RawBuilder<unknown>[]): OrderKey => ({
  keys: expressions.map((expression) => ({ expression, type: 'text' })),
});

/**
 * Each sortable column in the order of an index (migrations 001 and 011; docs/architecture.md,
 * Database notes, "Order searches by an index"): a status, then last name within it
 * (migration 030), and the balance (099).
 */
const SORTS: Record<CustomerSort, OrderKey> = {
  lastName: textOrder(INDEXED.lastName),
  emailAddress: textOrder(INDEXED.email),
  customerNumber: { keys: [{ expression: sql`customer_number`, type: 'text' }], unique: true },
  customerCreateDate: { keys: [{ expression: sql`created_at`, type: 'timestamptz' }] },
  accountStatus: textOrder(sql`account_status`, INDEXED.lastName),
  accountSuspendStatus: textOrder(sql`suspension_status`, INDEXED.lastName),
  outstandingBalanceAmount: { keys: [{ expression: sql`outstanding_balance`, type: 'numeric' }] },
};

/** Without a sort asked, the first of these filters given drives the order: its index serves it. */
const DRIVING_ORDER: [Exclude<SearchField, 'customerNumber'>, OrderKey][] = [
  ['lastName', textOrder(INDEXED.lastName)],
  ['firstName', textOrder(INDEXED.firstName)],
  ['email', textOrder(INDEXED.email)],
  ['phone', textOrder(INDEXED.phone)],
  ['phoneEnding', textOrder(PHONE_REVERSED)],
];
/** A first and a last name together: the full-name index (migration 098), last name then first. */
const FULL_NAME_ORDER = textOrder(INDEXED.lastName, INDEXED.firstName);

type Filters = Record<string, string>;
/** A filter by its name in Filters. */
interface Condition {
  field: Field;
  name: string;
  /** A free-text reading of a search with no other filter: compared as a range (prefixRange). */
  ranged?: boolean;
}

const isLikePrefix = (field: Field) => field in INDEXED;

/** Whether the search is free text alone: its readings are then ranges, prepared once (genericPlan). */
const freeTextAlone = (query: CustomerSearchQuery) =>
  !!query.q && CUSTOMER_FILTERS.every((field) => !query[field]);

/**
 * The query's filters as the SQL compares them, by name: each dedicated field by its own,
 * each condition of the n-th reading of the free text (classifySearchText) as `q<n>.<field>`,
 * or `q<n>:<field>` when compared as a range (free text alone).
 * Their names (and the sort) are the search's shape; their values its parameters.
 */
const filterValues = (query: CustomerSearchQuery): Filters => {
  const values: Filters = {};
  const ranged = freeTextAlone(query);
  const put = (name: string, field: Field, value: string) => {
    values[name] = isLikePrefix(field) && !ranged ? escapeLike(value) : value;
  };
  for (const field of ['lastName', 'firstName', 'email', 'phone', 'customerNumber'] as const) {
    const value = query[field];
    if (value) put(field, field, field === 'phone' ? normalizePhone(value) : value);
  }
  if (query.q)
    classifySearchText(query.q).forEach((reading, n) => {
      for (const { field, value } of reading) put(`q${n}${ranged ? ':' : '.'}${field}`, field, value);
    });
  if (query.postalCode) values.postalCode = postalCodeKey(query.postalCode);
  if (query.rfid) values.rfid = query.rfid;
  if (query.accountStatus) values.accountStatus = query.accountStatus;
  if (query.accountSuspendStatus) values.accountSuspendStatus = query.accountSuspendStatus;
  return values;
};

/**
 * One way to match: its own conditions (the dedicated filters and one reading of the free
 * text), and the readings before it, whose matches it leaves out so no member is listed twice.
 */
interface Branch {
  own: Condition[];
  excluded: Condition[][];
}

const branchesOf = (filters: Filters): Branch[] => {
  const common: Condition[] = [];
  const readings: Condition[][] = [];
  for (const name of Object.keys(filters)) {
    const reading = /^q(\d+)([.:])(\w+)$/.exec(name);
    if (reading)
      (readings[Number(reading[1])] ??= []).push({
        field: reading[3] as Field,
        name,
        ranged: reading[2] === ':',
      });
    else common.push({ field: name as Field, name });
  }
  if (!readings.length) return [{ own: common, excluded: [] }];
  return readings.map((reading, n) => ({ own: [...common, ...reading], excluded: readings.slice(0, n) }));
};

const allOf = (filters: Filters, conditions: Condition[]) =>
  sql.join(
    conditions.map(({ field, name, ranged }) => conditionSql(field, filters[name], ranged)),
    sql` AND `,
  );

/** The members a branch matches, nothing selected yet. */
const matching = (db: Kysely<Database>, filters: Filters, { own, excluded }: Branch) => {
  let base = db.selectFrom('customers');
  for (const { field, name, ranged } of own) base = base.where(conditionSql(field, filters[name], ranged));
  for (const reading of excluded) base = base.where(sql<SqlBool>`(${allOf(filters, reading)}) IS NOT TRUE`);
  return base;
};

/**
 * The ids `branches` match, up to `limit`: each branch leaves out the ones before it, so no
 * member comes twice and the branches are read one after the other only until `limit` ids
 * are found ("Sana" as a first name fills the cap, and the e-mails starting "sana", nearly all
 * of Sanas, are never walked to be left out).
 */
const idsOf = (
  db: Kysely<Database>,
  filters: Filters,
  branches: Branch[],
  limit: RawBuilder<number> | number,
) =>
  sql<{ id: string }>`(${sql.join(
    branches.map((branch) => matching(db, filters, branch).select('id')),
    sql` UNION ALL `,
  )} LIMIT ${limit})`;

/** The order a branch lists in: the sort asked, else its driving filter's (an index scan either way). */
const orderOf = ({ own }: Branch, sort: CustomerSort | undefined) => {
  const fields = own.map(({ field }) => field);
  const driving = fields.includes('lastName') && fields.includes('firstName') ? FULL_NAME_ORDER : undefined;
  return {
    order:
      (sort && SORTS[sort]) ??
      driving ??
      DRIVING_ORDER.find(([field]) => fields.includes(field))?.[1] ??
      SORTS.lastName,
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
/** The columns of a search row, and (for an export) the keys of its order as text (cursorName). */
type OrderedRows = SelectQueryBuilder<
  Database,
  'customers',
  SearchRow & { [cursor: `cursor_${number}`]: string | undefined }
>;

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

/** Where an export's batch resumes: the last row's order keys (as text) and id. */
interface Cursor {
  keys: (string | undefined)[];
  id: string;
}
/** The columns an export reads its cursor back from: the order's keys as text. */
const cursorName = (k: number) => `cursor_${k}` as const;

/** The rows past `cursor` in `order`, compared as a row so the order's index can seek to it. */
const pastCursor = (order: OrderKey, dir: 'asc' | 'desc', { keys, id }: Cursor) => {
  const after = sql.raw(dir === 'desc' ? '<' : '>');
  const own = sql.join(order.keys.map((key) => key.expression));
  const cursor = sql.join(order.keys.map((key, k) => sql`CAST(${keys[k]} AS ${sql.raw(key.type)})`));
  return order.unique
    ? sql<SqlBool>`(${own}) ${after} (${cursor})`
    : sql<SqlBool>`(${own}, id) ${after} (${cursor}, ${id}::bigint)`;
};

interface RowsOptions {
  sort?: CustomerSort;
  order: SortOrder;
  /** An export's batch: the rows after this one. */
  after?: Cursor;
  /** An export's batch: select the order's keys as text (cursorName), to resume after the last row. */
  cursor?: true;
  /** With several branches, how many rows each needs to give (the page's end). */
  reach: RawBuilder<number> | number;
}

/** A branch's matches past the cursor, and how to put what is selected from them in its order. */
const branchMatches = (
  db: Kysely<Database>,
  filters: Filters,
  branch: Branch,
  { sort, order: asked, after }: RowsOptions,
) => {
  const { order, single } = orderOf(branch, sort);
  const dir = direction(asked);
  const base = matching(db, filters, branch);
  const sorted = <O>(rows: SelectQueryBuilder<Database, 'customers', O>) => {
    if (single) return rows;
    for (const key of order.keys) rows = rows.orderBy(key.expression, dir);
    return order.unique ? rows : rows.orderBy('id', dir);
  };
  return { matches: after ? base.where(pastCursor(order, dir, after)) : base, order, sorted };
};

/** The order's keys as text, for an export to resume after its last row. */
const cursorColumns = (order: OrderKey) =>
  order.keys.map((key, k) => sql<string>`(${key.expression})::text`.as(cursorName(k)));

/**
 * The search's rows in order. One branch is one query in its index's order. Several (free
 * text read more than one way) are a union: each branch reads its own index in its order up
 * to the page's end (`reach`), and the few rows are merged, the first reading's matches first
 * (the sort asked, when one is, orders them all). PostgreSQL does not merge such branches in
 * order by itself: without the inner LIMITs it read and sorted every match (52 ms for 'tre' at
 * a million members, 0.4 ms with them). Each branch finds its ids first, from its index alone
 * where the index holds what the branch checks (migration 098), then reads those rows only.
 */
const rowsOf = (
  db: Kysely<Database>,
  filters: Filters,
  branches: Branch[],
  options: RowsOptions,
): OrderedRows => {
  const withCursor = (order: OrderKey) => (options.cursor ? cursorColumns(order) : []);
  if (branches.length === 1) {
    const { matches, order, sorted } = branchMatches(db, filters, branches[0], options);
    return sorted(matches.select([...rowColumns, ...withCursor(order)]));
  }
  const dir = direction(options.order);
  const parts = branches.map((branch, n) => {
    const { matches, order, sorted } = branchMatches(db, filters, branch, options);
    // Every branch gives the union two order columns; a one-key order leaves the second empty.
    const keys = [0, 1].map((k) => (order.keys[k]?.expression ?? sql`NULL`).as(`order_${k}`));
    let ids = sorted(matches.select('id')).limit(options.reach);
    // In reading order, an e-mail reading is read only when the ones before it leave the page
    // short: the count of theirs is a one-time check, and when it fails its index is never
    // opened. E-mails mostly start with their member's names, so its walk is mostly members
    // left out ("sana": the 1,766 e-mails of Sanas, 1.8 ms); another reading's is short, and
    // checking before it cost more planning than it saved ("Sarah Morrison" reversed).
    if (n > 0 && !options.sort && !options.after && branch.own.some(({ field }) => field === 'email'))
      ids = ids.where(
        sql<SqlBool>`(SELECT count(*) FROM ${idsOf(db, filters, branches.slice(0, n), options.reach)} AS before) < ${options.reach}`,
      );
    return db
      .selectFrom('customers')
      .where('id', 'in', ids)
      .select([...rowColumns, ...withCursor(order), sql.lit(n).as('reading'), ...keys]);
  });
  let rows = db.selectFrom(sql<SearchRow>`(${sql.join(parts, sql` UNION ALL `)})`.as('branches')).selectAll();
  if (!options.sort) rows = rows.orderBy(sql.ref('reading'));
  for (const k of [0, 1]) rows = rows.orderBy(sql.ref(`order_${k}`), dir);
  // The union's rows have the table's columns: typed as the table's, they page and count alike.
  return rows.orderBy('id', dir) as unknown as OrderedRows;
};

/** How many members match, up to `cap + 1`, from indexes alone (idsOf). */
const countOf = (db: Kysely<Database>, filters: Filters, cap: number) =>
  db
    .selectFrom(idsOf(db, filters, branchesOf(filters), cap + 1).as('matches'))
    .select((eb) => eb.fn.countAll<string>().as('total'));

/** The rows of the page asked, `count` from `offset`. */
const pageOf = (
  db: Kysely<Database>,
  filters: Filters,
  query: Pick<CustomerSearchQuery, 'sort' | 'order'>,
  limit: number,
  offset: number,
) =>
  rowsOf(db, filters, branchesOf(filters), {
    sort: query.sort,
    order: query.order,
    reach: sql<number>`${limit}::int + ${offset}::int`,
  })
    .limit(limit)
    .offset(offset);

/** The search's page as it runs (tests read its plan). */
export const memberPage = (db: Kysely<Database>, query: CustomerSearchQuery) =>
  pageOf(db, filterValues(query), query, query.count, (query.page - 1) * query.count);

/** The search's count up to `cap + 1`, which never depends on the sort. */
export const memberCount = (db: Kysely<Database>, query: CustomerSearchQuery, cap = MEMBER_COUNT_CAP) =>
  countOf(db, filterValues(query), cap);

/** The search's statements, page (perhaps carrying its count) and capped count, each built and compiled once per shape. */
export const memberSearchStatements = (
  db: Kysely<Database>,
  query: CustomerSearchQuery,
): SearchStatements => {
  const filters = filterValues(query);
  const { page, count } = query;
  // Free text alone is all index ranges: one plan per shape fits every text (genericPlan).
  const prepared = freeTextAlone(query) ? genericPlan : (statement: CompiledQuery) => statement;
  return {
    page: (andCount) =>
      prepared(
        compiledOnce(
          db,
          `customers.page ${query.sort} ${query.order} ${andCount}`,
          { ...filters, limit: count, offset: (page - 1) * count },
          ({ limit, offset, ...values }) => {
            const rows = pageOf(db, values as Filters, query, limit, offset);
            return andCount ? withCount(rows, countOf(db, values as Filters, MEMBER_COUNT_CAP)) : rows;
          },
        ),
      ),
    count: prepared(
      compiledOnce(db, 'customers.count', filters, (values) => countOf(db, values, MEMBER_COUNT_CAP)),
    ),
  };
};

/**
 * Spec point 3, Customer search: one page and its capped count, in one statement (compiledSearch).
 * Free text alone runs its prepared statements by their generic plan (genericPlan), which the
 * transaction asks for: plan_cache_mode set for the session would give every other query a
 * generic plan too, and LIKE's cannot use an index.
 */
export const searchCustomers = (
  db: Kysely<Database>,
  query: CustomerSearchQuery,
): Promise<CustomerSearchResult> => {
  const statements = memberSearchStatements(db, query);
  if (!freeTextAlone(query)) return compiledSearch(db, statements, query, MEMBER_COUNT_CAP, toSearchRow);
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL plan_cache_mode = force_generic_plan`.execute(trx);
    return compiledSearch(trx, statements, query, MEMBER_COUNT_CAP, toSearchRow);
  });
};

/**
 * The members the search matches, in its order, `batch` rows at a time up to `limit`: each
 * batch starts after the last row of the one before (keyset), so no batch rescans the rows
 * already sent as OFFSET would. Without a sort, free text read several ways lists its
 * readings one after the other, each in its own order, as the page does.
 */
export async function* exportCustomers(
  db: Kysely<Database>,
  query: CustomerSearchQuery,
  { limit, batch = 1000 }: { limit: number; batch?: number },
): AsyncGenerator<CustomerSearchRow[]> {
  const filters = filterValues(query);
  const branches = branchesOf(filters);
  const runs = query.sort ? [branches] : branches.map((branch) => [branch]);
  let sent = 0;
  for (const run of runs) {
    let after: Cursor | undefined;
    while (sent < limit) {
      const size = Math.min(batch, limit - sent);
      const rows = await rowsOf(db, filters, run, { ...query, after, cursor: true, reach: size })
        .limit(size)
        .execute();
      if (!rows.length) break;
      yield rows.map(toSearchRow);
      sent += rows.length;
      const last = rows[rows.length - 1];
      after = { keys: [0, 1].map((k) => last[cursorName(k)]), id: String(last.id) };
    }
  }
}

/** Whether more than `cap` members match the query's filters. */
export const matchesMoreThan = async (db: Kysely<Database>, query: CustomerSearchQuery, cap: number) =>
  Number((await memberCount(db, query, cap).executeTakeFirstOrThrow()).total) > cap;

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
