/**
 * `npm run bench`: bytes the sign-in page loads in Chromium, start-up
 * time, and the member search at concurrency 50 with a light /health probe beside it — on
 * PGlite and (with BENCH_DATABASE_URL, a scratch database it empties) on PostgreSQL, where
 * the anchor (bench/anchor/) is loaded the same way and the ratios are printed; on PGlite,
 * the time a click on a member search result takes to show the profile (Chromium) and the
 * time sign-in and password recovery take for known and unknown user names; on both, the
 * 100-row member page with and without compression (docs/architecture.md, How data flows). Prints the
 * figures and writes bench/results/latest.json. Loopback only, fixed durations. Then the ticket
 * search at 200,000 tickets as `npm run bench:tickets` last saved it (too slow to seed here), the
 * car search at 20,000 cars as `npm run bench:cars` last saved it, and
 * the Billing tab of a member with 2,000 ledger lines as `npm run bench:billing` last saved it.
 * On PostgreSQL, a car detail with 30 days of dense telemetry opened (bench/carTelemetry.ts), and a
 * trip detail with its telemetry at SEED=20000 (bench/tripDetail.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { build } from 'vite';
import { startAnchor } from './anchor/startAnchor.ts';
import { measureCarTelemetry } from './carTelemetry.ts';
import { measureTripDetail } from './tripDetail.ts';
import { cpuTimeMs } from './cpuTime.ts';
import { probe } from './healthProbe.ts';
import { combineRounds, loadTool, runLoad, type LoadFigures } from './load.ts';
import { measureMemberPageCompression, memberPageCompressionLines } from './memberPageCompression.ts';
import { emptyDatabase } from './scratchDatabase.ts';
import { getJson, lastNamePrefixes } from './searchSamples.ts';
import { measureProfileOpens } from './profileOpens.ts';
import { savedBillingScale } from './savedBillingScale.ts';
import { CAR_SCALE, savedSearchScale, TICKET_SCALE, TRIP_SCALE } from './savedSearchScale.ts';
import { signInPageFigures, signInPageLines } from './signInPageChromium.ts';
import { measureSignInTiming, signInTimingLines } from './signInTiming.ts';
import { signInForToken } from '../tests/support/signInForToken.ts';
import { startProduct } from '../tests/support/startProduct.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = 50;
/** The probe asks /health every 10 ms on one connection: enough samples for a p99, too few to load the server. */
const PROBE = { pauseMs: 10 };
/** Far above what the load sends in a minute, so the per-user limit (README's `API_RATE_LIMIT`) never answers 429 here. */
const RATE_LIMIT = process.env.API_RATE_LIMIT ?? '100000000';
const SEED = process.env.SEED ?? '20000';
/** BENCH_ENGINES=postgres skips PGlite (and the figures measured on it: page bytes, profile open). */
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');

/**
 * The load of each server comes in ROUNDS slices, product and anchor taking turns, so that
 * the other helpers sharing this machine weigh on both alike (run one after the other, the
 * ratio swung from 0.69 to 1.55 between two runs).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TURN_SECONDS = Math.max(1, Math.round(DURATION / ROUNDS)); // wrk takes whole seconds

/** The member search under load and /health probed at the same time, on one server. */
const searchUnderLoad = async (
  baseUrl: string,
  paths: string[],
  duration: number,
  authorization?: string,
) => {
  const [search, health] = await Promise.all([
    runLoad(baseUrl, paths, {
      connections: CONNECTIONS,
      duration,
      headers: authorization ? { authorization } : {},
    }),
    probe(baseUrl, '/health', { ...PROBE, duration }),
  ]);
  return { search, health };
};

type Target = { baseUrl: string; pid: number; authorization?: string };

