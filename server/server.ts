/**
 * `npm start`: the IdP (local mode), the database (migrations, demo data) and the web build
 * are made ready side by side, then the app listens. Ctrl-C closes everything in order.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp, cognitoIssuer, type AuthSettings } from './app.ts';
import { ConfigError, readConfig, type Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { fileStorageOf } from './files/storage.ts';
import { seedDatabase } from './seed/index.ts';
import { upsertStaffRecords } from './idp/staffRecords.ts';
import { banner } from './startup/banner.ts';
import { closeDataDirToOthers } from './dataDirModes.ts';
import { ensureWebBuild } from './startup/webBuild.ts';
import { systemClock } from './vehicleGateway/fleetClock.ts';
import type { LinkSettings } from './vehicleGateway/link/vehicleLink.ts';
import { BACK_OFFICE_USER, linkPassword } from './broker/linkCredentials.ts';
import { maintainTelemetryPartitions } from './db/telemetryPartitions.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
type Logger = pino.Logger;
/** Resources to release, newest first, on shutdown or on a failed start. */
const cleanups: { name: string; run: () => Promise<void> }[] = [];
const onCleanup = (name: string, run: () => Promise<void>) => cleanups.unshift({ name, run });
/** Partitions are made two days ahead, so an hourly upkeep has a day's margin over a missed run. */
const TELEMETRY_UPKEEP_MS = 3_600_000;

async function startIdentity(config: Config, logger: Logger) {
  if (config.authMode === 'cognito') {
    const { region, userPoolId, clientId } = config.cognito as Required<Config['cognito']>;
    return {
      auth: { issuer: cognitoIssuer(region, userPoolId), userPoolId, clientId } satisfies AuthSettings,
      accounts: [],
    };
  }
  const idp = await import('./idp/index.ts');
  const started = await idp.startLocalIdp({ dataDir: config.dataDir, port: config.idpPort, logger });
  onCleanup('identity provider', started.stop);
  const pool = await idp.provisionLocalIdp(started);
  logger.info({ url: started.url, userPoolId: pool.userPoolId }, 'local identity provider ready');
  const auth = idp.localAuthSettings(started, pool);
  return { auth, accounts: idp.DEMO_ACCOUNTS };
}

/** The PEM files MQTT_CA_FILE, MQTT_CERT_FILE and MQTT_KEY_FILE name; a file that cannot be read stops the start. */
const readTlsFiles = async (files: Config['mqtt']['tlsFiles']) =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(files)
        .filter((entry): entry is [string, string] => entry[1] !== undefined)
        .map(async ([name, file]) => {
          const pem = await readFile(file).catch((error: NodeJS.ErrnoException) => {
            throw new ConfigError(`MQTT_${name.toUpperCase()}_FILE: cannot read ${file} (${error.code})`);
          });
          return [name, pem] as const;
        }),
    ),
  ) as LinkSettings['tls'];

/**
 * docs/architecture.md, Vehicle link: the broker the boxes report through. MQTT_URL names an external one;
 * otherwise the embedded broker starts on loopback, as the identity provider does.
 */
async function startVehicleLink(config: Config, logger: Logger): Promise<LinkSettings> {
  const { url, username, password, clientId, embeddedPort, tlsFiles } = config.mqtt;
  if (url) return { url, username, password, clientId, tls: await readTlsFiles(tlsFiles) };
  const { startEmbeddedBroker } = await import('./broker/embeddedBroker.ts');
  const broker = await startEmbeddedBroker({ dataDir: config.dataDir, port: embeddedPort, logger });
  onCleanup('MQTT broker', broker.stop);
  logger.info({ url: broker.url }, 'embedded MQTT broker ready');
  return {
    url: broker.url,
    username: BACK_OFFICE_USER,
    password: linkPassword(broker.secret, BACK_OFFICE_USER),
    clientId,
  };
}

