import type { InsertObject, Kysely, Transaction } from 'kysely';
import type { TicketSaveBody } from '../../../src/domain/tickets/ticketSave.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/httpError.ts';
import { recordAudit, updateVersioned, type Actor, type RelatedChange } from '../audit.ts';
import { notifyTicketAssigned } from '../notifications.ts';

type Trx = Transaction<Database>;

/** Who saves, as the audit trail names them and as the ticket's created_by/updated_by hold them (an e-mail). */
export interface TicketSaver {
  actor: Actor;
  email: string;
}

/** A ticket's links as its audit entry records them: sorted, so an unchanged set reads the same. */
interface TicketLinks {
  categories: number[];
  customers: string[];
  vehicles: string[];
  files: { id: number; fileDescription: string }[];
}

const byNumber = (a: number, b: number) => a - b;
const byBigint = (a: string, b: string) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);

const linksOf = (body: TicketLinks): TicketLinks => ({
  categories: [...body.categories].sort(byNumber),
  customers: [...body.customers].sort(byBigint),
  vehicles: [...body.vehicles].sort(),
  files: body.files
    .map((f) => ({ id: f.id, fileDescription: f.fileDescription }))
    .sort((a, b) => byNumber(a.id, b.id)),
});

const NO_LINKS: TicketLinks = { categories: [], customers: [], vehicles: [], files: [] };

/** The ticket row's own columns a save sets (spec point 3, Ticket). */
const columnsOf = (body: TicketSaveBody) => ({
  subject: body.subject,
  details: body.details ?? null,
  department: body.department,
  source: body.source ?? null,
  priority: body.priority,
  status: body.status,
  staff_id: body.staff ?? null,
});

/**
 * Links to members, cars, staff or files that do not exist are the sender's mistake: a 400
 * naming each field, never a foreign-key failure. The rows found are locked against deletion
 * (FOR KEY SHARE) until the save commits, so the check still holds when the links are written.
 */
async function checkReferences(trx: Trx, body: TicketSaveBody) {
  const fields: Record<string, string> = {};
  const missing = <T>(field: string, given: readonly T[], found: Set<T>, key: string) =>
    given.forEach((value, index) => {
      if (!found.has(value)) fields[`${field}.${index}`] = key;
    });
  if (body.customers.length) {
    const rows = await trx
      .selectFrom('customers')
      .select('id')
      .where('id', 'in', body.customers)
      .forKeyShare()
      .execute();
    const found = new Set(rows.map((r) => String(r.id)));
    missing('customers', body.customers, found, 'ticketApi.unknownCustomer');
  }
  if (body.vehicles.length) {
    const rows = await trx
      .selectFrom('cars')
      .select('vin')
      .where('vin', 'in', body.vehicles)
      .forKeyShare()
      .execute();
    missing('vehicles', body.vehicles, new Set(rows.map((r) => r.vin)), 'ticketApi.unknownVehicle');
  }
  if (body.staff != null) {
    const staff = await trx
      .selectFrom('staffs')
      .select('id')
      .where('id', '=', body.staff)
      .forKeyShare()
      .executeTakeFirst();
    if (!staff) fields.staff = 'ticketApi.unknownStaff';
  }
  if (body.files.length) {
    const rows = await trx
      .selectFrom('files')
      .select(['id', 'file_location'])
      .where(
        'id',
        'in',
        body.files.map((f) => f.id),
      )
      .forKeyShare()
      .execute();
    // A file is known by its row and the location that row handed out, not by a guessed id.
    const found = new Set(rows.map((r) => `${r.id} ${r.file_location}`));
    missing(
      'files',
      body.files.map((f) => `${f.id} ${f.fileLocation}`),
      found,
      'ticketApi.unknownFile',
    );
  }
  const names = Object.keys(fields);
  if (names.length)
    throw new HttpError(400, 'ticket.missingFields', `Unknown records in ${names.join(', ')}`, fields);
}

async function currentLinks(trx: Trx, ticketId: number): Promise<TicketLinks> {
  const [categories, customers, vehicles, files] = await Promise.all([
    trx.selectFrom('ticket_categories').select('category_value').where('ticket_id', '=', ticketId).execute(),
    trx.selectFrom('ticket_customers').select('customer_id').where('ticket_id', '=', ticketId).execute(),
    trx.selectFrom('ticket_vehicles').select('vin').where('ticket_id', '=', ticketId).execute(),
    trx
      .selectFrom('ticket_files')
      .select(['file_id', 'file_description'])
      .where('ticket_id', '=', ticketId)
      .execute(),
  ]);
  return linksOf({
    categories: categories.map((r) => r.category_value),
    customers: customers.map((r) => String(r.customer_id)),
    vehicles: vehicles.map((r) => r.vin),
    files: files.map((r) => ({ id: r.file_id, fileDescription: r.file_description })),
  });
}

