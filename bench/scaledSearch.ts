/**
 * What the scale benches share (`bench:members`, `bench:tickets`, `bench:cars`): a product started on a
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
const SECONDS = Number(process.env.BENCH_FILTER_SECONDS ?? 6);
export const ROUNDS = 2;
export const TURN_SECONDS = Math.max(1, Math.round(SECONDS / ROUNDS));
/** The member and ticket searches' target: PostgreSQL p95 under 50 ms at concurrency 50. */
const TARGET_P95_MS = 50;
/** BENCH_REUSE=1 keeps the databases seeded by an earlier run (same scale). */
export const REUSE = process.env.BENCH_REUSE === '1';
/** The world around the scaled table (members, cars, trips, tickets): the demo's. */
export const SCALE = '20000';

/**
 * A filter's figures on each engine: under load (c50), and one request at a time (c1), which
 * shows what the query itself costs when the shared cores are busy with other work.
 */
interface FilterFigures {
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
const loadFilter = async (targets: Started[], label: string, paths: string[]): Promise<FilterFigures> => {
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
const verdict = (filters: Record<string, FilterFigures>, measured: boolean, loadBefore: number) => {
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
const saveResults = async (
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

/** BENCH_ENGINES=postgres measures PostgreSQL alone (a PGlite seed at scale takes minutes). */
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');

/** A filter of a scale bench: the line it prints, and the request paths its load cycles through. */
interface LoadedFilter {
  label: string;
  paths: string[];
}

/** One scale bench: what it seeds, how it reads its filters from the started product, where it saves. */
interface ScaledSearchRun {
  /** `npm run <script>`, named in the results. */
  script: string;
  /** The scaled table (its data folders, its SEED_<NAME> size variable) and its size. */
  name: 'members' | 'tickets' | 'cars' | 'trips';
  size: string;
  /** The size variables set; SEED_<NAME>=size unless told (the trips follow the world's scale). */
  seed?: Record<string, string>;
  /** What is searched, first on the line printed above the figures: "car search". */
  search: string;
  /**
   * The filters by name, read from the first engine started (both hold the same
   * deterministic data); `reference` ones are measured and saved first, outside the verdict.
   */
  filters: (first: Started) => Promise<{
    reference?: Record<string, LoadedFilter>;
    measured: Record<string, LoadedFilter>;
  }>;
  /** The results file under bench/results/, told the engines measured (BENCH_ENGINES). */
  file: (engines: string[]) => string;
}

/**
 * The loop every scale bench runs (runScaledSearch): the product started and seeded on each engine in turn
 * (two seeds at once would starve each other), each filter loaded on both, the figures printed
 * and saved, the products stopped whatever happens.
 */
const measure = async (run: ScaledSearchRun) => {
  const loadBefore = loadavg()[0];
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  if (!databaseUrl) console.warn('BENCH_DATABASE_URL is unset: PostgreSQL is not measured.');
  const targets: Started[] = [];
  try {
    const seed = run.seed ?? { [`SEED_${run.name.toUpperCase()}`]: run.size };
    if (ENGINES.includes('pglite')) targets.push(await startScaled('pglite', '', run.name, seed));
    if (databaseUrl && ENGINES.includes('postgres'))
      targets.push(await startScaled('postgres', databaseUrl, run.name, seed));
    const { reference = {}, measured } = await run.filters(targets[0]!);
    console.log(
      `${run.search}, ${run.size} ${run.name}, wrk c${CONNECTIONS} ${SECONDS} s per filter and engine (p50/p95/p99), then c1 ${TURN_SECONDS} s:`,
    );
    const load = async (filters: Record<string, LoadedFilter>) => {
      const figures: Record<string, FilterFigures> = {};
      for (const [name, { label, paths }] of Object.entries(filters))
        figures[name] = await loadFilter(targets, label, paths);
      return figures;
    };
    const referenceFigures = await load(reference);
    const filters = await load(measured);
    await saveResults(run.file(ENGINES), {
      script: run.script,
      measured: Boolean(databaseUrl),
      scaled: { [run.name]: Number(run.size) },
      targets,
      filters: { ...referenceFigures, ...filters },
      ...verdict(filters, Boolean(databaseUrl), loadBefore),
    });
  } finally {
    for (const { product } of targets) await product.stop();
  }
};

/** Runs a scale bench as its script: a failure is printed and ends the process with 1. */
export const runScaledSearch = (run: ScaledSearchRun) =>
  measure(run).catch((error) => {
    console.error(error);
    process.exit(1);
  });
