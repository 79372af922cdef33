import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

interface Definition {
  table: string;
  name: string;
  definition: string;
}

/**
 * Runs `load` with the foreign keys and secondary indexes of `tables` set aside, then puts
 * them back exactly as they were: the definitions are read from the catalogue, so the
 * migrations stay the only place that defines them. Checking keys and updating indexes row
 * by row more than doubles the time COPY takes on PGlite; adding a key back checks every
 * row in one pass (a seed that broke a reference still fails) and an index is built from a
 * single sort. Primary keys and unique constraints stay, so duplicates fail at once.
 */
export async function withBulkLoad<T>(
  db: Kysely<Database>,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const relations = sql.join(tables.map((t) => sql`${t}::regclass`));
  const { rows: keys } = await sql<Definition>`
    SELECT c.conrelid::regclass::text AS "table", c.conname AS "name", pg_get_constraintdef(c.oid) AS "definition"
    FROM pg_constraint c
    WHERE c.contype = 'f' AND c.conrelid IN (${relations})
    ORDER BY 1, 2`.execute(db);
  const { rows: indexes } = await sql<Definition>`
    SELECT i.indrelid::regclass::text AS "table", i.indexrelid::regclass::text AS "name", pg_get_indexdef(i.indexrelid) AS "definition"
    FROM pg_index i
    WHERE i.indrelid IN (${relations}) AND NOT i.indisunique
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
    ORDER BY 1, 2`.execute(db);

  for (const key of keys)
    await sql`ALTER TABLE ${sql.table(key.table)} DROP CONSTRAINT ${sql.id(key.name)}`.execute(db);
  for (const index of indexes) await sql`DROP INDEX ${sql.table(index.name)}`.execute(db);
  try {
    return await load();
  } finally {
    // Even after a failed load the schema must come back whole.
    for (const index of indexes) await sql.raw(index.definition).execute(db);
    for (const key of keys) {
      await sql`ALTER TABLE ${sql.table(key.table)} ADD CONSTRAINT ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(
        db,
      );
    }
  }
}
