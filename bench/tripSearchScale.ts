/**
 * `npm run bench:trips`: the trip search over the demo world at
 * SEED=20000 (200,000 trips), each filter loaded at concurrency 50, PGlite and PostgreSQL
 * (BENCH_DATABASE_URL, a scratch database it empties) taking turns. The values are read from
 * the newest trips (members and cars that did travel). Writes bench/results/tripSearchScale.json.
 * BENCH_ENGINES=postgres skips PGlite.
 */
import { seedSizes } from '../server/seed/sizes.ts';
import type { TripSearchResult } from '../src/domain/trips/tripSearch.ts';
import { runScaledSearch, SCALE, type Started } from './scaledSearch.ts';
import { getJson } from './searchSamples.ts';

const filtersOf = async ({ product, authorization }: Started) => {
  const { data } = (await getJson(
    `${product.baseUrl}/api/trips?count=100`,
    authorization,
  )) as TripSearchResult;
  const distinct = (values: string[]) => [...new Set(values)].slice(0, 20);
  const week = (trip: TripSearchResult['data'][number]) => {
    const start = new Date(trip.startDateTime);
    const from = new Date(start.getTime() - 6 * 86_400_000).toISOString().slice(0, 10);
    return `from=${from}&to=${start.toISOString().slice(0, 10)}`;
  };
  const queries: Record<string, string[]> = {
    'newest first': [''],
    'oldest first': ['order=ASC'],
    member: distinct(data.map((trip) => `customerNumber=${encodeURIComponent(trip.customerNumber)}`)),
    'car (plate)': distinct(data.map((trip) => `vehicle=${encodeURIComponent(trip.plateNumber)}`)),
    'status ACTIVE': ['status=ACTIVE'],
    'status COMPLETED': ['status=COMPLETED'],
    'a week': distinct(data.map(week)),
    'member and a week': distinct(data.map((trip) => `customerNumber=${trip.customerNumber}&${week(trip)}`)),
  };
  return Object.fromEntries(
    Object.entries(queries).map(([label, values]) => [
      label,
      { label, paths: values.map((query) => `/api/trips?${query}${query ? '&' : ''}page=1&count=25`) },
    ]),
  );
};

void runScaledSearch({
  script: 'bench:trips',
  name: 'trips',
  size: String(seedSizes(Number(SCALE)).trips),
  seed: {},
  search: 'trip search',
  filters: async (first) => ({ measured: await filtersOf(first) }),
  file: () => 'tripSearchScale.json',
});
