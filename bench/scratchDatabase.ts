import { rm } from 'node:fs/promises';
import pg from 'pg';

/** The first start must seed: a fresh PGlite folder, or an emptied scratch PostgreSQL database. */
export const emptyDatabase = async (dataDir: string, databaseUrl: string) => {
  await rm(dataDir, { recursive: true, force: true });
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public');
  await client.end();
};