type LinkTable = 'ticket_categories' | 'ticket_customers' | 'ticket_vehicles' | 'ticket_files';

/** A link table's writer: the ticket's rows in `table` replaced as a set, one row a value. */
const replaceLinks =
  <T extends LinkTable, V>(table: T, row: (ticketId: number, value: V) => InsertObject<Database, T>) =>
  async (trx: Trx, ticketId: number, values: readonly V[]) => {
    // Kysely cannot call `where` on a generic table name; every link table has ticket_id.
    await trx
      .deleteFrom(table as LinkTable)
      .where('ticket_id', '=', ticketId)
      .execute();
    if (values.length)
      await trx
        .insertInto(table)
        .values(values.map((value) => row(ticketId, value)))
        .execute();
  };

/** Each link table, replaced as a set when its list changed. */
const LINK_WRITERS: {
  [K in keyof TicketLinks]: (trx: Trx, ticketId: number, links: TicketLinks[K]) => Promise<unknown>;
} = {
  categories: replaceLinks('ticket_categories', (ticket_id, category_value: number) => ({
    ticket_id,
    category_value,
  })),
  customers: replaceLinks('ticket_customers', (ticket_id, customer_id: string) => ({
    ticket_id,
    customer_id,
  })),
  vehicles: replaceLinks('ticket_vehicles', (ticket_id, vin: string) => ({ ticket_id, vin })),
  files: replaceLinks('ticket_files', (ticket_id, file: TicketLinks['files'][number]) => ({
    ticket_id,
    file_id: file.id,
    file_description: file.fileDescription,
  })),
};

/**
 * Writes the links that differ from `stored` and the new notes (spec 7: only new notes are
 * sent, each by the signed-in staff member); answers what changed for the audit entry.
 */
async function saveLinksAndNotes(
  trx: Trx,
  ticketId: number,
  body: TicketSaveBody,
  stored: TicketLinks,
  authorStaffId: number | null,
): Promise<RelatedChange> {
  const wanted = linksOf(body);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const list of Object.keys(LINK_WRITERS) as (keyof TicketLinks)[]) {
    if (JSON.stringify(stored[list]) === JSON.stringify(wanted[list])) continue;
    await (LINK_WRITERS[list] as (trx: Trx, id: number, links: unknown) => Promise<unknown>)(
      trx,
      ticketId,
      wanted[list],
    );
    before[list] = stored[list];
    after[list] = wanted[list];
  }
  if (body.notes.length) {
    await trx
      .insertInto('ticket_notes')
      .values(body.notes.map(({ note }) => ({ ticket_id: ticketId, note, created_by: authorStaffId })))
      .execute();
    after.notesAdded = body.notes.map((n) => n.note);
  }
  return { before, after };
}

/** Spec points 3 and 7, POST /tickets: the ticket, its links, notes and audit entry in one transaction. */
export async function createTicket(
  db: Kysely<Database>,
  body: TicketSaveBody,
  { actor, email }: TicketSaver,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await checkReferences(trx, body);
    const columns = columnsOf(body);
    const { id } = await trx
      .insertInto('tickets')
      .values({ ...columns, created_by: email })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { after } = await saveLinksAndNotes(trx, id, body, NO_LINKS, actor.staffId);
    await notifyTicketAssigned(trx, { id, subject: body.subject }, { assignee: columns.staff_id, actor });
    await recordAudit(trx, actor, {
      entity: 'tickets',
      recordId: id,
      action: 'ticket.add',
      before: null,
      after: { ...columns, created_by: email, ...after },
    });
    return id;
  });
}

/**
 * Spec points 3, 4 and 7, PUT /tickets/{id}: the save made from `version` (another one → 412,
 * nothing written), the links replaced as sets, one audit entry for all of it. Any status
 * may follow any other (spec 4: a closed ticket can be re-opened).
 */
export async function updateTicket(
  db: Kysely<Database>,
  { id, version, body }: { id: number; version: number; body: TicketSaveBody },
  { actor, email }: TicketSaver,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let assignedBefore: number | null = null;
    await updateVersioned(trx, {
      table: 'tickets',
      entity: 'tickets',
      id,
      version,
      set: { ...columnsOf(body), updated_at: new Date(), updated_by: email },
      actor,
      action: 'ticket.update',
      related: async () => {
        // Read once the row is locked and its version has passed: the assignee this save replaces.
        ({ staff_id: assignedBefore } = await trx
          .selectFrom('tickets')
          .select('staff_id')
          .where('id', '=', id)
          .executeTakeFirstOrThrow());
        await checkReferences(trx, body);
        return saveLinksAndNotes(trx, id, body, await currentLinks(trx, id), actor.staffId);
      },
    });
    await notifyTicketAssigned(
      trx,
      { id, subject: body.subject },
      { assignee: body.staff ?? null, before: assignedBefore, actor },
    );
  });
}
