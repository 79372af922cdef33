import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { INTERRUPTED_AFTER_MS } from '../../src/domain/imports/importValues.ts';
import {
  UNREAD_CAP,
  type Notification,
  type NotificationKind,
  type NotificationList,
  type NotificationParams,
} from '../../src/domain/notifications/notification.ts';
import type { Database, NotificationsTable } from '../db/schema.ts';
import { HttpError } from '../http/httpError.ts';
import { announce } from '../liveEvents/liveEventHub.ts';
import { recordAudit, updateVersioned, type Actor } from './audit.ts';
import { cappedCount, pagedSearch } from './pagedSearch.ts';

/** Spec 1 Notifications: each staff member's notifications (migration 128). */

type Db = Kysely<Database> | Transaction<Database>;

export interface NewNotification {
  staffId: number;
  kind: NotificationKind;
  reference: string | number;
  params: NotificationParams;
  /** When it is seen; now unless the event lands later (a command's failure). */
  at?: Date;
}

/**
 * Stores notifications in the caller's transaction, so they stand or fall with their event, and
 * tells each one's bell once it is committed and its time has come (docs/architecture.md, Live events).
 */
export async function notify(trx: Db, rows: readonly NewNotification[]) {
  if (!rows.length) return;
  await trx
    .insertInto('notifications')
    .values(
      rows.map(({ staffId, kind, reference, params, at }) => ({
        staff_id: staffId,
        kind,
        reference: String(reference),
        params: JSON.stringify(params),
        ...(at ? { created_at: at } : {}),
      })),
    )
    .execute();
  for (const { staffId, at } of rows) announce({ topic: 'notifications', staffId }, at);
}

/**
 * A ticket given to `assignee` (a new ticket, or another assignee than `before`): told unless
 * nobody is assigned, nothing changed, or the person assigned it to themselves.
 */
export async function notifyTicketAssigned(
  trx: Db,
  ticket: { id: number; subject: string },
  { assignee, before = null, actor }: { assignee: number | null; before?: number | null; actor: Actor },
) {
  if (assignee === null || assignee === before || assignee === actor.staffId) return;
  await notify(trx, [
    {
      staffId: assignee,
      kind: 'ticketAssigned',
      reference: ticket.id,
      params: { ticketId: ticket.id, subject: ticket.subject, assignedBy: actor.name },
    },
  ]);
}

/**
 * What has no event to write it, made when its reader's list is read, once (notifications_once):
 * an import of theirs whose heartbeat aged (spec 4 reads it Interrupted), and a member's alert
 * expiring today in its own time zone, for whoever set it — the alert keeps only a name, so the
 * setter is the staff member of its last `alert.add` audit entry.
 */
async function makeDue(db: Kysely<Database>, staffId: number, now: Date) {
  const stale = new Date(now.getTime() - INTERRUPTED_AFTER_MS);
  await sql`
    INSERT INTO notifications (staff_id, kind, reference, params, created_at)
    SELECT staff_id, 'importInterrupted', id::text,
           jsonb_build_object('importId', id::text, 'fileName', coalesce(file_name, '')), ${now}::timestamptz
    FROM mass_imports
    WHERE staff_id = ${staffId} AND status = 'inProgress' AND heartbeat_at < ${stale}::timestamptz
    ON CONFLICT DO NOTHING`.execute(db);
  await sql`
    INSERT INTO notifications (staff_id, kind, reference, params, created_at)
    SELECT ${staffId}::integer, 'alertExpiring', a.customer_id::text,
           jsonb_build_object(
             'customerId', a.customer_id::text,
             'memberName', c.first_name || ' ' || c.last_name,
             'expiryDate', a.expiry_date::text),
           ${now}::timestamptz
    FROM customer_alerts a
    JOIN customers c ON c.id = a.customer_id
    WHERE a.expiry_date BETWEEN (${now}::timestamptz - interval '1 day')::date
                            AND (${now}::timestamptz + interval '1 day')::date
      AND a.expiry_date = (${now}::timestamptz AT TIME ZONE a.time_zone)::date
      AND a.expires_at > ${now}::timestamptz
      AND (SELECT e.actor_staff_id FROM audit_entries e
           WHERE e.entity = 'customers' AND e.record_id = a.customer_id::text AND e.action = 'alert.add'
           ORDER BY e.at DESC, e.id DESC LIMIT 1) = ${staffId}
    ON CONFLICT DO NOTHING`.execute(db);
}

const toNotification = (row: Selectable<NotificationsTable>): Notification => ({
  id: String(row.id),
  kind: row.kind,
  reference: row.reference,
  params: row.params,
  createdAt: new Date(row.created_at).toISOString(),
  readAt: row.read_at === null ? null : new Date(row.read_at).toISOString(),
  version: row.version,
});

/** The staff member's notifications seen by `now` (a failed command's once it has failed). */
const mine = (db: Db, staffId: number, now: Date) =>
  db.selectFrom('notifications').where('staff_id', '=', staffId).where('created_at', '<=', now);

/** GET /notifications: newest first (notifications_staff), a page, and the unread count up to the cap. */
export async function listNotifications(
  db: Kysely<Database>,
  staffId: number,
  now: Date,
  paging: { page: number; count: number },
): Promise<NotificationList> {
  await makeDue(db, staffId, now);
  const ordered = mine(db, staffId, now).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  const [list, unread] = await Promise.all([
    pagedSearch(db, mine(db, staffId, now), ordered, paging, (rows) => rows.map(toNotification)),
    cappedCount(db, mine(db, staffId, now).where('read_at', 'is', null), UNREAD_CAP),
  ]);
  return { ...list, unreadCount: Math.min(unread, UNREAD_CAP), unreadCapped: unread > UNREAD_CAP };
}

/**
 * POST /notifications/{id}/read from the copy at `version` (412 when stale). Another staff
 * member's is missing to this one (404), never refused: its existence is not theirs to know.
 */
export async function markRead(
  db: Kysely<Database>,
  {
    staffId,
    id,
    version,
    actor,
    now,
  }: { staffId: number; id: string; version: number; actor: Actor; now: Date },
): Promise<Notification> {
  return db.transaction().execute(async (trx) => {
    const own = await mine(trx, staffId, now)
      .select(['id', 'read_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!own) throw new HttpError(404, 'error.notFound', `You have no notification ${id}`);
    const row = await updateVersioned(trx, {
      table: 'notifications',
      entity: 'notifications',
      id,
      version,
      // Read once: marking a read one again keeps the first reading and writes nothing.
      set: { read_at: own.read_at ?? now },
      actor,
      action: 'notification.read',
    });
    return toNotification(row);
  });
}

/** POST /notifications/read: every unread one of the staff member's, one audit entry for all. */
export async function markAllRead(
  db: Kysely<Database>,
  { staffId, actor, now }: { staffId: number; actor: Actor; now: Date },
): Promise<{ marked: number }> {
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('notifications')
      .set({ read_at: now, version: sql<number>`version + 1` })
      .where('staff_id', '=', staffId)
      .where('created_at', '<=', now)
      .where('read_at', 'is', null)
      .returning('id')
      .execute();
    if (marked.length)
      await recordAudit(trx, actor, {
        entity: 'notifications',
        recordId: staffId,
        action: 'notification.readAll',
        before: null,
        after: { ids: marked.map((row) => String(row.id)) },
      });
    return { marked: marked.length };
  });
}
