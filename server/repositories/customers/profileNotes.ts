import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Paginated } from '../../../src/domain/pagination.ts';
import {
  mayChangeNote,
  NOT_NOTE_AUTHOR,
  type ProfileNote,
} from '../../../src/domain/customers/profileNotes.ts';
import type { Database, ProfileNotesTable } from '../../db/schema.ts';
import { HttpError } from '../../http/httpError.ts';
import { recordAudit, staleRecord, type Actor } from '../audit.ts';
import { pagedSearch } from '../pagedSearch.ts';

/**
 * A member's profile notes (spec points 3 and 7). Every write is recorded under the member
 * (entity `customers`), so the member's Activity Log shows notes added, edited and deleted
 * beside the changes to the profile itself.
 */

const noteColumns = [
  'id',
  'customer_id',
  'note',
  'version',
  'created_at',
  'created_by',
  'created_by_staff_id',
  'updated_at',
  'updated_by',
] as const;
type NoteRow = Pick<Selectable<ProfileNotesTable>, (typeof noteColumns)[number]>;

/** Who reads or writes the notes: their staff id (a note's author) and their roles. */
export interface NoteCaller {
  staffId: number | null;
  roles: readonly string[];
}

const isAuthor = (row: NoteRow, caller: NoteCaller) =>
  caller.staffId !== null && row.created_by_staff_id === caller.staffId;

const toProfileNote = (row: NoteRow, caller: NoteCaller): ProfileNote => ({
  id: Number(row.id),
  customerId: Number(row.customer_id),
  note: row.note,
  createdBy: row.created_by,
  createDateTime: new Date(row.created_at).toISOString(),
  updatedBy: row.updated_by,
  updateDateTime: row.updated_at ? new Date(row.updated_at).toISOString() : null,
  version: row.version,
  mayChange: mayChangeNote(caller.roles, isAuthor(row, caller)),
});

const memberNotFound = (customerId: string) =>
  new HttpError(404, 'error.notFound', `No member has id ${customerId}`);

/** The member's notes, newest first, in the order of the index profile_notes_customer. */
export async function listProfileNotes(
  db: Kysely<Database>,
  customerId: string,
  page: { page: number; count: number },
  caller: NoteCaller,
): Promise<Paginated<ProfileNote>> {
  const member = await db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!member) throw memberNotFound(customerId);
  const matches = db.selectFrom('profile_notes').where('customer_id', '=', customerId);
  const ordered = matches.select(noteColumns).orderBy('created_at', 'desc').orderBy('id', 'desc');
  return pagedSearch(db, matches, ordered, page, (rows) => rows.map((row) => toProfileNote(row, caller)));
}

/** Adds a note written by `actor`; the member must exist (404 otherwise). */
export const addProfileNote = (
  db: Kysely<Database>,
  customerId: string,
  note: string,
  actor: Actor,
  roles: readonly string[],
) =>
  db.transaction().execute(async (trx) => {
    // INSERT … SELECT: no member, no row, and no window between a check and the insert.
    const row = await trx
      .insertInto('profile_notes')
      .columns(['customer_id', 'note', 'created_by_staff_id', 'created_by'])
      .expression((eb) =>
        eb
          .selectFrom('customers')
          .select([
            'id',
            sql<string>`${note}::text`.as('note'),
            sql<number | null>`${actor.staffId}::int`.as('created_by_staff_id'),
            sql<string>`${actor.name}::text`.as('created_by'),
          ])
          .where('id', '=', customerId),
      )
      .returning(noteColumns)
      .executeTakeFirst();
    if (!row) throw memberNotFound(customerId);
    await recordAudit(trx, actor, {
      entity: 'customers',
      recordId: customerId,
      action: 'profileNote.add',
      before: null,
      after: { note },
    });
    return toProfileNote(row, { staffId: actor.staffId, roles });
  });

/**
 * The member's note, locked for this transaction, at the version the writer last read:
 * 404 when the member has no such note, 403 when the writer may not change it (spec 6: its
 * author, SYSADM or MGMT), 412 when someone changed it since.
 */
async function lockedNote(
  trx: Transaction<Database>,
  { customerId, noteId, version, actor, roles }: NoteWrite,
) {
  const row = await trx
    .selectFrom('profile_notes')
    .select(noteColumns)
    .where('id', '=', noteId)
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'error.notFound', `Member ${customerId} has no note ${noteId}`);
  if (!mayChangeNote(roles, isAuthor(row, { staffId: actor.staffId, roles })))
    throw new HttpError(403, NOT_NOTE_AUTHOR, 'Only its author, SYSADM or MGMT may change or delete a note');
  if (row.version !== version) {
    throw await staleRecord(trx, {
      entity: 'customers',
      recordId: customerId,
      actions: ['profileNote.add', 'profileNote.update'],
      message: `Note ${noteId} is at version ${row.version}, not ${version}`,
    });
  }
  return row;
}

interface NoteWrite {
  customerId: string;
  noteId: string;
  /** The version the writer last read (If-Match). */
  version: number;
  actor: Actor;
  roles: readonly string[];
}

/** Changes a note's text; the same text changes nothing and records nothing. */
export const updateProfileNote = (db: Kysely<Database>, write: NoteWrite, note: string) =>
  db.transaction().execute(async (trx) => {
    const { customerId, noteId, actor, roles } = write;
    const caller = { staffId: actor.staffId, roles };
    const current = await lockedNote(trx, write);
    if (current.note === note) return toProfileNote(current, caller);
    const row = await trx
      .updateTable('profile_notes')
      .set({ note, version: sql`version + 1`, updated_at: new Date(), updated_by: actor.name })
      .where('id', '=', noteId)
      .returning(noteColumns)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      entity: 'customers',
      recordId: customerId,
      action: 'profileNote.update',
      before: { note: current.note },
      after: { note },
    });
    return toProfileNote(row, caller);
  });

/** Deletes a note; the Activity Log keeps what it said. */
export const deleteProfileNote = (db: Kysely<Database>, write: NoteWrite) =>
  db.transaction().execute(async (trx) => {
    const { customerId, noteId, actor } = write;
    const current = await lockedNote(trx, write);
    await trx.deleteFrom('profile_notes').where('id', '=', noteId).execute();
    await recordAudit(trx, actor, {
      entity: 'customers',
      recordId: customerId,
      action: 'profileNote.delete',
      before: { note: current.note },
      after: null,
    });
  });
