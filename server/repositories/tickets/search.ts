import { sql, type Kysely } from 'kysely';
import { TICKET_COUNT_CAP, type TicketSearchQuery } from '../../../src/domain/tickets/ticketSearchQuery.ts';
import type { Paginated } from '../../../src/domain/pagination.ts';
import type { Ticket, TicketSearchRow } from '../../../src/domain/tickets/tickets.ts';
import { compiledOnce, type QueryValues } from '../../db/compiledOnce.ts';
import type { Database } from '../../db/schema.ts';
import {
  cappedCount,
  cappedCountQuery,
  compiledSearch,
  withCount,
  type SearchStatements,
} from '../pagedSearch.ts';
import {
  filtered,
  linkStatusIs,
  listOf,
  ordered,
  orderedByOneCategory,
  STATUS_RANK,
  ticketQueryValues,
  without,
} from './filters.ts';
import { searchRowOf, searchRowText } from './rows.ts';

/**
 * The count of a search by categories, perhaps with the status filters, read from the links'
 * indexes (ticket_categories_status_created and its open twin, migration 093) without visiting
 * a ticket: each link names an existing ticket, and a ticket holds a category once, so one
 * category needs no DISTINCT (which hashed 10,000 ids: 12 ms for a common category).
 */
const linkedTicketCount = (db: Kysely<Database>, v: QueryValues, hideClosed: boolean) => {
  const categories = listOf(v, 'categories');
  const links = db
    .selectFrom('ticket_categories')
    .where('category_value', 'in', categories.map(Number))
    .where(linkStatusIs('ticket_status', listOf(v, 'status'), hideClosed));
  const matches = categories.length === 1 ? links.select('ticket_id') : links.select('ticket_id').distinct();
  return db
    .selectFrom(matches.limit(TICKET_COUNT_CAP + 1).as('matches'))
    .select((eb) => eb.fn.countAll<string>().as('total'));
};

/** Whether the search filters by categories and perhaps the status filters, and nothing else. */
const byCategoriesAlone = (v: QueryValues) =>
  'categories.0' in v && Object.keys(without(v, ['categories', 'status'])).length === 0;

/**
 * The search's statements, page (perhaps carrying its count) and capped count, each built and
 * compiled once per shape (compiledOnce: building and compiling them was a tenth of a search's
 * time in the server).
 */
const ticketSearchStatements = (db: Kysely<Database>, query: TicketSearchQuery): SearchStatements => {
  const values = ticketQueryValues(query);
  const hideClosed = query.hideClosedTickets === 'true';
  // The category's links are in creation order only.
  const oneCategory =
    listOf(values, 'categories').length === 1 && (query.sort ?? 'createDateTime') === 'createDateTime';
  const shape = `tickets ${query.sort} ${query.order} ${hideClosed} ${oneCategory}`;
  const counted = (v: QueryValues) =>
    byCategoriesAlone(v)
      ? linkedTicketCount(db, v, hideClosed)
      : cappedCountQuery(db, filtered(db, v, hideClosed), TICKET_COUNT_CAP);
  const rows = (v: QueryValues) => (oneCategory ? orderedByOneCategory : ordered)(db, v, hideClosed, query);
  const pageValues = { ...values, limit: query.count, offset: (query.page - 1) * query.count };
  return {
    page: (andCount) =>
      compiledOnce(db, `${shape} page ${andCount}`, pageValues, ({ limit, offset, ...v }) =>
        (andCount ? withCount(rows(v), counted(v)) : rows(v)).limit(limit).offset(offset),
      ),
    count: compiledOnce(db, `${shape} count`, values, counted),
  };
};

/**
 * Spec point 3, Ticket search: one page in the asked order, each row read by `toItem` from the
 * JSON its ticket keeps (migration 094), with the count capped at TICKET_COUNT_CAP unless the
 * page tells it. A broad filter (a status, closed hidden) stays broad: its count past the cap
 * is remembered.
 */
const ticketPage = <Item>(
  db: Kysely<Database>,
  query: TicketSearchQuery,
  toItem: (row: { search_row: string }) => Item,
): Promise<Paginated<Item>> =>
  compiledSearch(db, ticketSearchStatements(db, query), query, TICKET_COUNT_CAP, toItem);