/** Every target loaded about DURATION seconds in all, in ROUNDS turns; its server's CPU time counted per request. */
const loadInTurns = async (paths: string[], targets: Target[]) => {
  const rounds = targets.map(() => [] as Awaited<ReturnType<typeof searchUnderLoad>>[]);
  const cpuMs = targets.map(() => 0);
  for (let round = 0; round < ROUNDS; round++)
    for (const [index, { baseUrl, pid, authorization }] of targets.entries()) {
      const before = await cpuTimeMs(pid);
      rounds[index].push(await searchUnderLoad(baseUrl, paths, TURN_SECONDS, authorization));
      cpuMs[index] += (await cpuTimeMs(pid)) - before;
    }
  return rounds.map((done, index) => {
    const search = combineRounds(done.map((r) => r.search));
    const health = combineRounds(done.map((r) => r.health));
    return {
      search,
      health,
      serverCpuMsPerRequest: Number((cpuMs[index] / (search.requests + health.requests)).toFixed(3)),
    };
  });
};

const ratio = (product: number, anchor: number) => Number((product / anchor).toFixed(2));

const benchEngine = async (engine: 'pglite' | 'postgres', databaseUrl: string) => {
  const dataDir = join('data', `bench-${engine}`);
  await emptyDatabase(dataDir, databaseUrl);
  const env = { DATA_DIR: dataDir, SEED, DATABASE_URL: databaseUrl, API_RATE_LIMIT: RATE_LIMIT };
  // The first start seeds an empty database; the second is the start a user sees every day.
  const fresh = await startProduct(env);
  await fresh.stop();
  const product = await startProduct(env);
  try {
    const authorization = `Bearer ${await signInForToken(product.baseUrl, product.idpUrl, 'sysadm@example.com')}`;
    const paths = (await lastNamePrefixes(product.baseUrl, authorization)).map(
      (p) => `/api/customer-process/searchCustomer?lastName=${encodeURIComponent(p)}&page=1&count=25`,
    );
    const figures = {
      engine,
      firstStartMs: fresh.startupMs,
      startupMs: product.startupMs,
      prefixes: paths.length,
      ...(engine === 'pglite'
        ? {
            // Counted by Chromium until the form takes input (docs/architecture.md, Sign-in notes).
            signInPage: await signInPageFigures(product.baseUrl),
            // A search result opening the Profile tab, with the demo data, before the load starts.
            profileOpen: await measureProfileOpens(product.baseUrl),
            // Known and unknown user names through the passage take the same time (README, Brute force).
            signInTiming: await measureSignInTiming(product.baseUrl, product.idpUrl),
          }
        : {}),
    };
    const productTarget = { baseUrl: product.baseUrl, pid: product.child.pid!, authorization };
    // After the member search's load, which it must not disturb.
    const memberPage100 = () =>
      measureMemberPageCompression(productTarget, { duration: DURATION, rounds: ROUNDS });
    if (engine === 'pglite') {
      const [loaded] = await loadInTurns(paths, [productTarget]);
      return { ...figures, product: loaded, memberPage100: await memberPage100() };
    }
    const anchor = await startAnchor(databaseUrl);
    try {
      const [answer, sample] = await Promise.all([
        getJson(anchor.baseUrl + paths[0]),
        getJson(product.baseUrl + paths[0], authorization),
      ]);
      if (!isDeepStrictEqual(answer, sample))
        throw new Error(
          `the anchor answers ${paths[0]} unlike the product:\n${JSON.stringify({ answer, sample })}`,
        );
      const [loaded, anchored] = await loadInTurns(paths, [
        productTarget,
        { baseUrl: anchor.baseUrl, pid: anchor.pid },
      ]);
      return {
        ...figures,
        product: loaded,
        memberPage100: await memberPage100(),
        anchor: { sql: anchor.sql, ...anchored },
        productOverAnchor: {
          requestsPerSecond: ratio(loaded.search.requestsPerSecond, anchored.search.requestsPerSecond),
          p99: ratio(loaded.search.latencyMs.p99, anchored.search.latencyMs.p99),
          // Requests one CPU-second serves, product over anchor: what req/s would show on idle cores.
          requestsPerCpuSecond: ratio(anchored.serverCpuMsPerRequest, loaded.serverCpuMsPerRequest),
        },
      };
    } finally {
      await anchor.stop();
    }
  } finally {
    await product.stop();
  }
};

const line = (name: string, { tool, requestsPerSecond, latencyMs, non2xx, errors }: LoadFigures) =>
  `  ${name.padEnd(28)} ${String(requestsPerSecond).padStart(6)} req/s  p50 ${latencyMs.p50} ms  p99 ${latencyMs.p99} ms` +
  `  (${tool}${non2xx || errors ? `, ${non2xx} non-2xx, ${errors} errors` : ''})`;

