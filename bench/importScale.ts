/**
 * `npm run bench:import` (issue 19, What it must show): a 1 MB import file, as big as an upload
 * may be, imported on PGlite and PostgreSQL (BENCH_DATABASE_URL, a scratch database it
 * empties), one engine after the other, through the real API of the started product: uploaded,
 * posted, and followed in the Import Log until Completed. Rows per second are the file's rows
 * over the log entry's own times (started to finished, as the server wrote them). The target:
 * 17,000 rows a second on PostgreSQL. Writes bench/results/import.json.
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
const TYPE = (process.env.BENCH_IMPORT_TYPE ?? 'createPromoCode') as ImportType;
const RUNS = Number(process.env.BENCH_RUNS ?? 2);

/** The rows of one type's file, numbered from `first` so that every run's references are new. */
const ROWS: Partial<Record<ImportType, { header: string; row: (n: number) => string }>> = {
  createPromoCode: {
    header: 'reference,promoCode,status,type,subChannel,regions,numberOfUses,freeMinutes,startDate',
    row: (n) => `B-${n},BENCH${n},ACTIVE,Non-join code,Digital,Montreal,10,30,2030-01-01`,
  },
};

/** As many rows as fit in one upload (1 MB), and how many that is. */
const fileOf = (first: number) => {
  const { header, row } = ROWS[TYPE]!;
  const lines = [header];
  let size = header.length + 1;
  for (let n = first; ; n++) {
    const line = row(n);
    if (size + line.length + 1 > MAX_UPLOAD_BYTES) break;
    lines.push(line);
    size += line.length + 1;
  }
  return { csv: `${lines.join('\n')}\n`, rows: lines.length - 1, bytes: size };
};

const importOnce = async (target: Started, first: number) => {
  const api = `${target.product.baseUrl}/api`;
  const file = fileOf(first);
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
  const started = await fetch(`${api}${IMPORT_PATHS[TYPE]}`, {
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
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await importOnce(target, run * 100_000));
      console.log(`${engine} run ${run + 1}: ${JSON.stringify(runs.at(-1))}`);
    }
    return { engine, runs, bestRowsPerSecond: Math.max(...runs.map((r) => r.rowsPerSecond)) };
  } finally {
    await target.product.stop();
  }
};

const main = async () => {
  const loadBefore = loadavg()[0];
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_import';
  const engines = [];
  for (const engine of ENGINES)
    engines.push(await benchEngine(engine, engine === 'postgres' ? databaseUrl : ''));
  const loadAfter = loadavg()[0];
  const postgres = engines.find(({ engine }) => engine === 'postgres');
  console.log(
    engines.map((e) => `${e.engine}: best ${e.bestRowsPerSecond} rows/s`).join('; ') +
      `; target ${TARGET_ROWS_PER_SECOND} rows/s on PostgreSQL: ` +
      (postgres
        ? postgres.bestRowsPerSecond >= TARGET_ROWS_PER_SECOND
          ? 'met'
          : 'missed'
        : 'not measured') +
      `; load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${cpus().length} cores`,
  );
  await mkdir('bench/results', { recursive: true });
  await writeFile(
    'bench/results/import.json',
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        command: 'npm run bench:import',
        type: TYPE,
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
