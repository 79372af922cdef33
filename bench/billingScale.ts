/**
 * `npm run bench:billing`: the Billing tab's reads for a member
 * with 2,000 ledger lines, on PGlite and PostgreSQL (BENCH_DATABASE_URL, a scratch database
 * it empties), one engine after the other. The product is seeded small (SEED=2000); one member
 * of the seed is then given the lines through the real API as staff post them (an account fee,
 * then a reversal of part of it, each with its audit entry), so the lines, the balance and the
 * audit trail are what the product itself writes. Measured over real HTTP on the started
 * product: the All billing list (first, middle and last page, newest and oldest first), the
 * summary, the CSV export of every line and the statement of the month holding the lines in
 * English and French (time and PDF size), one request at a time and CONCURRENCY at a time.
 * Prints the figures with the load average and writes bench/results/billing.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { EXPORT_LANGUAGES } from '../src/domain/exportQuery.ts';
import { REUSE, startScaled, type Engine, type Started } from './scaledSearch.ts';
import { getJson } from './searchSamples.ts';
import { timedCell as cell, timedGet, timeRequests, type TimedFigures } from './timedRequests.ts';

const LINES = Number(process.env.BENCH_LINES ?? 2000);
const SEED = process.env.SEED ?? '2000';
/** Requests per measure; the statements, which build a PDF of every line, take fewer. */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const STATEMENT_REQUESTS = Number(process.env.BENCH_STATEMENT_REQUESTS ?? 8);
/** A handful of staff on one member's Billing tab at once: the machine has two shared cores. */
const CONCURRENCY = 4;
/** The lines are posted this many at a time: enough to keep the server busy, not to starve it. */
const POSTERS = 4;
const PAGE_SIZE = 25;
/** A fee of the catalogue (migration 104) and the part of it each reversal gives back. */
const FEE_CODE = 'administration';
const REVERSED = 5;
/** BENCH_ENGINES=pglite (or postgres) measures one engine and keeps the two-engine file as it was. */
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const RESULTS_FILE = `bench/results/${ENGINES.length === 1 ? `billing-${ENGINES[0]}` : 'billing'}.json`;

const api = (target: Started) => `${target.product.baseUrl}/api`;