type EngineFigures = Awaited<ReturnType<typeof benchEngine>>;

const summary = (engines: EngineFigures[]) =>
  engines.flatMap((e) => [
    `${e.engine}: first start ${e.firstStartMs} ms, start ${e.startupMs} ms`,
    ...('profileOpen' in e && e.profileOpen
      ? [
          `  profile open (click → name and e-mail shown, Chromium): median ${e.profileOpen.medianMs} ms ` +
            `over ${e.profileOpen.opens} opens (target ${e.profileOpen.targetMs} ms)`,
        ]
      : []),
    ...('signInTiming' in e && e.signInTiming
      ? ['  sign-in timing through POST /idp:', ...signInTimingLines(e.signInTiming)]
      : []),
    line('product member search', e.product.search),
    line('product /health meanwhile', e.product.health),
    `  product server CPU ${e.product.serverCpuMsPerRequest} ms per request`,
    ...memberPageCompressionLines(e.memberPage100),
    ...('anchor' in e
      ? [
          line('anchor member search', e.anchor.search),
          line('anchor /health meanwhile', e.anchor.health),
          `  anchor server CPU ${e.anchor.serverCpuMsPerRequest} ms per request`,
          `  product/anchor: ${e.productOverAnchor.requestsPerSecond}× req/s, ${e.productOverAnchor.p99}× p99, ` +
            `${e.productOverAnchor.requestsPerCpuSecond}× requests per CPU-second`,
        ]
      : []),
  ]);

const main = async () => {
  const loadBefore = loadavg()[0];
  await build({ logLevel: 'warn' });
  const engines: EngineFigures[] = ENGINES.includes('pglite') ? [await benchEngine('pglite', '')] : [];
  if (process.env.BENCH_DATABASE_URL && ENGINES.includes('postgres'))
    engines.push(await benchEngine('postgres', process.env.BENCH_DATABASE_URL));
  const results = {
    date: new Date().toISOString(),
    command: `npm run bench${process.env.BENCH_DATABASE_URL ? ' (BENCH_DATABASE_URL set)' : ''}`,
    machine: { cpus: cpus().length, loadAverage1m: { before: loadBefore, after: loadavg()[0] } },
    loadTool: loadTool(),
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    rounds: ROUNDS,
    healthProbe: { tool: 'node:http', connections: 1, ...PROBE },
    apiRateLimit: Number(RATE_LIMIT),
    seedMembers: Number(SEED),
    engines,
  };
  const ticketScale = await savedSearchScale(TICKET_SCALE);
  const carScale = await savedSearchScale(CAR_SCALE);
  const tripScale = await savedSearchScale(TRIP_SCALE);
  const billingScale = await savedBillingScale();
  // A car detail with 30 days of telemetry: its own small product on a scratch PostgreSQL database, after the loads above.
  const carTelemetry = ENGINES.includes('postgres') ? await measureCarTelemetry() : [];
  // A trip detail at SEED=20000 on its own scratch PostgreSQL database.
  const tripDetail = ENGINES.includes('postgres') ? await measureTripDetail() : [];
  const page = engines[0]?.signInPage;
  console.log(
    [
      `load tool ${results.loadTool}, c${CONNECTIONS} ${DURATION} s in ${ROUNDS} turns, API_RATE_LIMIT=${RATE_LIMIT}, ${SEED} members, load average ${loadBefore.toFixed(1)} → ${results.machine.loadAverage1m.after.toFixed(1)}`,
      ...(page ? signInPageLines(page) : []),
      ...summary(engines),
      ...ticketScale,
      ...carScale,
      ...tripScale,
      ...billingScale,
      ...carTelemetry,
      ...tripDetail,
    ].join('\n'),
  );
  await mkdir('bench/results', { recursive: true });
  // A run of one engine keeps the file of the two-engine run as it was.
  const file = ENGINES.length === 1 ? `latest-${ENGINES[0]}.json` : 'latest.json';
  await writeFile(`bench/results/${file}`, `${JSON.stringify(results, null, 2)}\n`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
