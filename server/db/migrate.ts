import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from './database.ts';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const FILE_NAME = /^\d+_[\w-]+\.sql$/;
// Any fixed number: instances starting together on one PostgreSQL take turns migrating.
const ADVISORY_LOCK = 727_001;

const pendingFiles = async (db: Kysely<unknown>, dir: string) => {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
    db,
  );
  const { rows } = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const malformed = files.find((name) => !FILE_NAME.test(name));
  if (malformed) throw new Error(`Migration file name ${malformed} must look like 001_description.sql`);
  return files.filter((name) => !applied.has(name));
};

/**
 * Applies server/db/migrations/*.sql in name order, each once and each in its own
 * transaction together with its schema_migrations row. Returns the names it applied.
 */
export async function migrate(database: DatabaseHandle, dir = MIGRATIONS_DIR): Promise<string[]> {
  const run = async (db: Kysely<unknown>) => {
    const applied: string[] = [];
    for (const name of await pendingFiles(db, dir)) {
      const script = await readFile(path.join(dir, name), 'utf8');
      // The name matched FILE_NAME, so it is safe inside a literal.
      await database.execScript(`${script}\n;\nINSERT INTO schema_migrations (name) VALUES ('${name}');`);
      applied.push(name);
    }
    return applied;
  };
  // PGlite has a single owner (the lock file); PostgreSQL may have several instances starting at once.
  if (database.engine === 'pglite') return run(database.db as Kysely<unknown>);
  return database.db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${ADVISORY_LOCK})`.execute(conn);
    try {
      return await run(conn as Kysely<unknown>);
    } finally {
      await sql`SELECT pg_advisory_unlock(${ADVISORY_LOCK})`.execute(conn);
    }
  });
}
