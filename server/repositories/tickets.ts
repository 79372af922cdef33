import { sql, type Kysely } from 'kysely';
import {
  dayEnd,
  dayStart,
  type TicketSearchQuery,
  type TicketSearchResult,
} from '../../src/domain/ticketSearchQuery.ts';
import type { Ticket } from '../../src/domain/tickets.ts';
import type { Database } from '../db/schema.ts';
import { pagedSearch } from './pagedSearch.ts';
import { ticketColumns, withRelations } from './ticketRows.ts';

type LinkTable = 'ticket_categories' | 'ticket_vehicles' | 'ticket_customers';

/**
 * Tickets with a row in `link` whose `column` holds one of `values`: a semi-join, so a ticket
 * linked twice is still listed once (migrations 001 and 002 index each link from that column).
 */
const linkedTo = <T extends LinkTable>(
  link: T,
  column: keyof Database[T] & string,
  values: readonly unknown[],
) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${sql.table(link)} AS link WHERE link.ticket_id = tickets.id AND ${sql.ref(`link.${column}`)} IN (${sql.join(values)}))`;

/** Spec point 3, Ticket search: every filter narrows; lists match any of their values. */
const filtered = (db: Kysely<Database>, q: TicketSearchQuery) => {
  let base = db.selectFrom('tickets');
  if (q.ticketId) base = base.where('tickets.id', '=', q.ticketId);
  if (q.staff) base = base.where('tickets.staff_id', '=', q.staff);
  if (q.department) base = base.where('tickets.department', '=', q.department);
  if (q.source) base = base.where('tickets.source', '=', q.source);
  if (q.priority) base = base.where('tickets.priority', '=', q.priority);
  if (q.status) base = base.where('tickets.status', 'in', q.status);
  // A literal, not a parameter, so the planner can match the partial index tickets_open_created.
  if (q.hideClosedTickets === 'true') base = base.where(sql<boolean>`tickets.status <> 'Closed'`);
  if (q.from) base = base.where('tickets.created_at', '>=', dayStart(q.from)!);
  if (q.to) base = base.where('tickets.created_at', '<', dayEnd(q.to)!);
  if (q.categories) base = base.where(linkedTo('ticket_categories', 'category_value', q.categories));
  if (q.vehicles) base = base.where(linkedTo('ticket_vehicles', 'vin', q.vehicles));
  if (q.customer) base = base.where(linkedTo('ticket_customers', 'customer_id', [q.customer]));
  return base;
};

/** Newest first, in the order of the index tickets_created (or its open-ticket and staff twins). */
export async function searchTickets(
  db: Kysely<Database>,
  query: TicketSearchQuery,
): Promise<TicketSearchResult> {
  const base = filtered(db, query);
  const ordered = base
    .select(ticketColumns)
    .orderBy('tickets.created_at', 'desc')
    .orderBy('tickets.id', 'desc');
  return pagedSearch(db, base, ordered, query, (rows) => withRelations(db, rows));
}

/** Spec point 3, Ticket: the row with its details and notes, newest note first; undefined if unknown. */
export async function getTicket(db: Kysely<Database>, id: number): Promise<Ticket | undefined> {
  const [ticket, notes] = await Promise.all([
    db.selectFrom('tickets').select(ticketColumns).select('details').where('id', '=', id).executeTakeFirst(),
    db
      .selectFrom('ticket_notes')
      .select(['id', 'note', 'created_at', 'created_by'])
      .where('ticket_id', '=', id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  if (!ticket) return undefined;
  const [row] = await withRelations(db, [ticket]);
  return {
    ...row,
    details: ticket.details,
    notes: notes.map((n) => ({
      id: n.id,
      note: n.note,
      createDateTime: new Date(n.created_at).toISOString(),
      createdBy: n.created_by,
    })),
  };
}
