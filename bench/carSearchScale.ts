/**
 * `npm run bench:cars`: the car search over 20,000 cars, each
 * filter of spec 3's Car search loaded at concurrency 50, PGlite and PostgreSQL
 * (BENCH_DATABASE_URL, a scratch database it empties) side by side. Cars are scaled alone
 * (SEED_CARS) by the product's own first start; members, trips and tickets stay at the demo
 * scale. The filter values are read from the seeded cars themselves (prefixes of their plates,
 * VINs, box ids and MSISDNs, their models), so every request finds rows. Writes
 * bench/results/carSearchScale.json; `npm run bench` prints what it saved.
 * BENCH_ENGINES=postgres skips PGlite.
 */
import { SEARCHED_CAR_STATUSES } from '../src/domain/cars/carStatus.ts';
import type { CarSearchResult } from '../src/domain/cars/carSearchQuery.ts';
import { runScaledSearch, type Started } from './scaledSearch.ts';
import { getJson } from './searchSamples.ts';

const CARS = process.env.BENCH_CARS ?? '20000';

type Filter = Record<string, string>;

/** Each filter's values, from one page of cars of every status: short prefixes match many cars, long ones few. */
const filtersOf = async (target: Started): Promise<Record<string, Filter[]>> => {
  const rows: CarSearchResult['data'] = [];
  for (const status of SEARCHED_CAR_STATUSES) {
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
    status: SEARCHED_CAR_STATUSES.map((status) => ({ status })),
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

void runScaledSearch({
  script: 'bench:cars',
  name: 'cars',
  size: CARS,
  search: 'car search',
  filters: async (first) => ({
    measured: Object.fromEntries(
      Object.entries(await filtersOf(first)).map(([name, values]) => [
        name,
        { label: name, paths: pathsOf(values) },
      ]),
    ),
  }),
  file: () => 'carSearchScale.json',
});
