import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Entity } from '../../src/domain/entities.ts';
import type { Paginated } from '../../src/domain/pagination.ts';
import type { AuditEntry } from '../../src/domain/audit.ts';
import type { AuditEntriesTable, Database } from '../db/schema.ts';
import { HttpError } from '../http/httpError.ts';
import { pagedSearch } from './pagedSearch.ts';

/** Who made a change, as the audit trail names them (docs/architecture.md, Writes). */
export interface Actor {
  staffId: number | null;
  name: string;
}

/** What the trail files a change under: an entity, or a staff member's own things, which open no area. */
export type AuditedEntity = Entity | 'savedSearches' | 'listColumns';

export interface AuditTarget {
  entity: AuditedEntity;
  recordId: string | number;
  /** What was done, in the spec's words: `personalInformation`, `alert.add`, `rfid.assign`... */
  action: string;
}

type Values = Record<string, unknown>;
type Db = Kysely<Database> | Transaction<Database>;

/** Dates and numbers as JSON holds them, so the trail reads the same on both engines. */
const plain = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : (value ?? null));

const same = (stored: unknown, given: unknown) => {
  const a = plain(stored);
  const b = plain(given);
  if (a === b) return true;
  if (a === null || b === null) return false;
  // numeric columns read back as text ('12.50'), timestamps as Date: compare what they mean.
  if (typeof a === 'string' && typeof b === 'number') return Number(a) === b;
  if (typeof a === 'string' && typeof b === 'string' && !Number.isNaN(Date.parse(a)) && /T/.test(a))
    return Date.parse(a) === Date.parse(b);
  return false;
};

/** The columns of `set` whose value differs from the stored row, before and after. */
export const changedColumns = (row: Values, set: Values) => {
  const before: Values = {};
  const after: Values = {};
  for (const [column, value] of Object.entries(set)) {
    if (value === undefined || same(row[column], value)) continue;
    before[column] = plain(row[column]);
    after[column] = plain(value);
  }
  return { before, after, changed: Object.keys(after).length > 0 };
};

const json = (values: Values | null) => (values === null ? null : JSON.stringify(values));

type AuditRecord = AuditTarget & { before: Values | null; after: Values | null };

/** One entry in the trail, inside the caller's transaction so the change and its record stand or fall together. */
export async function recordAudit(trx: Db, actor: Actor, entry: AuditRecord) {
  await recordAudits(trx, actor, [entry]);
}

/**
 * Many entries by one actor in one insert (a batch writer's rows: no round trip per row). The
 * columns go as one array parameter each, not five parameters a row: a mass import's 500 entries
 * then parse and plan as a short statement (bench/importScale.ts).
 */
export async function recordAudits(trx: Db, actor: Actor, entries: AuditRecord[]) {
  if (entries.length === 0) return;
  const column = <T>(pick: (entry: AuditRecord) => T) => entries.map(pick);
  await sql`
    INSERT INTO audit_entries (actor_staff_id, actor_name, entity, record_id, action, before, after)
    SELECT ${actor.staffId}::integer, ${actor.name}::text, entity, record_id, action, before::jsonb, after::jsonb
    FROM unnest(
      ${column(({ entity }) => entity)}::text[],
      ${column(({ recordId }) => String(recordId))}::text[],
      ${column(({ action }) => action)}::text[],
      ${column(({ before }) => json(before))}::text[],
      ${column(({ after }) => json(after))}::text[]
    ) AS entry(entity, record_id, action, before, after)`.execute(trx);
}

/**
 * The tables whose rows carry a version, read from their types in server/db/schema.ts: a new
 * table with a `version` column is one without being listed here.
 */
export type VersionedTable = {
  [Table in keyof Database]: Database[Table] extends { version: unknown } ? Table : never;
}[keyof Database];

/** Any versioned table, seen loosely under one name: the checks below only need `id` and `version`. */
type LooseDb = Kysely<{ versioned: { id: string | number; version: number } & Values }>;

/** What a save changed besides the row's own columns (a ticket's links), for the same audit entry. */
export interface RelatedChange {
  before: Values;
  after: Values;
}

