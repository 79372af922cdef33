import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

interface Definition {
  table: string;
  name: string;
  definition: string;
}

/** An index column's own statistics target (ALTER INDEX ... SET STATISTICS), which its definition does not hold. */
interface StatisticsTarget {
  name: string;
  column: number;
  target: number;
}

/**
 * Runs `load` with the foreign keys and secondary indexes of `tables` set aside, then puts
 * them back exactly as they were: the definitions are read from the catalogue, so the
 * migrations stay the only place that defines them. Checking keys and updating indexes row
 * by row more than doubles the time COPY takes on PGlite; adding a key back checks every
 * row in one pass (a seed that broke a reference still fails) and an index is built from a
 * single sort. Primary keys and unique constraints stay, so duplicates fail at once. An index
 * comes back with its columns' statistics targets too (migration 098 keeps 300 values of the
 * names): without them, every seeded database planned the member search on 100, and "Sana
 * Johal" walked the 2,923 Sanas of the first-name index rather than the 109 matches of the
 * full-name one at a million members.
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
  // attstattarget: -1 or NULL (PostgreSQL 17) when the column keeps the default.
  const { rows: targets } = await sql<StatisticsTarget>`
    SELECT a.attrelid::regclass::text AS "name", a.attnum AS "column", a.attstattarget AS "target"
    FROM pg_attribute a JOIN pg_index i ON i.indexrelid = a.attrelid
    WHERE i.indrelid IN (${relations}) AND NOT i.indisunique AND a.attstattarget >= 0
    ORDER BY 1, 2`.execute(db);

  for (const key of keys)
    await sql`ALTER TABLE ${sql.table(key.table)} DROP CONSTRAINT ${sql.id(key.name)}`.execute(db);
  for (const index of indexes) await sql`DROP INDEX ${sql.table(index.name)}`.execute(db);
  try {
    return await load();
  } finally {
    // Even after a failed load the schema must come back whole.
    for (const index of indexes) await sql.raw(index.definition).execute(db);
    for (const { name, column, target } of targets)
      await sql`ALTER INDEX ${sql.table(name)} ALTER COLUMN ${sql.raw(String(Number(column)))} SET STATISTICS ${sql.raw(String(Number(target)))}`.execute(
        db,
      );
    for (const key of keys) {
      await sql`ALTER TABLE ${sql.table(key.table)} ADD CONSTRAINT ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(
        db,
      );
    }
  }
}
