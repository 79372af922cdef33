import { rm } from 'node:fs/promises';
import pg from 'pg';

const INVALID_CATALOG_NAME = '3D000';

/** A scratch database named in BENCH_DATABASE_URL may not exist yet on a new machine: made on the same server. */
const createDatabase = async (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
};

/** The first start must seed: a fresh PGlite folder, or an emptied scratch PostgreSQL database. */
export const emptyDatabase = async (dataDir: string, databaseUrl: string) => {
  await rm(dataDir, { recursive: true, force: true });
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    if ((error as { code?: string }).code !== INVALID_CATALOG_NAME) throw error;
    await createDatabase(databaseUrl);
    return;
  }
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public');
  } finally {
    await client.end();
  }
};

/** A bench's own scratch database, `name`, on the server of BENCH_DATABASE_URL (else the local one). */
export const scratchDatabaseUrl = (name: string) => {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${name}`;
  return url.toString();
};
