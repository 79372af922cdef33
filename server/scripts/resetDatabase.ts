/**
 * `npm run db:reset`: deletes the database (the PGlite folder, or the public schema on
 * PostgreSQL) and builds it again: migrations, then the demo data of SEED members.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { ConfigError, readConfig } from '../config.ts';
import { seedDatabase } from '../seed/index.ts';
import { closeDataDirToOthers } from '../dataDirModes.ts';
import { openDatabase } from '../db/database.ts';
import { acquireLock } from '../db/lockFile.ts';
import { migrate } from '../db/migrate.ts';
import { fileStorageOf } from '../files/storage.ts';

async function reset() {
  const config = readConfig(process.env);
  await closeDataDirToOthers(config.dataDir);
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await sql`DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public`
      .execute(database.db)
      .catch(async (error) => {
        await database.close();
        throw error;
      });
    await database.close();
    console.log(
      `Dropped and recreated the public schema of ${new URL(config.databaseUrl).pathname.slice(1)}`,
    );
  } else {
    // Checked before deleting: a running server must keep its files.
    const lock = path.join(config.dataDir, 'pglite.lock');
    acquireLock(lock, `The database in ${path.resolve(config.dataDir, 'pglite')}`)();
    await rm(path.join(config.dataDir, 'pglite'), { recursive: true, force: true });
    console.log(`Deleted ${path.resolve(config.dataDir, 'pglite')}`);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    console.log(`Applied migrations: ${(await migrate(database)).join(', ')}`);
    const started = Date.now();
    const summary = await seedDatabase(database, {
      members: config.seedMembers,
      memberCount: config.seedMemberCount,
      ticketCount: config.seedTicketCount,
      carCount: config.seedCarCount,
      files: fileStorageOf(config),
    });
    console.log(
      `Seeded ${config.seedMemberCount} members (${summary.trips} trips, ${summary.ledgerLines} ledger lines) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

reset().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
