import pg from 'pg';
import { openDatabase } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { migrationsDigest } from './migrationsDigest.ts';

const query = async (connectionString: string, text: string) => {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await client.query<{ datname: string }>(text);
  } finally {
    await client.end();
  }
};

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A migrated database on the server of `adminUrl` to copy test databases from (CREATE DATABASE
 * … TEMPLATE), named after the migrations' digest. It is migrated under a name of its own and
 * renamed into place, so a run killed half-way or a second process making it at the same time
 * leaves no half-migrated template behind. Returns its name.
 */
async function postgresTemplate(adminUrl: string, dataDir: string): Promise<string> {
  const name = `carshare_template_${await migrationsDigest()}`;
  const found = await query(adminUrl, `SELECT datname FROM pg_database WHERE datname = '${name}'`);
  if (found.rowCount) return name;
  const making = `${name}_making_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  await query(adminUrl, `CREATE DATABASE ${making}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, making), dataDir });
  await migrate(database);
  await database.close();
  await query(adminUrl, `ALTER DATABASE ${making} RENAME TO ${name}`).catch(async (error: unknown) => {
    // Another process put its own in place meanwhile: either serves.
    await query(adminUrl, `DROP DATABASE IF EXISTS ${making} WITH (FORCE)`);
    const again = await query(adminUrl, `SELECT datname FROM pg_database WHERE datname = '${name}'`);
    if (!again.rowCount) throw error;
  });
  return name;
}

/** A test's database name, never another run's. */
export const testDatabaseName = () =>
  `carshare_test_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;

/** Drops a test's database, even with a connection still open on it (a killed product's). */
export const dropPostgresDatabase = async (adminUrl: string, name: string) => {
  await query(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
};

/** A fresh database, empty or copied from the migrated template; its URL. */
export async function createPostgresDatabase(
  adminUrl: string,
  name: string,
  dataDir: string,
  { migrated }: { migrated: boolean },
): Promise<string> {
  const template = migrated ? ` TEMPLATE ${await postgresTemplate(adminUrl, dataDir)}` : '';
  await query(adminUrl, `CREATE DATABASE ${name}${template}`);
  return databaseUrl(adminUrl, name);
}
