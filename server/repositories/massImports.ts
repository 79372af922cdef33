import { sql, type Kysely, type Selectable } from 'kysely';
import type { ImportType } from '../../src/domain/imports/importValues.ts';
import { importStatusOf, type MassImportEntry } from '../../src/domain/imports/massImport.ts';
import type { Database, MassImportsTable } from '../db/schema.ts';
import { recordAudit, type Actor } from './audit.ts';
import { notify } from './notifications.ts';
import { pagedSearch } from './pagedSearch.ts';

export interface BatchCounts {
  processed: number;
  success: number;
  failed: number;
  duplicates: number;
}

/** Opens the log entry of a real run, In Progress, with the rows refused before any batch already counted. */
export const startMassImport = (
  db: Kysely<Database>,
  actor: Actor,
  entry: { type: ImportType; fileName: string; fileLocation: string; total: number; refused: number },
): Promise<string> =>
  db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('mass_imports')
      .values({
        type: entry.type,
        status: 'inProgress',
        file_name: entry.fileName,
        file_location: entry.fileLocation,
        total: entry.total,
        processed: entry.refused,
        failed: entry.refused,
        staff_id: actor.staffId,
        staff_name: actor.name,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      entity: 'massImports',
      recordId: id,
      action: 'massImport.start',
      before: null,
      after: entry,
    });
    return String(id);
  });

/** Which of the references were applied before by an import of the type (a dry run reports them). */
export async function appliedReferences(
  db: Kysely<Database>,
  type: ImportType,
  references: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  // Bounded lists keep each statement's parameters well under PostgreSQL's 65,535.
  for (let at = 0; at < references.length; at += 5_000) {
    const rows = await db
      .selectFrom('mass_import_references')
      .select('reference')
      .where('type', '=', type)
      .where('reference', 'in', references.slice(at, at + 5_000))
      .execute();
    for (const { reference } of rows) found.add(reference);
  }
  return found;
}

/** Adds a batch's counts to the entry and renews its heartbeat: it is still being run. */
export const countBatch = (db: Kysely<Database>, id: string, counts: BatchCounts) =>
  db
    .updateTable('mass_imports')
    .set((eb) => ({
      processed: eb('processed', '+', counts.processed),
      success: eb('success', '+', counts.success),
      failed: eb('failed', '+', counts.failed),
      duplicates: eb('duplicates', '+', counts.duplicates),
      heartbeat_at: sql<Date>`now()`,
    }))
    .where('id', '=', id)
    .execute();

/** Closes the entry: Completed, when, and where its details file is. */
export const finishMassImport = (
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  detailsLocation: string | null,
) =>
  db.transaction().execute(async (trx) => {
    const after = await trx
      .updateTable('mass_imports')
      .set({ status: 'completed', finished_at: sql<Date>`now()`, details_location: detailsLocation })
      .where('id', '=', id)
      .returning([
        'status',
        'total',
        'success',
        'failed',
        'duplicates',
        'details_location',
        'staff_id',
        'file_name',
      ])
      .executeTakeFirstOrThrow();
    const { staff_id: staffId, file_name: fileName, ...counts } = after;
    await recordAudit(trx, actor, {
      entity: 'massImports',
      recordId: id,
      action: 'massImport.complete',
      before: null,
      after: counts,
    });
    // Spec 1 Notifications: whoever started it is told it ended, with what it did.
    if (staffId !== null)
      await notify(trx, [
        {
          staffId,
          kind: 'importFinished',
          reference: id,
          params: {
            importId: id,
            fileName: fileName ?? '',
            total: counts.total,
            success: counts.success,
            failed: counts.failed,
            duplicates: counts.duplicates,
          },
        },
      ]);
  });

const iso = (value: Date | string) => new Date(value).toISOString();

const toEntry =
  (now: Date) =>
  (row: Selectable<MassImportsTable>): MassImportEntry => ({
    id: String(row.id),
    startedAt: iso(row.started_at),
    finishedAt: row.finished_at ? iso(row.finished_at) : null,
    type: row.type as ImportType,
    status: importStatusOf(row.status, new Date(row.heartbeat_at), now),
    fileName: row.file_name,
    total: row.total,
    processed: row.processed,
    success: row.success,
    failed: row.failed,
    duplicates: row.duplicates,
    staffName: row.staff_name,
    detailsLocation: row.details_location,
  });

/** The Import Log: newest first, by the mass_imports_started index. */
export const listMassImports = (db: Kysely<Database>, paging: { page: number; count: number }) =>
  pagedSearch(
    db,
    db.selectFrom('mass_imports'),
    db.selectFrom('mass_imports').selectAll().orderBy('started_at', 'desc').orderBy('id', 'desc'),
    paging,
    (rows) => rows.map(toEntry(new Date())),
  );
