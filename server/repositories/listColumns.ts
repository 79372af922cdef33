import type { Kysely, Selectable } from 'kysely';
import type { ListColumns, ListColumnsSave } from '../../src/domain/savedSearches/listColumns.ts';
import type { Database, ListColumnsTable } from '../db/schema.ts';
import { HttpError } from '../http/httpError.ts';
import { recordAudit, updateVersioned, type Actor } from './audit.ts';

/**
 * Spec points 2 and 9: a staff member's choice of a list's columns, one row per person and
 * list. Every query names the owner. The first choice inserts the row (from version 0, "none
 * yet"); later ones go through updateVersioned, so two tabs saving from one copy get a 412.
 */

const toListColumns = (row: Selectable<ListColumnsTable>): ListColumns => ({
  resource: row.resource,
  hidden: row.hidden,
  ranks: row.ranks,
  version: row.version,
});

/** The owner's choice for the list, or the list's defaults (nothing chosen, version 0). */
export async function getListColumns(
  db: Kysely<Database>,
  staffId: number,
  resource: string,
): Promise<ListColumns> {
  const row = await db
    .selectFrom('list_columns')
    .selectAll()
    .where('staff_id', '=', staffId)
    .where('resource', '=', resource)
    .executeTakeFirst();
  return row ? toListColumns(row) : { resource, hidden: null, ranks: null, version: 0 };
}

const stale = (version: number, at: number) =>
  new HttpError(412, 'error.stale', `Version ${version} is stale: the choice is at ${at}`);

/** Saves the owner's choice for the list from the version they read, with its audit entry. */
export async function saveListColumns(
  db: Kysely<Database>,
  { staffId, actor }: { staffId: number; actor: Actor },
  { resource, hidden, ranks }: ListColumnsSave,
  version: number,
): Promise<ListColumns> {
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom('list_columns')
      .select('id')
      .where('staff_id', '=', staffId)
      .where('resource', '=', resource)
      .executeTakeFirst();
    if (held) {
      const row = await updateVersioned(trx, {
        table: 'list_columns',
        entity: 'listColumns',
        id: held.id,
        version,
        set: { hidden, ranks },
        actor,
        action: 'listColumns.choose',
      });
      return toListColumns(row);
    }
    if (version !== 0) throw stale(version, 0);
    // The unique key decides, so two first choices at once cannot both pass.
    const row = await trx
      .insertInto('list_columns')
      .values({ staff_id: staffId, resource, hidden, ranks })
      .onConflict((oc) => oc.columns(['staff_id', 'resource']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw stale(version, 1);
    await recordAudit(trx, actor, {
      entity: 'listColumns',
      recordId: row.id,
      action: 'listColumns.choose',
      before: null,
      after: { resource, hidden, ranks },
    });
    return toListColumns(row);
  });
}