/**
 * The 412 of a save made from an older copy (docs/architecture.md, Writes): it names who saved the
 * record since and when, from the record's last audit entry (of `actions` when given, for a part of
 * a record such as a member's note), so the person can ask them before reloading.
 */
export async function staleRecord(
  trx: Db,
  {
    entity,
    recordId,
    actions,
    message,
  }: Omit<AuditTarget, 'action'> & { actions?: string[]; message: string },
): Promise<HttpError> {
  let last = trx
    .selectFrom('audit_entries')
    .select(['actor_name', 'at'])
    .where('entity', '=', entity)
    .where('record_id', '=', String(recordId));
  if (actions) last = last.where('action', 'in', actions);
  const entry = await last.orderBy('at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  const savedBy = entry ? { name: entry.actor_name, at: new Date(entry.at).toISOString() } : undefined;
  return new HttpError(412, 'error.stale', message, undefined, savedBy);
}

/**
 * Updates one versioned row, its version and its audit entry together (docs/architecture.md,
 * Writes): the row is locked first, so two saves from the same copy cannot both pass the
 * version check. Missing → 404; another version → 412. Nothing is written when nothing
 * changes. Joins the caller's transaction when given one. `related` writes the record's other
 * rows once the version has passed; what it changed bumps the version and joins the entry.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Db,
  {
    table,
    entity,
    id,
    key = 'id',
    version,
    set,
    actor,
    action,
    related,
  }: {
    table: T;
    /** The primary key column when it is not `id` (a car's `vin`). */
    key?: string;
    /** The entity the trail files the change under (a table name is not one: `lost_items`, `lostItems`). */
    entity: AuditedEntity;
    id: string | number;
    version: number;
    set: Values;
    actor: Actor;
    action: string;
    related?: (trx: Db) => Promise<RelatedChange>;
  },
): Promise<Selectable<Database[T]>> {
  const run = async (trx: Db) => {
    const loose = trx as unknown as LooseDb;
    const versioned = table as unknown as 'versioned';
    const row = await loose
      .selectFrom(versioned)
      .selectAll()
      .where(key as 'id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'error.notFound', `No record of ${table} has id ${id}`);
    if (row.version !== version) {
      throw await staleRecord(trx, {
        entity,
        recordId: id,
        message: `Version ${version} is stale: the record is at ${row.version}`,
      });
    }
    const columns = changedColumns(row, set);
    const others = related ? await related(trx) : { before: {}, after: {} };
    if (!columns.changed && Object.keys(others.after).length === 0) return row;
    const updated = await loose
      .updateTable(versioned)
      .set({ ...columns.after, version: sql<number>`version + 1` })
      .where(key as 'id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      entity,
      recordId: id,
      action,
      before: { ...columns.before, ...others.before },
      after: { ...columns.after, ...others.after },
    });
    return updated;
  };
  const row = db.isTransaction ? await run(db) : await db.transaction().execute(run);
  return row as unknown as Selectable<Database[T]>;
}

const toAuditEntry = (row: Selectable<AuditEntriesTable>): AuditEntry => ({
  id: Number(row.id),
  at: new Date(row.at).toISOString(),
  actorStaffId: row.actor_staff_id,
  actorName: row.actor_name,
  action: row.action,
  before: row.before,
  after: row.after,
});

/** A record's trail between two instants, newest first, one page and the capped count. */
export async function auditTrail(
  db: Kysely<Database>,
  {
    entity,
    recordId,
    from,
    to,
    page,
    count,
  }: { entity: Entity; recordId: string | number; from: Date; to: Date; page: number; count: number },
): Promise<Paginated<AuditEntry>> {
  const matches = db
    .selectFrom('audit_entries')
    .where('entity', '=', entity)
    .where('record_id', '=', String(recordId))
    .where('at', '>=', from)
    .where('at', '<', to);
  const ordered = matches.selectAll().orderBy('at', 'desc').orderBy('id', 'desc');
  return pagedSearch(db, matches, ordered, { page, count }, (rows) => rows.map(toAuditEntry));
}