/** The search's page with each row as the JSON text the answer carries, unparsed (pageJson). */
export const searchTicketsJson = (db: Kysely<Database>, query: TicketSearchQuery) =>
  ticketPage(db, query, (row) => row.search_row);

/** The search's page with each row as an object. */
export const searchTickets = (db: Kysely<Database>, query: TicketSearchQuery) =>
  ticketPage(db, query, searchRowOf);

export const ticketMatchesMoreThan = async (db: Kysely<Database>, query: TicketSearchQuery, cap: number) =>
  (await cappedCount(db, filtered(db, ticketQueryValues(query), query.hideClosedTickets === 'true'), cap)) >
  cap;

/**
 * Every match in the search's order, `batch` rows at a time up to `limit`, each batch after
 * the last row of the one before (keyset, so the file costs the same at its end as at its
 * start).
 */
export async function* exportTickets(
  db: Kysely<Database>,
  query: TicketSearchQuery,
  { limit, batch = 1000 }: { limit: number; batch?: number },
): AsyncGenerator<TicketSearchRow[]> {
  const after = query.order === 'ASC' ? sql.raw('>') : sql.raw('<');
  const values = ticketQueryValues(query);
  const hideClosed = query.hideClosedTickets === 'true';
  let last: { id: number; created_at: Date | string; status_rank: number } | undefined;
  for (let sent = 0; sent < limit;) {
    let page = ordered(db, values, hideClosed, query).select([
      'tickets.id',
      'tickets.created_at',
      STATUS_RANK.as('status_rank'),
    ]);
    if (last) {
      const { id, created_at, status_rank } = last;
      const created = new Date(created_at);
      page = page.where(
        query.sort === 'id'
          ? sql<boolean>`tickets.id ${after} ${id}`
          : query.sort === 'status'
            ? sql<boolean>`(${STATUS_RANK}, tickets.created_at, tickets.id) ${after} (${status_rank}, ${created}, ${id})`
            : sql<boolean>`(tickets.created_at, tickets.id) ${after} (${created}, ${id})`,
      );
    }
    const rows = await page.limit(Math.min(batch, limit - sent)).execute();
    if (!rows.length) return;
    yield rows.map(searchRowOf);
    sent += rows.length;
    last = rows[rows.length - 1];
  }
}

/**
 * Spec point 3, Ticket: the row with its details and notes, newest note first, each with its
 * author joined (one request for the screen); undefined if unknown.
 */
export async function getTicket(db: Kysely<Database>, id: number): Promise<Ticket | undefined> {
  const [ticket, notes, files] = await Promise.all([
    db
      .selectFrom('tickets')
      .select([searchRowText, 'tickets.details', 'tickets.version'])
      .where('tickets.id', '=', id)
      .executeTakeFirst(),
    db
      .selectFrom('ticket_notes as n')
      .leftJoin('staffs as s', 's.id', 'n.created_by')
      .select([
        'n.id',
        'n.note',
        'n.created_at',
        's.id as author_id',
        's.first_name',
        's.last_name',
        's.role',
      ])
      .where('n.ticket_id', '=', id)
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .execute(),
    db
      .selectFrom('ticket_files as tf')
      .innerJoin('files', 'files.id', 'tf.file_id')
      .select(['files.id', 'files.file_name', 'files.file_location', 'tf.file_description'])
      .where('tf.ticket_id', '=', id)
      .orderBy('files.id')
      .execute(),
  ]);
  if (!ticket) return undefined;
  return {
    ...searchRowOf(ticket),
    details: ticket.details,
    notes: notes.map((n) => ({
      id: n.id,
      note: n.note,
      createDateTime: new Date(n.created_at).toISOString(),
      createdBy:
        n.author_id === null
          ? null
          : { id: n.author_id, firstName: n.first_name!, lastName: n.last_name!, role: n.role! },
    })),
    files: files.map((f) => ({
      id: f.id,
      fileName: f.file_name,
      fileLocation: f.file_location,
      fileDescription: f.file_description,
    })),
    version: ticket.version,
  };
}
