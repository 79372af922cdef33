/**
 * `npm run bench:members` (issue 8 point 1): the member search at a million members, each
 * filter loaded at concurrency 50, PGlite and PostgreSQL (BENCH_DATABASE_URL, a scratch
 * database it empties) side by side. Members are scaled alone (SEED_MEMBERS) and loaded by
 * COPY by the product's own first start; cars, trips and tickets stay at the demo scale. Its
 * own script, not part of `npm run bench`: seeding a million members takes minutes per engine.
 * Prints p50/p95/p99 per filter and writes bench/results/memberSearchScale.json
 * (memberSearchScale-<engine>.json when BENCH_ENGINES names one).
 */
import { loadavg } from 'node:os';
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
import { filterSamples, type FilterName } from './searchSamples.ts';

const MEMBERS = process.env.BENCH_MEMBERS ?? '1000000';
/** BENCH_ENGINES=postgres measures PostgreSQL alone (a PGlite seed of a million members takes many minutes). */
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');

const FILTER_LABELS: Record<FilterName, string> = {
  lastName: 'lastName prefix (3)',
  firstName: 'firstName prefix (3)',
  email: 'email prefix (4)',
  phone: 'phone',
  customerNumber: 'customerNumber',
  postalCode: 'postalCode',
  rfid: 'rfid',
  accountStatus: 'accountStatus',
  suspensionStatus: 'suspensionStatus',
  qFirstLast: 'q "First Last"',
  qLastFirst: 'q "Last Fir"',
  qFirstName: 'q first name',
  qLastName: 'q last name',
  qEmail: 'q e-mail start (6)',
  qPhoneEnding: 'q phone end (4)',
};

const main = async () => {
  const loadBefore = loadavg()[0];
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  if (!databaseUrl) console.warn('BENCH_DATABASE_URL is unset: PostgreSQL is not measured.');
  const targets: Started[] = [];
  try {
    const seed = { SEED_MEMBERS: MEMBERS };
    // One after the other: two million-member seeds at once would starve each other.
    if (ENGINES.includes('pglite')) targets.push(await startScaled('pglite', '', 'members', seed));
    if (databaseUrl && ENGINES.includes('postgres'))
      targets.push(await startScaled('postgres', databaseUrl, 'members', seed));
    // Both engines hold the same deterministic data, so one set of values serves both.
    const samples = await filterSamples(targets[0]!.product.baseUrl, targets[0]!.authorization);
    console.log(
      `member search, ${MEMBERS} members, wrk c${CONNECTIONS} ${SECONDS} s per filter and engine (p50/p95/p99), then c1 ${TURN_SECONDS} s:`,
    );
    const filters = {} as Record<FilterName, FilterFigures>;
    for (const field of Object.keys(FILTER_LABELS) as FilterName[])
      filters[field] = await loadFilter(
        targets,
        FILTER_LABELS[field],
        samples[field].map((query) => `/api/customer-process/searchCustomer?${query}&page=1&count=25`),
      );
    // A run of one engine keeps the file of the two-engine run as it was.
    const file = ENGINES.length === 1 ? `memberSearchScale-${ENGINES[0]}.json` : 'memberSearchScale.json';
    await saveResults(file, {
      script: 'bench:members',
      measured: Boolean(databaseUrl),
      scaled: { members: Number(MEMBERS) },
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
