import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type AuthSettings } from '../../server/app.ts';
import type { BuildAppOptions } from '../../server/appSettings.ts';
import { readConfig } from '../../server/config.ts';
import { openDatabase, type DatabaseHandle, type Engine } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { copyPgliteTemplate } from '../support/pgliteTemplate.ts';
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  testDatabaseName,
} from '../support/postgresTemplate.ts';
import { startTokenIssuer, type TokenIssuer } from './tokens.ts';

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (each run in a database of its
 * own). Without it the PostgreSQL half is skipped out loud; on CI it is required, and a
 * PostgreSQL that does not answer fails the suite rather than vanishing from it.
 */
const postgresEngines = (): Engine[] => {
  if (process.env.TEST_DATABASE_URL) return ['postgres'];
  if (process.env.CI === 'true') {
    throw new Error('CI=true: the API suite must also run on PostgreSQL; set TEST_DATABASE_URL.');
  }
  console.warn('API suite: the PostgreSQL half is skipped (TEST_DATABASE_URL is unset).');
  return [];
};
export const engines: Engine[] = ['pglite', ...postgresEngines()];

/**
 * The one engine of the generated access-matrix and fuzz suites: PostgreSQL when set, else the
 * embedded one. They check the route layer (the role table, validation, never a 5xx) against
 * the OpenAPI document, which is the same on both; what differs between the engines is each
 * route's own API tests' to check, on both. Once, they keep CI within its 30 minutes.
 */
export const generatedSuiteEngines: Engine[] = engines.slice(-1);

export interface TestDatabase {
  database: DatabaseHandle;
  dataDir: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(engine: Engine, { migrated = true } = {}): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'carshare-api-'));
  if (engine === 'pglite') {
    await copyPgliteTemplate(dataDir, { migrated });
    const database = await openDatabase({ dataDir });
    if (migrated) await migrate(database);
    return {
      database,
      dataDir,
      drop: async () => (await database.close(), await rm(dataDir, { recursive: true, force: true })),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = testDatabaseName();
  const databaseUrl = await createPostgresDatabase(adminUrl, name, dataDir, { migrated });
  const database = await openDatabase({ databaseUrl, dataDir });
  if (migrated) await migrate(database);
  return {
    database,
    dataDir,
    drop: async () => {
      await database.close();
      await dropPostgresDatabase(adminUrl, name);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The suites make many calls as few users, so they set their own limit (API_RATE_LIMIT overrides it). */
const TEST_RATE_LIMIT = process.env.API_RATE_LIMIT || '100000';
let rateLimitPrinted = false;

export interface TestAppOptions {
  env?: Record<string, string>;
  webRoot?: string;
  /** Replace the issuer-derived auth settings (cognito-mode tests). */
  auth?: (tokens: TokenIssuer) => AuthSettings;
  /** A logger to read what the server writes; none by default. */
  logger?: BuildAppOptions['logger'];
  /** The simulated fleet's time, for the tests that move it (server/vehicleGateway/fleetClock.ts). */
  fleetClock?: BuildAppOptions['fleetClock'];
  /** The broker session, for the tests of the vehicle link (docs/architecture.md, Vehicle link). */
  vehicleLink?: BuildAppOptions['vehicleLink'];
}

/** The app in-process on a fresh migrated database, with a stand-in user pool for tokens. */
export async function createTestApp(engine: Engine, options: TestAppOptions = {}) {
  const testDb = await createTestDatabase(engine);
  const tokens = await startTokenIssuer();
  // app.inject sends Host: localhost:80, so the app is configured as serving port 80.
  const config = readConfig({
    LOG_LEVEL: 'silent',
    PORT: '80',
    API_RATE_LIMIT: TEST_RATE_LIMIT,
    // Uploaded files go to the test's own folder, removed with its database.
    DATA_DIR: testDb.dataDir,
    ...options.env,
  });
  if (!rateLimitPrinted) {
    rateLimitPrinted = true;
    console.info(`API suites: API_RATE_LIMIT=${TEST_RATE_LIMIT} requests a minute per user`);
  }
  const auth = options.auth?.(tokens) ?? {
    issuer: tokens.issuer,
    jwksUri: tokens.jwksUri,
    userPoolId: tokens.userPoolId,
    clientId: tokens.clientId,
  };
  const app = await buildApp({
    config,
    database: testDb.database,
    auth,
    webRoot: options.webRoot,
    logger: options.logger ?? false,
    fleetClock: options.fleetClock,
    vehicleLink: options.vehicleLink,
  });
  await app.ready();
  return {
    app,
    db: testDb.database.db,
    database: testDb.database,
    tokens,
    bearer: (claims: Parameters<TokenIssuer['idToken']>[0] = {}) => ({
      authorization: `Bearer ${tokens.idToken(claims)}`,
    }),
    close: async () => {
      await app.close();
      await tokens.close();
      await testDb.drop();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
