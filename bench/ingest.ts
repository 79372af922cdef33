/**
 * `npm run bench:ingest` (docs/architecture.md, Vehicle link, Telemetry ingest): simulated boxes publish a
 * report every 10 s through a real broker (Mosquitto at 127.0.0.1:1883 when it answers, else the
 * embedded one) to the back office's own ingest (server/vehicleGateway/link), for 2,000 and
 * 20,000 cars, on PostgreSQL (carshare_bench_ingest on BENCH_DATABASE_URL's server, else the
 * local one) and on PGlite. Prints and saves (bench/results/ingest.json) the positions a second
 * written, the delay from publish to queryable (p50, p99), the ingest's CPU per 1,000 positions
 * and its memory at start, every 10 s and at the end (BENCH_INGEST_SECONDS long, 30 by default).
 * The boxes run in a process of their own
 * (bench/ingestPublisher.ts), many to a connection, as a platform's bridge carries them.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { BACK_OFFICE_USER, FLEET_BRIDGE_USER, linkPassword } from '../server/broker/linkCredentials.ts';
import { startEmbeddedBroker } from '../server/broker/embeddedBroker.ts';
import { openDatabase, type DatabaseHandle } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { maintainTelemetryPartitions } from '../server/db/telemetryPartitions.ts';
import { telemetryIngest } from '../server/vehicleGateway/link/telemetryIngest.ts';
import { connectVehicleLink } from '../server/vehicleGateway/link/vehicleLink.ts';
import { carRow } from '../tests/support/carRow.ts';
import { percentile } from './load.ts';
import { emptyDatabase, scratchDatabaseUrl } from './scratchDatabase.ts';

const SECONDS = Number(process.env.BENCH_INGEST_SECONDS ?? 30);
const FLEETS = [2_000, 20_000];
const EVERY_MS = 10_000;
const CARS_PER_CONNECTION = 1_000;
const RESULTS_FILE = 'bench/results/ingest.json';
const silent = pino({ level: 'silent' });

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** The broker: the machine's Mosquitto (anonymous on loopback), else the embedded one. */
async function openBroker(dataDir: string) {
  if (await answers(1883))
    return {
      name: 'Mosquitto 127.0.0.1:1883',
      url: 'mqtt://127.0.0.1:1883',
      secret: 'unused',
      stop: async () => {},
    };
  const broker = await startEmbeddedBroker({ dataDir, port: 0, logger: silent });
  return { name: `embedded (${broker.url})`, ...broker };
}

async function prepareCars(database: DatabaseHandle, cars: number) {
  await database.db.deleteFrom('telemetry').execute();
  await database.db.deleteFrom('cars').execute();
  await database.db
    .insertInto('regions')
    .values({ id: 1, name: 'Vancouver', province: 'BC', time_zone: 'America/Vancouver' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  for (let from = 0; from < cars; from += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, cars - from) }, (_, i) => {
      const n = from + i;
      const tail = String(n).padStart(6, '0');
      return { ...carRow(`BENCHVIN000${tail}`, `B${tail}`, n), telemeter_id: `BENCH${n}` };
    });
    await database.db.insertInto('cars').values(rows).execute();
  }
  await maintainTelemetryPartitions(database.db, new Date(), 30);
}

const publisher = (env: Record<string, string>) =>
  new Promise<{ sent: number; connections: number; seconds: number }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/ingestPublisher.ts'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`publisher exited ${code}`)),
    );
  });

const until = async (condition: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return condition();
};

async function run(database: DatabaseHandle, broker: Awaited<ReturnType<typeof openBroker>>, cars: number) {
  await prepareCars(database, cars);
  const delays: number[] = [];
  const ingest = telemetryIngest({
    db: database.db,
    now: () => new Date(),
    retentionDays: 30,
    logger: silent,
    announce: () => {},
    onWritten: (recordedAt) => {
      const at = Date.now();
      for (const t of recordedAt) delays.push(at - t);
    },
  });
  const link = connectVehicleLink(
    {
      url: broker.url,
      username: BACK_OFFICE_USER,
      password: linkPassword(broker.secret, BACK_OFFICE_USER),
      clientId: `bench-ingest-${process.pid}-${cars}-${Date.now()}`,
    },
    ingest,
    silent,
  );
  if (!(await until(() => link.status().state === 'connected', 10_000)))
    throw new Error('the link did not connect');
  await new Promise((r) => setTimeout(r, 500));
  global.gc?.();
  const rssStart = process.memoryUsage().rss;
  // Memory every 10 s of the run: a rise that levels off is the batches' working set, one that
  // keeps climbing a leak.
  const rssSamples: number[] = [];
  const sampling = setInterval(
    () => rssSamples.push(Math.round(process.memoryUsage().rss / 2 ** 20)),
    10_000,
  );
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  const sent = await publisher({
    LINK_URL: broker.url,
    LINK_USERNAME: FLEET_BRIDGE_USER,
    LINK_PASSWORD: linkPassword(broker.secret, FLEET_BRIDGE_USER),
    BOXES: String(cars),
    CONNECTIONS: String(Math.ceil(cars / CARS_PER_CONNECTION)),
    EVERY_MS: String(EVERY_MS),
    SECONDS: String(SECONDS),
  });
  const caughtUp = await until(() => ingest.counts.written >= sent.sent, 120_000);
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  clearInterval(sampling);
  global.gc?.();
  const rssEnd = process.memoryUsage().rss;
  await link.close();
  const sorted = delays.sort((a, b) => a - b);
  return {
    cars,
    connections: sent.connections,
    offeredPerSecond: Math.round(sent.sent / sent.seconds),
    sent: sent.sent,
    written: ingest.counts.written,
    caughtUp,
    writtenPerSecond: Math.round(ingest.counts.written / elapsed),
    delayMs: { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: percentile(sorted, 100) },
    cpuMsPer1000: Math.round(((cpu.user + cpu.system) / 1000 / Math.max(1, ingest.counts.written)) * 1000),
    batches: ingest.counts.batches,
    rssMb: { start: Math.round(rssStart / 2 ** 20), every10s: rssSamples, end: Math.round(rssEnd / 2 ** 20) },
  };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'carshare-ingest-'));
const broker = await openBroker(dataDir);
const results: Record<string, unknown>[] = [];
try {
  const url = scratchDatabaseUrl('carshare_bench_ingest');
  await emptyDatabase(path.join(dataDir, 'unused'), url);
  for (const engine of ['postgres', 'pglite'] as const) {
    const database = await openDatabase(
      engine === 'postgres' ? { databaseUrl: url, dataDir } : { dataDir: path.join(dataDir, 'pglite') },
    );
    await migrate(database);
    try {
      for (const cars of FLEETS) {
        const result = { engine, broker: broker.name, ...(await run(database, broker, cars)) };
        results.push(result);
        console.log(JSON.stringify(result));
      }
    } finally {
      await database.close();
    }
  }
} finally {
  await broker.stop();
  await rm(dataDir, { recursive: true, force: true });
}
await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
await writeFile(
  RESULTS_FILE,
  `${JSON.stringify({ at: new Date().toISOString(), node: process.version, loadavg: loadavg(), seconds: SECONDS, results }, null, 2)}\n`,
);
console.log(`saved ${RESULTS_FILE}`);
