import { sql, type Kysely } from 'kysely';
import type { TicketSearchQuery } from '../../../src/domain/tickets/ticketSearchQuery.ts';
import { dayEnd, dayStart } from '../../../src/domain/validation.ts';
import type { QueryValues } from '../../db/compiledOnce.ts';
import type { Database } from '../../db/schema.ts';
import { escapeLike } from '../likePrefix.ts';
import { searchRowText } from './rows.ts';

/**
 * Spec point 3, Ticket search: the queries of one search, built from its values alone so that
 * compiledOnce can build each shape once (tickets.ts).
 */

type ListName = 'status' | 'categories' | 'vehicles';

/**
 * The search's values for compiledOnce: each filter by name, each item of a list as `name.i`,
 * the days as the instants they start and end at, the keyword as the LIKE pattern it is. Closed
 * tickets hidden, the sort and the order are the query's shape, not values.
 */
export const ticketQueryValues = (q: TicketSearchQuery): QueryValues => {
  const values: QueryValues = {};
  for (const name of [
    'ticketId',
    'staff',
    'customer',
    'customerNumber',
    'department',
    'source',
    'priority',
  ] as const) {
    const value = q[name];
    if (value) values[name] = value;
  }
  for (const name of ['status', 'categories', 'vehicles'] as const)
    q[name]?.forEach((item, i) => (values[`${name}.${i}`] = item));
  if (q.from) values.from = dayStart(q.from)!.toISOString();
  if (q.to) values.to = dayEnd(q.to)!.toISOString();
  if (q.keyword) values.keyword = `%${escapeLike(q.keyword.toLowerCase())}%`;
  return values;
};

/** The items of list `name` in `values`, in their order. */
export const listOf = (values: QueryValues, name: ListName) => {
  const items: (string | number)[] = [];
  for (let i = 0; `${name}.${i}` in values; i++) items.push(values[`${name}.${i}`]);
  return items;
};

/** `values` without list `name` (and without the names in `also`). */
export const without = (values: QueryValues, names: ListName[], also: string[] = []) =>
  Object.fromEntries(
    Object.entries(values).filter(
      ([key]) => !also.includes(key) && !names.some((name) => key.startsWith(`${name}.`)),
    ),
  );

type LinkTable = 'ticket_categories' | 'ticket_vehicles' | 'ticket_customers';

/**
 * Tickets with a row in `link` whose `column` holds one of `items`: a semi-join, so a ticket
 * linked twice is still listed once (migrations 001 and 002 index each link from that column).
 */
