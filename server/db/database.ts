import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { CallbackQueryClient } from './callbackQueryClient.ts';
import { copySql, csvBlob, csvChunks } from './copyRows.ts';
import { acquireLock } from './lockFile.ts';
import { pgliteDialect } from './pgliteDialect.ts';
import { PGliteThread } from './pgliteThread.ts';
import type { Database } from './schema.ts';

export type Engine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** Bulk load (the seed): `rows` in `columns` order; null/undefined become SQL NULL. */
  copyRows(table: string, columns: string[], rows: unknown[][]): Promise<void>;
  /** Runs a multi-statement SQL script in one transaction (migrations); Kysely sends one statement at a time. */
  execScript(script: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL when set; otherwise embedded PGlite in `<dataDir>/pglite`. */
  databaseUrl?: string;
  dataDir: string;
}

export const openDatabase = ({ databaseUrl, dataDir }: OpenDatabaseOptions): Promise<DatabaseHandle> =>
  databaseUrl ? openPostgres(databaseUrl) : openEmbedded(dataDir);

async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const directory = path.join(dataDir, 'pglite');
  const release = acquireLock(
    path.join(dataDir, 'pglite.lock'),
    `The database in ${path.resolve(directory)}`,
  );
  try {
    const pglite = await PGliteThread.open(directory);
    const db = new Kysely<Database>({ dialect: pgliteDialect(pglite) });
    return {
      db,
      engine: 'pglite',
      // The thread's mutex orders these with Kysely's queries: none lands inside another's transaction.
      copyRows: async (table, columns, rows) => {
        await pglite.query(copySql(table, columns, `'/dev/blob'`), [], { blob: csvBlob(rows) });
      },
      execScript: (script) => pglite.exec(script),
      close: async () => {
        try {
          await db.destroy();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

const DATE = 1082;
// Dates stay 'YYYY-MM-DD' strings: pg would make local-midnight Date objects of them.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10, types, Client: CallbackQueryClient });
  // A pooled connection that dies while idle (a server restart, a dropped database) is reported
  // here; unheard, it would end the process. The pool opens another at the next query.
  pool.on('error', (error: Error & { code?: string }) =>
    console.error(
      JSON.stringify({
        level: 'error',
        msg: 'idle database connection lost',
        code: error.code,
        err: error.message,
      }),
    ),
  );
  const client = await pool.connect(); // fail at start, with the driver's message, if the server is unreachable
  client.release();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const withClient = async (work: (c: pg.PoolClient) => Promise<void>) => {
    const c = await pool.connect();
    try {
      await work(c);
    } finally {
      c.release();
    }
  };
  return {
    db,
    engine: 'postgres',
    copyRows: (table, columns, rows) =>
      withClient(async (c) => {
        await pipeline(Readable.from(csvChunks(rows)), c.query(copyFrom(copySql(table, columns, 'STDIN'))));
      }),
    execScript: (script) =>
      withClient(async (c) => {
        await c.query('BEGIN');
        try {
          await c.query(script); // no parameters: the simple protocol, which takes several statements
          await c.query('COMMIT');
        } catch (error) {
          await c.query('ROLLBACK');
          throw error;
        }
      }),
    close: () => db.destroy(), // also ends the pool
  };
}
