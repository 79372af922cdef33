import type { Kysely } from 'kysely';
import type { Ticket } from '../../../src/domain/tickets.ts';
import type { Database } from '../../db/schema.ts';
import { ticketColumns, withRelations } from './ticketRows.ts';

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