const linkedTo = <T extends LinkTable>(link: T, column: keyof Database[T] & string, items: unknown[]) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${sql.table(link)} AS link WHERE link.ticket_id = tickets.id AND ${sql.ref(`link.${column}`)} IN (${sql.join(items)}))`;

/**
 * Tickets whose subject and details, or one of whose notes, hold the keyword: two lookups in
 * the trigram indexes of migration 170 (their expressions verbatim), joined by UNION.
 */
const holdsKeyword = (pattern: string | number) =>
  sql<boolean>`tickets.id IN (SELECT id FROM tickets WHERE lower(subject || ' ' || coalesce(details, '')) LIKE ${pattern} UNION SELECT ticket_id FROM ticket_notes WHERE lower(note) LIKE ${pattern})`;

/** Tickets of the member with this customer number (customers' unique number, ticket_customers_customer). */
const heldByMemberNumbered = (customerNumber: string | number) =>
  sql<boolean>`tickets.id IN (SELECT link.ticket_id FROM ticket_customers AS link JOIN customers AS c ON c.id = link.customer_id WHERE c.customer_number = ${customerNumber})`;

/** Every filter narrows; lists match any of their values. */
export const filtered = (db: Kysely<Database>, v: QueryValues, hideClosed: boolean) => {
  let base = db.selectFrom('tickets');
  if (v.ticketId) base = base.where('tickets.id', '=', Number(v.ticketId));
  if (v.staff) base = base.where('tickets.staff_id', '=', Number(v.staff));
  if (v.department) base = base.where('tickets.department', '=', String(v.department));
  if (v.source) base = base.where('tickets.source', '=', String(v.source));
  if (v.priority) base = base.where('tickets.priority', '=', String(v.priority));
  const status = listOf(v, 'status');
  if (status.length) base = base.where('tickets.status', 'in', status.map(String));
  // A literal, not a parameter, so the planner can match the partial index tickets_open_created.
  if (hideClosed) base = base.where(sql<boolean>`tickets.status <> 'Closed'`);
  // The instants as strings (compiledOnce carries values as given), typed by the comparison.
  if (v.from) base = base.where('tickets.created_at', '>=', sql<Date>`${v.from}`);
  if (v.to) base = base.where('tickets.created_at', '<', sql<Date>`${v.to}`);
  const categories = listOf(v, 'categories');
  if (categories.length) base = base.where(linkedTo('ticket_categories', 'category_value', categories));
  const vehicles = listOf(v, 'vehicles');
  if (vehicles.length) base = base.where(linkedTo('ticket_vehicles', 'vin', vehicles));
  if (v.customer) base = base.where(linkedTo('ticket_customers', 'customer_id', [v.customer]));
  if (v.customerNumber) base = base.where(heldByMemberNumbered(v.customerNumber));
  if (v.keyword) base = base.where(holdsKeyword(v.keyword));
  return base;
};

type Order = Pick<TicketSearchQuery, 'sort' | 'order'>;

/**
 * A status's place in a ticket's life (migration 101): the expression of the status sort's
 * indexes, verbatim, so that they serve it.
 */
export const STATUS_RANK = sql<number>`ticket_status_rank(tickets.status)`;

/**
 * The search's order: newest first unless `sort` says otherwise, each order read from an
 * index (tickets_created or its open-ticket, status and staff twins for the creation time, the
 * primary key for the id, tickets_status_sort or its open twin for the status), ties broken
 * by id. Sorted by status with one status asked, every row has the same rank: the creation
 * order alone is the same order, and tickets_status_created serves it with the filter.
 */
export const ordered = (
  db: Kysely<Database>,
  v: QueryValues,
  hideClosed: boolean,
  { sort, order }: Order,
) => {
  const direction = order === 'ASC' ? 'asc' : 'desc';
  const rows = filtered(db, v, hideClosed).select(searchRowText);
  if (sort === 'id') return rows.orderBy('tickets.id', direction);
  const byStatus = sort === 'status' && listOf(v, 'status').length !== 1;
  return (byStatus ? rows.orderBy(STATUS_RANK, direction) : rows)
    .orderBy('tickets.created_at', direction)
    .orderBy('tickets.id', direction);
};

/**
 * The status filters (a status, closed hidden) on a category link's copy of its ticket's
 * status (migration 093); TRUE when there are none. Closed is a literal, so the planner can
 * match the partial index ticket_categories_open_created.
 */
export const linkStatusIs = (
  column: 'one.ticket_status' | 'ticket_status',
  status: (string | number)[],
  hideClosed: boolean,
) =>
  sql<boolean>`${sql.join(
    [
      sql<boolean>`TRUE`,
      ...(status.length ? [sql<boolean>`${sql.ref(column)} IN (${sql.join(status)})`] : []),
      ...(hideClosed ? [sql<boolean>`${sql.ref(column)} <> 'Closed'`] : []),
    ],
    sql` AND `,
  )}`;

/**
 * A search by one category in creation order: that category's links read in the order of one
 * index (ticket_categories_created, or with a status ticket_categories_status_created, or with
 * closed tickets hidden ticket_categories_open_created), each joined to its ticket, the other
 * filters checked on the way. Walking tickets_created instead probes every ticket's categories
 * until a page is found: 8,000 probes for a category one ticket in 300 holds.
 */
export const orderedByOneCategory = (
  db: Kysely<Database>,
  v: QueryValues,
  hideClosed: boolean,
  { order }: Order,
) => {
  const direction = order === 'ASC' ? 'asc' : 'desc';
  return filtered(db, without(v, ['categories', 'status']), false)
    .innerJoin('ticket_categories as one', 'one.ticket_id', 'tickets.id')
    .where('one.category_value', '=', Number(v['categories.0']))
    .where(linkStatusIs('one.ticket_status', listOf(v, 'status'), hideClosed))
    .select(searchRowText)
    .orderBy('one.ticket_created_at', direction)
    .orderBy('one.ticket_id', direction);
};
