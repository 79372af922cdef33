/**
 * `npm run bench:analytics`: each Analytics chart over the demo world at
 * SEED=20000 (200,000 trips, their ledger, 20,000 members, 2,000 tickets) on PostgreSQL (a
 * scratch database on BENCH_DATABASE_URL's server, else the local one, which it empties unless
 * BENCH_REUSE=1 keeps an earlier run's seed). Each chart is asked for the last 30 days and the
 * last year, one request at a time over real HTTP, its JSON and its CSV: p50/p95/max against
 * the 500 ms target. Prints the figures and writes bench/results/analyticsScale.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { ANALYTICS_CHARTS } from '../src/domain/analytics/charts.ts';
import { startScaled } from './scaledSearch.ts';
import { scratchDatabaseUrl } from './scratchDatabase.ts';
import { timedCell, timeRequests, type TimedFigures } from './timedRequests.ts';

const TARGET_MS = 500;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10);
const DAY_MS = 86_400_000;

const dayBefore = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
const RANGES = {
  '30 days': { from: dayBefore(29), to: dayBefore(0) },
  '1 year': { from: dayBefore(365), to: dayBefore(0) },
};

const main = async () => {
  const loadBefore = loadavg()[0]!;
  const target = await startScaled('postgres', scratchDatabaseUrl('bench_analytics'), 'analytics', {});
  const figures: Record<string, Record<string, { json: TimedFigures; csv: TimedFigures }>> = {};
  const missed: string[] = [];
  try {
    for (const chart of ANALYTICS_CHARTS) {
      figures[chart] = {};
      for (const [label, { from, to }] of Object.entries(RANGES)) {
        const url = `${target.product.baseUrl}/api/analytics/${chart}?from=${from}&to=${to}&tz=America/Toronto`;
        const measure = (accept: string) =>
          timeRequests(
            [url],
            { authorization: target.authorization, accept },
            { requests: REQUESTS, concurrency: 1 },
          );
        const json = await measure('application/json');
        const csv = await measure('text/csv');
        figures[chart][label] = { json, csv };
        if (json.latencyMs.p95 > TARGET_MS || csv.latencyMs.p95 > TARGET_MS) missed.push(`${chart} ${label}`);
        console.log(
          `  ${chart.padEnd(12)} ${label.padEnd(8)} JSON ${timedCell(json).padEnd(22)} CSV ${timedCell(csv)}`,
        );
      }
    }
  } finally {
    await target.product.stop();
  }
  const loadAfter = loadavg()[0]!;
  console.log(
    `p50/p95/max over ${REQUESTS} requests each; load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} ` +
      `on ${cpus().length} cores; ` +
      (missed.length
        ? `over ${TARGET_MS} ms at p95: ${missed.join(', ')}`
        : `every chart under ${TARGET_MS} ms at p95`),
  );
  await mkdir('bench/results', { recursive: true });
  await writeFile(
    'bench/results/analyticsScale.json',
    `${JSON.stringify(
      {
        script: 'bench:analytics',
        engine: 'postgres',
        seed: 20000,
        ranges: RANGES,
        requestsEach: REQUESTS,
        targetMs: TARGET_MS,
        missed,
        machine: { cpus: cpus().length, loadAverage1m: { before: loadBefore, after: loadAfter } },
        ...(target.firstStartMs ? { firstStartMs: target.firstStartMs } : {}),
        charts: figures,
      },
      null,
      2,
    )}\n`,
  );
};

void main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