async function prepareDatabase(config: Config, logger: Logger): Promise<DatabaseHandle> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  onCleanup('database', database.close);
  const applied = await migrate(database);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  const { count } = await database.db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) === 0 && config.seedMemberCount > 0) {
    const started = Date.now();
    const { ledgerLines } = await seedDatabase(database, {
      members: config.seedMembers,
      memberCount: config.seedMemberCount,
      ticketCount: config.seedTicketCount,
      carCount: config.seedCarCount,
      files: fileStorageOf(config),
    });
    logger.info(
      { scale: config.seedMembers, members: config.seedMemberCount, ledgerLines, ms: Date.now() - started },
      'demo data seeded',
    );
  }
  await keepTelemetryPartitions(database, config, logger);
  return database;
}

/** Runs `job` now, then every `ms` until shutdown; a failed later run is logged, the next one tries again. */
async function repeat(name: string, ms: number, job: () => Promise<void>, logger: Logger) {
  await job();
  const timer = setInterval(() => {
    job().catch((error: unknown) => logger.error({ err: error }, `${name} failed`));
  }, ms);
  onCleanup(name, async () => clearInterval(timer));
}

/** Telemetry's day partitions ahead made and those past the retention dropped: now, then every hour. */
const keepTelemetryPartitions = (database: DatabaseHandle, config: Config, logger: Logger) =>
  repeat(
    'telemetry partition upkeep',
    TELEMETRY_UPKEEP_MS,
    async () => {
      const dropped = await maintainTelemetryPartitions(
        database.db,
        systemClock.now(),
        config.telemetryRetentionDays,
      );
      if (dropped.length) logger.info({ dropped }, 'telemetry partitions past the retention dropped');
    },
    logger,
  );

/**
 * Spec 3 Trip info: what the boxes report that the gateway fetches itself (the simulated trips
 * under way write a point a minute), now and then at the gateway's pace.
 */
const keepCollectingReports = (app: Awaited<ReturnType<typeof buildApp>>, logger: Logger) =>
  repeat(
    'box reports',
    app.vehicleGateway.collectEveryMs,
    async () => {
      await app.vehicleGateway.collectReports(app.db, systemClock.now());
    },
    logger,
  );

async function shutdown(logger: Logger, reason: string) {
  logger.info({ reason }, 'shutting down');
  for (const { name, run } of cleanups.splice(0)) {
    await run().catch((error: unknown) => logger.error({ err: error }, `could not close the ${name}`));
  }
}

async function main() {
  const config = readConfig(process.env);
  const logger = pino({ level: config.logLevel });
  const started = Date.now();
  // Before the IdP, the PGlite worker and the file store create anything in it.
  const tightened = await closeDataDirToOthers(config.dataDir);
  if (tightened) logger.info({ dataDir: config.dataDir, tightened }, 'data directory closed to other users');
  const [identity, database, webRoot, vehicleLink] = await Promise.all([
    startIdentity(config, logger),
    prepareDatabase(config, logger),
    ensureWebBuild(ROOT, logger),
    startVehicleLink(config, logger),
  ]);
  // Each demo account gets its staff record, so tickets and /currentStaff work for it.
  await upsertStaffRecords(database.db, identity.accounts);

  const app = await buildApp({ config, database, auth: identity.auth, webRoot, vehicleLink, logger });
  onCleanup('HTTP server', () => app.close());
  await keepCollectingReports(app, logger);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ ms: Date.now() - started, engine: database.engine }, 'started');
  process.stdout.write(banner(config, port, identity.accounts, vehicleLink.url));

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // tsx forwards signals, so one Ctrl-C can arrive twice: leaving now would cut PGlite off
      // before it has written its data, so later signals only wait for the same shutdown.
      if (stopping)
        return logger.info({ signal }, 'already shutting down; waiting for the database to close');
      stopping = true;
      void shutdown(logger, signal).then(() => process.exit(0));
    });
  }
}

main().catch(async (error: unknown) => {
  const message =
    error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error);
  console.error(`\nCarshare Back Office could not start: ${message}\n`);
  if (!(error instanceof ConfigError) && error instanceof Error && process.env.LOG_LEVEL === 'debug')
    console.error(error.stack);
  await shutdown(pino({ level: 'warn' }), 'start-up failed');
  process.exit(1);
});
