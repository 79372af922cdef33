/**
 * What the two scale benches share (`bench:members`, `bench:tickets`): a product started on a
 * scratch database seeded at scale, and each filter loaded at concurrency 50 on every engine,
 * the engines taking turns (the machine is shared), then one request at a time.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { signInForToken } from '../tests/support/signInForToken.ts';
import { startProduct, type RunningProduct } from '../tests/support/startProduct.ts';
import { combineRounds, loadTool, runLoad, type LoadFigures } from './load.ts';
import { emptyDatabase } from './scratchDatabase.ts';

export type Engine = 'pglite' | 'postgres';

export const CONNECTIONS = 50;
/** Each filter's load per engine, in ROUNDS turns taken with the other engine. */
export const SECONDS = Number(process.env.BENCH_FILTER_SECONDS ?? 6);
export const ROUNDS = 2;
export const TURN_SECONDS = Math.max(1, Math.round(SECONDS / ROUNDS));
/** Both issues' target: PostgreSQL p95 under 50 ms at concurrency 50. */
export const TARGET_P95_MS = 50;
/** BENCH_REUSE=1 keeps the databases seeded by an earlier run (same scale). */
export const REUSE = process.env.BENCH_REUSE === '1';
/** The world around the scaled table (members, cars, trips, tickets): the demo's. */
export const SCALE = '20000';

/**
 * A filter's figures on each engine: under load (c50), and one request at a time (c1), which
 * shows what the query itself costs when the shared cores are busy with other work.
 */
export interface FilterFigures {
  values: number;
  engines: Partial<Record<Engine, LoadFigures>>;
  oneAtATime: Partial<Record<Engine, LoadFigures>>;
}

export interface Started {
  engine: Engine;
  product: RunningProduct;
  authorization: string;
  firstStartMs?: number;
}

/** The product on `engine`, its data in data/bench-<name>-<engine>, seeded with `seed` unless reused. */
export const startScaled = async (
  engine: Engine,
  databaseUrl: string,
  name: string,
  seed: Record<string, string>,
): Promise<Started> => {
  const dataDir = join('data', `bench-${name}-${engine}`);
  if (!REUSE) await emptyDatabase(dataDir, databaseUrl);
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED: SCALE,
    API_RATE_LIMIT: '100000000',
    ...seed,
  };
  console.log(`${engine}: starting${REUSE ? '' : `, seeding ${JSON.stringify(seed)}`}…`);
  const product = await startProduct(env, { healthTimeoutMs: 30 * 60_000 });
  const authorization = `Bearer ${await signInForToken(product.baseUrl, product.idpUrl, 'sysadm@example.com')}`;
  return { engine, product, authorization, ...(REUSE ? {} : { firstStartMs: product.startupMs }) };
};

const cell = (f: LoadFigures | undefined) =>
  f
    ? `${f.latencyMs.p50}/${f.latencyMs.p95}/${f.latencyMs.p99} ms ${f.requestsPerSecond} req/s` +
      (f.non2xx || f.errors ? ` (${f.non2xx} non-2xx, ${f.errors} errors)` : '')
    : '—';

/** One filter on every engine, printed as one line under `label`. */
export const loadFilter = async (
  targets: Started[],
  label: string,
  paths: string[],
): Promise<FilterFigures> => {
  const load = (target: Started, connections: number) =>
    runLoad(target.product.baseUrl, paths, {
      connections,
      duration: TURN_SECONDS,
      headers: { authorization: target.authorization },
    });
  const rounds = targets.map(() => [] as LoadFigures[]);
  for (let round = 0; round < ROUNDS; round++)
    for (const [index, target] of targets.entries()) rounds[index].push(await load(target, CONNECTIONS));
  const oneAtATime: FilterFigures['oneAtATime'] = {};
  for (const target of targets) oneAtATime[target.engine] = await load(target, 1);
  const figures: FilterFigures = {
    values: paths.length,
    engines: Object.fromEntries(targets.map(({ engine }, index) => [engine, combineRounds(rounds[index])])),
    oneAtATime,
  };
  console.log(
    `  ${label.padEnd(24)} ` +
      targets
        .map(({ engine }) =>
          `${engine} ${cell(figures.engines[engine])}, c1 p95 ${figures.oneAtATime[engine]?.latencyMs.p95} ms`.padEnd(
            72,
          ),
        )
        .join(''),
  );
  return figures;
};

/** The filters whose PostgreSQL p95 missed the target, and the run's closing line. */
export const verdict = (filters: Record<string, FilterFigures>, measured: boolean, loadBefore: number) => {
  const missed = measured
    ? Object.keys(filters).filter(
        (name) => (filters[name]!.engines.postgres?.latencyMs.p95 ?? Infinity) >= TARGET_P95_MS,
      )
    : [];
  const loadAfter = loadavg()[0];
  console.log(
    `load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${cpus().length} cores; ` +
      (measured
        ? missed.length
          ? `PostgreSQL p95 at or over ${TARGET_P95_MS} ms: ${missed.join(', ')}`
          : `PostgreSQL p95 under ${TARGET_P95_MS} ms for every filter`
        : ''),
  );
  return {
    missed,
    machine: { cpus: cpus().length, loadAverage1m: { before: loadBefore, after: loadAfter } },
  };
};

/**
 * Writes bench/results/`file`: the run's conditions (`script`, whether PostgreSQL was
 * `measured`, the scaled table's size), the filters that missed the target and every figure.
 */
export const saveResults = async (
  file: string,
  run: {
    script: string;
    measured: boolean;
    scaled: Record<string, number>;
    targets: Started[];
    filters: Record<string, FilterFigures>;
  } & ReturnType<typeof verdict>,
) => {
  const results = {
    date: new Date().toISOString(),
    command: `npm run ${run.script}${run.measured ? ' (BENCH_DATABASE_URL set)' : ''}`,
    machine: run.machine,
    loadTool: loadTool(),
    connections: CONNECTIONS,
    ...run.scaled,
    seedScale: Number(SCALE),
    secondsPerFilterAndEngine: SECONDS,
    rounds: ROUNDS,
    firstStartMs: Object.fromEntries(run.targets.map((t) => [t.engine, t.firstStartMs ?? null])),
    targetPostgresP95Ms: TARGET_P95_MS,
    missed: run.missed,
    filters: run.filters,
  };
  await mkdir('bench/results', { recursive: true });
  await writeFile(`bench/results/${file}`, `${JSON.stringify(results, null, 2)}\n`);
};
