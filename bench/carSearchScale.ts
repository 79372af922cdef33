/**
 * `npm run bench:cars` (issue 20, What it must show): the car search over 20,000 cars, each
 * filter of spec 3's Car search loaded at concurrency 50, PGlite and PostgreSQL
 * (BENCH_DATABASE_URL, a scratch database it empties) side by side. Cars are scaled alone
 * (SEED_CARS) by the product's own first start; members, trips and tickets stay at the demo
 * scale. The filter values are read from the seeded cars themselves (prefixes of their plates,
 * VINs, box ids and MSISDNs, their models), so every request finds rows. Writes
 * bench/results/carSearchScale.json; `npm run bench` prints what it saved.
 * BENCH_ENGINES=postgres skips PGlite.
 */
import { loadavg } from 'node:os';
import { CAR_STATUSES } from '../src/domain/cars/carStatus.ts';
import type { CarSearchResult } from '../src/domain/cars/carSearchQuery.ts';
import {
  CONNECTIONS,
  loadFilter,
  SECONDS,
  startScaled,
  TURN_SECONDS,
  saveResults,
  verdict,
  type FilterFigures,
  type Started,
} from './scaledSearch.ts';
import { getJson } from './searchSamples.ts';

const CARS = process.env.BENCH_CARS ?? '20000';

type Filter = Record<string, string>;

/** Each filter's values, from one page of cars of every status: short prefixes match many cars, long ones few. */
const filtersOf = async (target: Started): Promise<Record<string, Filter[]>> => {
  const rows: CarSearchResult['data'] = [];
  for (const status of CAR_STATUSES.filter((s) => s !== 'INFLEETING')) {
    const page = (await getJson(
      `${target.product.baseUrl}/api/vehicle/search?status=${status}&page=1&count=50`,
      target.authorization,
    )) as CarSearchResult;
    rows.push(...page.data);
  }
  const prefixes = (values: string[], lengths: number[]) => [
    ...new Set(values.flatMap((value) => lengths.map((length) => value.slice(0, length)))),
  ];
  return {
    licencePlate: prefixes(
      rows.map((car) => car.plateNumber.replace(/\s/g, '')),
      [2, 3, 6],
    ).map((licencePlate) => ({ licencePlate })),
    vin: prefixes(
      rows.map((car) => car.vin),
      [3, 8, 17],
    ).map((vin) => ({ vin })),
    telemeterId: prefixes(
      rows.map((car) => car.telemeterId),
      [4, 8, 15],
    ).map((telemeterId) => ({ telemeterId })),
    status: CAR_STATUSES.map((status) => ({ status })),
    model: [...new Set(rows.map((car) => car.model))].map((model) => ({ model })),
    msisdn: prefixes(
      rows.map((car) => car.msisdn),
      [5, 8, 11],
    ).map((msisdn) => ({ msisdn })),
  };
};

const pathsOf = (filters: Filter[]) =>
  filters.map(
    (filter) => `/api/vehicle/search?${new URLSearchParams({ ...filter, page: '1', count: '25' })}`,
  );

const main = async () => {
  const loadBefore = loadavg()[0];
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  if (!databaseUrl) console.warn('BENCH_DATABASE_URL is unset: PostgreSQL is not measured.');
  const targets: Started[] = [];
  try {
    const seed = { SEED_CARS: CARS };
    // One after the other: two seeds at once would starve each other.
    if (process.env.BENCH_ENGINES !== 'postgres') targets.push(await startScaled('pglite', '', 'cars', seed));
    if (databaseUrl) targets.push(await startScaled('postgres', databaseUrl, 'cars', seed));
    console.log(
      `car search, ${CARS} cars, wrk c${CONNECTIONS} ${SECONDS} s per filter and engine (p50/p95/p99), then c1 ${TURN_SECONDS} s:`,
    );
    const samples = await filtersOf(targets[0]!);
    const filters: Record<string, FilterFigures> = {};
    for (const [name, values] of Object.entries(samples))
      filters[name] = await loadFilter(targets, name, pathsOf(values));
    await saveResults('carSearchScale.json', {
      script: 'bench:cars',
      measured: Boolean(databaseUrl),
      scaled: { cars: Number(CARS) },
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