const post = async (target: Started, path: string, body: object) => {
  const response = await fetch(`${api(target)}${path}`, {
    method: 'POST',
    headers: { authorization: target.authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { lines: { id: number }[] };
};

const lineCount = async (target: Started, customerId: number) =>
  (
    (await getJson(
      `${api(target)}/customers-billing/transactiondetails?customerId=${customerId}&count=1`,
      target.authorization,
    )) as { totalCount: number }
  ).totalCount;

/** LINES more lines for the member: LINES / 2 fees, each followed by a reversal of part of it. */
const postLines = async (target: Started, customerId: number) => {
  let fees = 0;
  const poster = async () => {
    while (fees < LINES / 2) {
      fees++;
      const fee = await post(target, '/transaction/gen-special-fee-trans', { customerId, feeCode: FEE_CODE });
      await post(target, '/transaction/gen-special-fee-reversal', {
        customerId,
        lineId: fee.lines[0].id,
        amount: REVERSED,
        reason: 'goodwill',
      });
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: POSTERS }, poster));
  return Math.round(performance.now() - started);
};

/** Each read of the Billing tab, as a URL of the started product. */
const readsOf = async (target: Started, customerId: number, totalCount: number) => {
  const base = `${api(target)}/customers-billing`;
  const lastPage = Math.ceil(totalCount / PAGE_SIZE);
  const list = (page: number, order: 'DESC' | 'ASC') =>
    `${base}/transactiondetails?customerId=${customerId}&sort=postedAt&order=${order}&page=${page}&count=${PAGE_SIZE}`;
  const pages = { first: 1, middle: Math.ceil(lastPage / 2), last: lastPage };
  const { data } = (await getJson(
    `${base}/monthlyStatementList?customerId=${customerId}&count=1`,
    target.authorization,
  )) as { data: { month: string }[] };
  // The newest month holds the lines just posted.
  const month = data[0].month;
  return {
    month,
    reads: {
      ...Object.fromEntries(
        (['DESC', 'ASC'] as const).flatMap((order) =>
          Object.entries(pages).map(([name, page]) => [`list ${name} page ${order}`, list(page, order)]),
        ),
      ),
      summary: `${base}/balances?customerId=${customerId}`,
    },
    csv: `${base}/transactiondetails?customerId=${customerId}&lang=en&tz=America/Vancouver`,
    statements: Object.fromEntries(
      EXPORT_LANGUAGES.map((lang) => [
        lang,
        `${base}/genMonthlyStatement?customerId=${customerId}&month=${month}&lang=${lang}`,
      ]),
    ),
  };
};

interface Measured {
  oneAtATime: TimedFigures;
  concurrent: TimedFigures;
}

const measure = async (url: string, headers: Record<string, string>, requests: number): Promise<Measured> => {
  await timedGet(url, headers); // warms the route's first compile and the database's cache
  return {
    oneAtATime: await timeRequests([url], headers, { requests, concurrency: 1 }),
    concurrent: await timeRequests([url], headers, { requests, concurrency: CONCURRENCY }),
  };
};

const benchEngine = async (engine: Engine, databaseUrl: string) => {
  const target = await startScaled(engine, databaseUrl, 'billing', { SEED });
  try {
    const { data } = (await getJson(
      `${api(target)}/customer-process/searchCustomer?accountStatus=ACTIVE&page=1&count=1`,
      target.authorization,
    )) as { data: { id: number }[] };
    const customerId = data[0].id;
    const linesBefore = await lineCount(target, customerId);
    // BENCH_REUSE=1 measures again the lines an earlier run posted.
    const postedLines = REUSE ? 0 : LINES;
    console.log(
      `${engine}: member ${customerId} has ${linesBefore} lines; posting ${postedLines} through the API…`,
    );
    const postingMs = postedLines ? await postLines(target, customerId) : null;
    const totalCount = await lineCount(target, customerId);
    const { month, reads, csv, statements } = await readsOf(target, customerId, totalCount);
    const headers = { authorization: target.authorization };
    const figures: Record<string, Measured> = {};
    for (const [name, url] of Object.entries(reads)) figures[name] = await measure(url, headers, REQUESTS);
    figures[`CSV export (${totalCount} lines)`] = await measure(
      csv,
      { ...headers, accept: 'text/csv' },
      STATEMENT_REQUESTS,
    );
    for (const [lang, url] of Object.entries(statements))
      figures[`statement ${month} ${lang}`] = await measure(url, headers, STATEMENT_REQUESTS);
    return {
      engine,
      firstStartMs: target.firstStartMs ?? null,
      customerId,
      linesBefore,
      postedLines,
      postingMs,
      totalCount,
      month,
      figures,
    };
  } finally {
    await target.product.stop();
  }
};

type EngineFigures = Awaited<ReturnType<typeof benchEngine>>;

const lines = (e: EngineFigures) => [
  `${e.engine}: first start ${e.firstStartMs} ms; member ${e.customerId}: ${e.linesBefore} + ${e.postedLines} lines ` +
    (e.postingMs === null
      ? 'posted by an earlier run'
      : `posted in ${e.postingMs} ms (${POSTERS} at a time)`) +
    `, ${e.totalCount} in all; p50/p95/max c1, c${CONCURRENCY}:`,
  ...Object.entries(e.figures).map(
    ([name, f]) =>
      `  ${name.padEnd(28)} ${cell(f.oneAtATime).padEnd(26)} ${cell(f.concurrent).padEnd(26)} ${f.oneAtATime.bytes} bytes`,
  ),
];

const main = async () => {
  const loadBefore = loadavg()[0];
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_billing';
  const engines: EngineFigures[] = [];
  // One after the other: the machine is shared, and each engine's seed and posting take its cores.
  if (ENGINES.includes('pglite')) engines.push(await benchEngine('pglite', ''));
  if (ENGINES.includes('postgres')) engines.push(await benchEngine('postgres', databaseUrl));
  const loadAfter = loadavg()[0];
  console.log(
    [
      ...engines.flatMap(lines),
      `load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${cpus().length} cores`,
    ].join('\n'),
  );
  const results = {
    date: new Date().toISOString(),
    command: 'npm run bench:billing',
    machine: { cpus: cpus().length, loadAverage1m: { before: loadBefore, after: loadAfter } },
    seedMembers: Number(SEED),
    pageSize: PAGE_SIZE,
    requests: REQUESTS,
    statementRequests: STATEMENT_REQUESTS,
    concurrency: CONCURRENCY,
    engines,
  };
  await mkdir('bench/results', { recursive: true });
  await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
