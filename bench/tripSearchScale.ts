/**
 * `npm run bench:trips` (issue 21): the trip search over the demo world at SEED=20000 (about
 * 200,000 trips), each filter loaded at concurrency 50, PGlite and PostgreSQL
 * (BENCH_DATABASE_URL, a scratch database it empties) taking turns. Prints p50/p95/p99 per
 * filter and writes bench/results/tripSearchScale.json.
 */
import { loadavg } from 'node:os';
import type { TripSearchResult } from '../src/domain/trips/tripSearch.ts';
import {
  CONNECTIONS,
  loadFilter,
  saveResults,
  SECONDS,
  startScaled,
  TURN_SECONDS,
  verdict,
  type FilterFigures,
  type Started,
} from './scaledSearch.ts';

/** Values the filters take, read from the newest trips (members and cars that did travel). */
const samplesOf = async ({ product, authorization }: Started) => {
  const response = await fetch(`${product.baseUrl}/api/trips?count=100`, { headers: { authorization } });
  const { data } = (await response.json()) as TripSearchResult;
  const distinct = (values: string[]) => [...new Set(values)].slice(0, 20);
  const week = (trip: TripSearchResult['data'][number]) => {
    const start = new Date(trip.startDateTime);
    const from = new Date(start.getTime() - 6 * 86_400_000).toISOString().slice(0, 10);
    return `from=${from}&to=${start.toISOString().slice(0, 10)}`;
  };
  return {
    'newest first': [''],
    'oldest first': ['order=ASC'],
    member: distinct(data.map((trip) => `customerNumber=${encodeURIComponent(trip.customerNumber)}`)),
    'car (plate)': distinct(data.map((trip) => `vehicle=${encodeURIComponent(trip.plateNumber)}`)),
    'status ACTIVE': ['status=ACTIVE'],
    'status COMPLETED': ['status=COMPLETED'],
    'a week': distinct(data.map(week)),
    'member and a week': distinct(data.map((trip) => `customerNumber=${trip.customerNumber}&${week(trip)}`)),
  };
};

const main = async () => {
  const loadBefore = loadavg()[0];
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  if (!databaseUrl) console.warn('BENCH_DATABASE_URL is unset: PostgreSQL is not measured.');
  const targets: Started[] = [];
  try {
    targets.push(await startScaled('pglite', '', 'trips', {}));
    if (databaseUrl) targets.push(await startScaled('postgres', databaseUrl, 'trips', {}));
    const samples = await samplesOf(targets[0]!);
    console.log(
      `trip search at SEED=20000, wrk c${CONNECTIONS} ${SECONDS} s per filter and engine (p50/p95/p99), then c1 ${TURN_SECONDS} s:`,
    );
    const filters: Record<string, FilterFigures> = {};
    for (const [label, queries] of Object.entries(samples))
      filters[label] = await loadFilter(
        targets,
        label,
        queries.map((query) => `/api/trips?${query}${query ? '&' : ''}page=1&count=25`),
      );
    await saveResults('tripSearchScale.json', {
      script: 'bench:trips',
      measured: Boolean(databaseUrl),
      scaled: {},
      targets,
      filters,
      ...verdict(filters, Boolean(databaseUrl), loadBefore),
    });
  } finally {
    for (const { product } of targets) await product.stop();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
