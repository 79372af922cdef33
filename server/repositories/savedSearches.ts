import { sql, type Kysely, type Selectable } from 'kysely';
import {
  SAVED_SEARCHES_PER_LIST_MAX,
  type SavedSearch,
  type SavedSearchCreate,
} from '../../src/domain/savedSearches/savedSearch.ts';
import type { Database, SavedSearchesTable } from '../db/schema.ts';
import { HttpError } from '../http/httpError.ts';
import { recordAudit, type Actor } from './audit.ts';

/**
 * A staff member's saved searches (README, Departures from the spec). Every query names the owner,
 * so one person's searches are never read nor deleted through another's session. Rows are made and
 * deleted, never edited: there is no version to check, the audit entry is the whole trail.
 */

const toSavedSearch = (row: Selectable<SavedSearchesTable>): SavedSearch => ({
  id: String(row.id),
  resource: row.resource,
  label: row.label,
  value: row.value as SavedSearch['value'],
  createdAt: new Date(row.created_at).toISOString(),
});

/** The owner's searches of one list, by name (the unique index's order). */
export async function listSavedSearches(db: Kysely<Database>, staffId: number, resource: string) {
  const rows = await db
    .selectFrom('saved_searches')
    .selectAll()
    .where('staff_id', '=', staffId)
    .where('resource', '=', resource)
    .orderBy(sql`lower(label)`)
    .orderBy('id')
    .execute();
  return rows.map(toSavedSearch);
}

const labelTaken = (label: string) =>
  new HttpError(409, 'savedSearches.labelTaken', `A saved search of this list is already named ${label}`, {
    label: 'savedSearches.labelTaken',
  });

/**
 * Saves a search under its name with its audit entry, in one transaction. A name the owner
 * already gives a search of the list, whatever its case, is a 409; so is a list already
 * holding the most searches a person keeps (two saves at once may pass that count by one).
 */
export async function addSavedSearch(
  db: Kysely<Database>,
  { staffId, actor }: { staffId: number; actor: Actor },
  { resource, label, value }: SavedSearchCreate,
): Promise<SavedSearch> {
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom('saved_searches')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('staff_id', '=', staffId)
      .where('resource', '=', resource)
      .executeTakeFirstOrThrow();
    if (Number(held.total) >= SAVED_SEARCHES_PER_LIST_MAX)
      throw new HttpError(
        409,
        'savedSearches.tooMany',
        `A list keeps at most ${SAVED_SEARCHES_PER_LIST_MAX} saved searches a person`,
      );
    // The unique index decides, so two saves of one name at once cannot both pass.
    const row = await trx
      .insertInto('saved_searches')
      .values({ staff_id: staffId, resource, label, value: JSON.stringify(value) })
      .onConflict((oc) => oc.expression(sql`staff_id, resource, lower(label)`).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw labelTaken(label);
    await recordAudit(trx, actor, {
      entity: 'savedSearches',
      recordId: row.id,
      action: 'savedSearch.add',
      before: null,
      after: { resource, label, value },
    });
    return toSavedSearch(row);
  });
}

/** Deletes one of the owner's searches with its audit entry; another person's, like a missing one, is a 404. */
export async function deleteSavedSearch(
  db: Kysely<Database>,
  { staffId, actor }: { staffId: number; actor: Actor },
  id: string,
) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('saved_searches')
      .where('id', '=', id)
      .where('staff_id', '=', staffId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'error.notFound', `You have no saved search ${id}`);
    await recordAudit(trx, actor, {
      entity: 'savedSearches',
      recordId: row.id,
      action: 'savedSearch.delete',
      before: { resource: row.resource, label: row.label, value: row.value },
      after: null,
    });
  });
}
