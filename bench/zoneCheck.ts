/**
 * `npm run bench:zones` (spec 7 home zones, spec 8 zone import errors): the import's worst
 * cases at its 5,000-point cap, through the real API of the started product on PGlite and on
 * PostgreSQL (BENCH_DATABASE_URL, a scratch database it empties; BENCH_ENGINES=pglite for one):
 * the star (every edge crossing nearly every other) refused on import and as a New shape, the
 * circle accepted. Each is posted RUNS times while a second client asks /health every 5 ms;
 * the figures are each answer's time and /health's waits meanwhile (the server's event loop's
 * delay as a client sees it, its worst included), beside the same probe's waits on the idle
 * server (what the machine's own load adds). Writes bench/results/zones.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { circleRing, starRing, zoneFileText } from '../tests/support/zoneShapes.ts';
import { ZONE_POINTS_MAX } from '../src/domain/homeZones/zoneGeometry.ts';
import { figures } from './carTelemetry.ts';
import { startScaled, type Engine, type Started } from './scaledSearch.ts';
import { scratchDatabaseUrl } from './scratchDatabase.ts';

const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as Engine[];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const HEALTH_TARGET_MS = 50;

const SHAPES = {
  star: zoneFileText(starRing(ZONE_POINTS_MAX)),
  circle: zoneFileText(circleRing(ZONE_POINTS_MAX)),
};
const SMALL = 'POLYGON((-123.2 49.2, -123.1 49.2, -123.1 49.25, -123.2 49.25, -123.2 49.2))';

/** /health asked again and again, 5 ms apart, until `until` settles: each wait. */
const healthWhile = async (baseUrl: string, until: Promise<unknown>) => {
  let settled = false;
  void until.finally(() => (settled = true));
  const waits: number[] = [];
  do {
    const sent = performance.now();
    const response = await fetch(`${baseUrl}/health`);
    await response.text();
    waits.push(performance.now() - sent);
    await new Promise((resolve) => setTimeout(resolve, 5));
  } while (!settled);
  return waits;
};

const post = async (target: Started, method: 'POST' | 'PATCH', path: string, body: object) => {
  const headers: Record<string, string> = {
    authorization: target.authorization,
    'content-type': 'application/json',
  };
  if (method === 'PATCH') headers['if-match'] = '"1"';
  const response = await fetch(`${target.product.baseUrl}/api/fleets${path}`, {
    method,
    headers,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { messageKey?: string; id?: number } };
};

const CASES = [
  { name: 'star import refused', shape: 'star', method: 'POST', expected: 400 },
  { name: 'star New shape refused', shape: 'star', method: 'PATCH', expected: 400 },
  { name: 'circle import accepted', shape: 'circle', method: 'POST', expected: 201 },
] as const;

const benchEngine = async (engine: Engine, databaseUrl: string) => {
  const target = await startScaled(engine, databaseUrl, 'zones', { SEED: '200' });
  try {
    // The first import starts the check's thread; the New shape replaces this zone's.
    const draft = await post(target, 'POST', '/zones', {
      fleetId: 1,
      name: 'Bench',
      fileName: 'b.txt',
      text: SMALL,
    });
    if (draft.status !== 201)
      throw new Error(`warm-up import: ${draft.status} ${JSON.stringify(draft.body)}`);
    // The same probe with nothing else asked: what the machine alone makes /health wait.
    const idle = figures(
      await healthWhile(target.product.baseUrl, new Promise((resolve) => setTimeout(resolve, 3_000))),
    );
    console.log(`${engine} /health, idle: ${JSON.stringify(idle)}`);
    const cases = [];
    for (const { name, shape, method, expected } of CASES) {
      const times: number[] = [];
      const health: number[] = [];
      let messageKey: string | undefined;
      for (let run = 0; run < RUNS; run++) {
        const body = { fileName: `${shape}.txt`, text: SHAPES[shape] };
        const started = performance.now();
        const answer =
          method === 'POST'
            ? post(target, 'POST', '/zones', { ...body, fleetId: 1, name: `${shape} ${run}` })
            : post(target, 'PATCH', `/1/zones/${draft.body.id}`, body);
        const [answered, waits] = await Promise.all([
          answer.then((reply) => ({ reply, ms: performance.now() - started })),
          healthWhile(target.product.baseUrl, answer),
        ]);
        if (answered.reply.status !== expected)
          throw new Error(`${name}: ${answered.reply.status} ${JSON.stringify(answered.reply.body)}`);
        messageKey = answered.reply.body.messageKey;
        times.push(answered.ms);
        health.push(...waits);
      }
      const row = {
        name,
        points: ZONE_POINTS_MAX,
        bytes: SHAPES[shape].length,
        status: expected,
        ...(messageKey ? { messageKey } : {}),
        answerMs: figures(times),
        healthMs: { ...figures(health), asked: health.length },
      };
      console.log(`${engine} ${name}: ${JSON.stringify(row)}`);
      cases.push(row);
    }
    return { engine, healthIdleMs: idle, cases };
  } finally {
    await target.product.stop();
  }
};

const main = async () => {
  const loadBefore = loadavg()[0];
  const engines = [];
  for (const engine of ENGINES)
    engines.push(
      await benchEngine(engine, engine === 'postgres' ? scratchDatabaseUrl('carshare_bench_zones') : ''),
    );
  const loadAfter = loadavg()[0];
  await mkdir('bench/results', { recursive: true });
  await writeFile(
    'bench/results/zones.json',
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        command: 'npm run bench:zones',
        runs: RUNS,
        healthTargetMs: HEALTH_TARGET_MS,
        machine: { cpus: cpus().length, loadAverage1m: { before: loadBefore, after: loadAfter } },
        engines,
      },
      null,
      2,
    )}\n`,
  );
};

await main();
