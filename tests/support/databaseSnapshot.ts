import { sql, type Kysely } from 'kysely';

/** Each table's row count and a checksum of its rows, to show that a request changed nothing. */
export type DatabaseSnapshot = Record<string, { rows: number; checksum: string }>;

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Snapshots of every table of the public schema, each taken in one statement; a partitioned
 * table (telemetry, migration 112) is read once through its parent, not again per partition. The checksum
 * sums a 64-bit hash of each row's text: it needs no knowledge of the table's key and no sort,
 * so a suite can afford one after every write it sends.
 */
export async function databaseSnapshots<DB>(db: Kysely<DB>): Promise<() => Promise<DatabaseSnapshot>> {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    ORDER BY c.relname`.execute(db);
  const statement = sql.raw<{ name: string; rows: number; checksum: string }>(
    tables
      .map(
        ({ name }) =>
          `SELECT ${quoteLiteral(name)} AS name, count(*)::int AS rows, ` +
          `coalesce(sum(hashtextextended(t::text, 0)::numeric), 0)::text AS checksum FROM ${quoteIdentifier(name)} t`,
      )
      .join(' UNION ALL '),
  );
  return async () => {
    const { rows } = await statement.execute(db);
    return Object.fromEntries(
      rows.map(({ name, rows: count, checksum }) => [name, { rows: Number(count), checksum }]),
    );
  };
}

/** The tables whose count or checksum differ, named with both counts. */
export const snapshotChanges = (before: DatabaseSnapshot, after: DatabaseSnapshot): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter(
      (table) =>
        before[table]?.checksum !== after[table]?.checksum || before[table]?.rows !== after[table]?.rows,
    )
    .map((table) => `${table} (${before[table]?.rows ?? '-'} → ${after[table]?.rows ?? '-'} rows)`);
