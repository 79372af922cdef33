import { PGliteDialect } from 'kysely';
import type { PGliteThread } from './pgliteThread.ts';

/**
 * Kysely 0.29 ships its own PGlite dialect (PostgresQueryCompiler and introspector, a driver
 * on `query(sql, params, { rowMode: 'object' })`, transactions through `transaction()`, and
 * Kysely's connection mutex because PGlite is one connection), so we drive it with the
 * worker-thread PGlite rather than keep a copy; `kysely-pglite-dialect` stops at PGlite 0.4.
 */
export const pgliteDialect = (pglite: PGliteThread) => new PGliteDialect({ pglite });
