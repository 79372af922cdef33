import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGliteDialect } from 'kysely';

/**
 * Kysely 0.29 ships its own PGlite dialect (PostgresQueryCompiler and introspector, a driver
 * on `query(sql, params, { rowMode: 'object' })`, transactions through PGlite's exclusive
 * `transaction()`, and Kysely's connection mutex because PGlite is one connection), so we
 * use it rather than keep a copy; `kysely-pglite-dialect` stops at PGlite 0.4.
 */
export const pgliteDialect = (pglite: PGlite) => new PGliteDialect({ pglite });

const INT8 = 20;
const DATE = 1082;

/**
 * Opens (or creates) a PGlite data directory. pg_trgm must be passed at every open, not only
 * created once. The parsers make PGlite answer like `pg` does: bigint ids as strings (no
 * precision loss) and dates as 'YYYY-MM-DD' (a Date would shift with the time zone).
 */
export async function openPglite(dataDir: string): Promise<PGlite> {
  const pglite = new PGlite(dataDir, {
    extensions: { pg_trgm },
    parsers: { [INT8]: (value: string) => value, [DATE]: (value: string) => value },
  });
  await pglite.waitReady;
  return pglite;
}
