/**
 * `npm run bench:import`: a 1 MB Add Free Minutes file, as big as
 * an upload may be, then a 1 MB Create Promo Code file as a second figure, imported on PGlite and PostgreSQL (BENCH_DATABASE_URL, a scratch database it
 * empties), one engine after the other, through the real API of the started product: uploaded,
 * posted, and followed in the Import Log until Completed. Rows per second are the file's rows
 * over the log entry's own times (started to finished, as the server wrote them). The target:
 * 17,000 rows a second on PostgreSQL, for the free-minutes file it names. Free-minute rows name
 * real members, spread over the seeded ones, and a real region. Writes bench/results/import.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { MAX_UPLOAD_BYTES } from '../src/domain/files/fileRules.ts';
import type { ImportType } from '../src/domain/imports/importValues.ts';
import { IMPORT_PATHS, type MassImportEntry } from '../src/domain/imports/massImport.ts';
import { startScaled, type Engine, type Started } from './scaledSearch.ts';
import { getJson } from './searchSamples.ts';

const TARGET_ROWS_PER_SECOND = 17_000;
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as Engine[];
const TYPES = (process.env.BENCH_IMPORT_TYPES ?? 'addFreeMinutes,createPromoCode').split(',') as ImportType[];
const RUNS = Number(process.env.BENCH_RUNS ?? 2);

/** What a file's rows refer to: seeded members and a region, read from the started product. */
type Refs = { memberIds: number[]; regionId: number };

/** The rows of one type's file, numbered from `first` so that every run's references are new. */
const ROWS: Partial<Record<ImportType, { header: string; row: (n: number, refs: Refs) => string }>> = {
  addFreeMinutes: {
    header: 'reference,customerId,reason,freeMin,regions,expiry,expiryDays,expiryDate,ticket',
    row: (n, { memberIds, regionId }) =>
      `F-${n},${memberIds[n % memberIds.length]},Goodwill / Thank You,30,${regionId},days,30,,`,
  },
  createPromoCode: {
    header: 'reference,promoCode,status,type,subChannel,regions,numberOfUses,freeMinutes,startDate',
    row: (n) => `B-${n},BENCH${n},ACTIVE,Non-join code,Digital,Montreal,10,30,2030-01-01`,
  },
};

/** As many rows as fit in one upload (1 MB), and how many that is. */
const fileOf = (type: ImportType, first: number, refs: Refs) => {
  const { header, row } = ROWS[type]!;
  const lines = [header];
  let size = header.length + 1;
  for (let n = first; ; n++) {
    const line = row(n, refs);
    if (size + line.length + 1 > MAX_UPLOAD_BYTES) break;
    lines.push(line);
    size += line.length + 1;
  }
  return { csv: `${lines.join('\n')}\n`, rows: lines.length - 1, bytes: size };
};

const refsOf = async (target: Started): Promise<Refs> => {
  const api = `${target.product.baseUrl}/api`;
  const { data } = (await getJson(
    `${api}/customer-process/searchCustomer?page=1&count=100`,
    target.authorization,
  )) as { data: { id: number }[] };
  const regions = (await getJson(`${api}/regions`, target.authorization)) as { id: number }[];
  return { memberIds: data.map(({ id }) => id), regionId: regions[0]!.id };
};

const importOnce = async (target: Started, type: ImportType, first: number, refs: Refs) => {
  const api = `${target.product.baseUrl}/api`;
  const file = fileOf(type, first, refs);
  const form = new FormData();
  form.append('file', new Blob([file.csv], { type: 'text/csv' }), 'bench.csv');
  const uploaded = await fetch(`${api}/files/upload?kind=csv`, {
    method: 'POST',
    headers: { authorization: target.authorization },
    body: form,
  });
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const { fileLocation } = (await uploaded.json()) as { fileLocation: string };
  const posted = performance.now();
  const started = await fetch(`${api}${IMPORT_PATHS[type]}`, {
    method: 'POST',
    headers: { authorization: target.authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ fileLocation, dryRun: false }),
  });
  if (started.status !== 202) throw new Error(`import: ${started.status} ${await started.text()}`);
  const answeredMs = Math.round(performance.now() - posted);
  const { id } = (await started.json()) as { id: string };
  for (;;) {
    const { data } = (await getJson(`${api}/mass-imports`, target.authorization)) as {
      data: MassImportEntry[];
    };
    const entry = data.find((candidate) => candidate.id === id)!;
    if (entry.status !== 'inProgress') {
      const ms = Date.parse(entry.finishedAt!) - Date.parse(entry.startedAt);
      return {
        type,
        rows: file.rows,
        bytes: file.bytes,
        status: entry.status,
        success: entry.success,
        failed: entry.failed,
        answeredMs,
        ms,
        rowsPerSecond: Math.round((file.rows * 1000) / ms),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const benchEngine = async (engine: Engine, databaseUrl: string) => {
  const target = await startScaled(engine, databaseUrl, 'import', { SEED: '500' });
  try {
    const refs = await refsOf(target);
    const types = [];
    for (const type of TYPES) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await importOnce(target, type, run * 100_000, refs));
        console.log(`${engine} ${type} run ${run + 1}: ${JSON.stringify(runs.at(-1))}`);
      }
      types.push({ type, runs, bestRowsPerSecond: Math.max(...runs.map((r) => r.rowsPerSecond)) });
    }
    return { engine, members: refs.memberIds.length, types };
  } finally {
    await target.product.stop();
  }
};

const main = async () => {
  const loadBefore = loadavg()[0];
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_import';
  const engines: Awaited<ReturnType<typeof benchEngine>>[] = [];
  for (const engine of ENGINES)
    engines.push(await benchEngine(engine, engine === 'postgres' ? databaseUrl : ''));
  const loadAfter = loadavg()[0];
  const best = (type: ImportType, engine: string) =>
    engines.find((e) => e.engine === engine)?.types.find((t) => t.type === type)?.bestRowsPerSecond;
  const postgres = best('addFreeMinutes', 'postgres');
  console.log(
    engines
      .flatMap((e) => e.types.map((t) => `${e.engine} ${t.type}: best ${t.bestRowsPerSecond} rows/s`))
      .join('; ') +
      `; target ${TARGET_ROWS_PER_SECOND} rows/s (addFreeMinutes) on PostgreSQL: ` +
      (postgres !== undefined ? (postgres >= TARGET_ROWS_PER_SECOND ? 'met' : 'missed') : 'not measured') +
      `; load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${cpus().length} cores`,
  );
  await mkdir('bench/results', { recursive: true });
  await writeFile(
    'bench/results/import.json',
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        command: 'npm run bench:import',
        targetType: 'addFreeMinutes',
        machine: { cpus: cpus().length, loadAverage1m: { before: loadBefore, after: loadAfter } },
        targetRowsPerSecond: TARGET_ROWS_PER_SECOND,
        engines,
      },
      null,
      2,
    )}\n`,
  );
};

await main();
