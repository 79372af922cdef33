import { sql, type Kysely } from 'kysely';

/** Each table's row count and a checksum of its rows, to show that a request changed nothing. */
export type DatabaseSnapshot = Record<string, { rows: number; md5: string }>;

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every table of the public schema in one statement. Rows are ordered by their own text, a
 * total order that needs no knowledge of each table's key; the seeds the suites use are small.
 */
export async function snapshotDatabase(db: Kysely<unknown>): Promise<DatabaseSnapshot> {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`.execute(db);
  const perTable = tables.map(
    ({ name }) =>
      `SELECT '${name.replaceAll("'", "''")}' AS name, count(*)::int AS rows, ` +
      `md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5 FROM ${quoteIdentifier(name)} t`,
  );
  const { rows } = await sql<{
    name: string;
    rows: number;
    md5: string;
  }>`${sql.raw(perTable.join(' UNION ALL '))}`.execute(db);
  return Object.fromEntries(rows.map(({ name, rows: count, md5 }) => [name, { rows: Number(count), md5 }]));
}

/** The tables whose count or checksum differ, named with both counts. */
export const snapshotChanges = (before: DatabaseSnapshot, after: DatabaseSnapshot): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((table) => before[table]?.md5 !== after[table]?.md5 || before[table]?.rows !== after[table]?.rows)
    .map((table) => `${table} (${before[table]?.rows ?? '-'} → ${after[table]?.rows ?? '-'} rows)`);
