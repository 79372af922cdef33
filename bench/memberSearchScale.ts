/**
 * `npm run bench:members`: the member search at a million members, each
 * filter loaded at concurrency 50, PGlite and PostgreSQL (BENCH_DATABASE_URL, a scratch
 * database it empties) side by side. Members are scaled alone (SEED_MEMBERS) and loaded by
 * COPY by the product's own first start; cars, trips and tickets stay at the demo scale. Its
 * own script, not part of `npm run bench`: seeding a million members takes minutes per engine.
 * Prints p50/p95/p99 per filter and writes bench/results/memberSearchScale.json
 * (memberSearchScale-<engine>.json when BENCH_ENGINES names one).
 */
import { runScaledSearch } from './scaledSearch.ts';
import { filterSamples, type FilterName } from './searchSamples.ts';

const MEMBERS = process.env.BENCH_MEMBERS ?? '1000000';

const FILTER_LABELS: Record<FilterName, string> = {
  lastName: 'lastName prefix (3)',
  firstName: 'firstName prefix (3)',
  email: 'email prefix (4)',
  phone: 'phone',
  customerNumber: 'customerNumber',
  postalCode: 'postalCode',
  rfid: 'rfid',
  accountStatus: 'accountStatus',
  accountSuspendStatus: 'accountSuspendStatus',
  qFirstLast: 'q "First Last"',
  qLastFirst: 'q "Last Fir"',
  qFirstName: 'q first name',
  qLastName: 'q last name',
  qEmail: 'q e-mail start (6)',
  qPhoneEnding: 'q phone end (4)',
};

void runScaledSearch({
  script: 'bench:members',
  name: 'members',
  size: MEMBERS,
  search: 'member search',
  filters: async (first) => {
    const samples = await filterSamples(first.product.baseUrl, first.authorization);
    return {
      measured: Object.fromEntries(
        (Object.keys(FILTER_LABELS) as FilterName[]).map((field) => [
          field,
          {
            label: FILTER_LABELS[field],
            paths: samples[field].map(
              (query) => `/api/customer-process/searchCustomer?${query}&page=1&count=25`,
            ),
          },
        ]),
      ),
    };
  },
  // A run of one engine keeps the file of the two-engine run as it was.
  file: (engines) =>
    engines.length === 1 ? `memberSearchScale-${engines[0]}.json` : 'memberSearchScale.json',
});
