/**
 * `npm run bench`: web app JS size, start-up time on the demo database, and member search
 * under load next to the same server's /health ceiling, on PGlite and (with
 * BENCH_DATABASE_URL, a scratch database it empties) on PostgreSQL. Prints the figures and
 * writes bench/results/latest.json.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { join } from 'node:path';
import { build } from 'vite';
import { measureJsSize } from './jsSize.ts';
import { runLoad } from './load.ts';
import { signInForToken } from '../tests/support/signInForToken.ts';
import { startProduct } from '../tests/support/startProduct.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = 50;

const benchEngine = async (engine: string, env: Record<string, string>) => {
  const dataDir = join('data', `bench-${engine}`);
  await emptyDatabase(dataDir, env.DATABASE_URL);
  // The first start seeds an empty database; the second is the start a user sees every day.
  const fresh = await startProduct({ DATA_DIR: dataDir, SEED: process.env.SEED ?? '20000', ...env });
  await fresh.stop();
  const product = await startProduct({ DATA_DIR: dataDir, SEED: process.env.SEED ?? '20000', ...env });
  try {
    const token = await signInForToken(product.baseUrl, product.idpUrl, 'sysadm@example.com');
    const auth = { authorization: `Bearer ${token}` };
    const prefixes = await lastNamePrefixes(product.baseUrl, auth);
    const paths = prefixes.map(
      (p) => `/api/customer-process/searchCustomer?lastName=${encodeURIComponent(p)}&page=1&count=25`,
    );
    const health = await runLoad(
      product.baseUrl,
      ['/health'],
      {},
      { connections: CONNECTIONS, duration: DURATION },
    );
    const search = await runLoad(product.baseUrl, paths, auth, {
      connections: CONNECTIONS,
      duration: DURATION,
    });
    return {
      engine,
      firstStartMs: fresh.startupMs,
      startupMs: product.startupMs,
      prefixes: prefixes.length,
      health,
      search,
    };
  } finally {
    await product.stop();
  }
};

/** The first start must seed: a fresh PGlite folder, or an emptied scratch PostgreSQL database. */
const emptyDatabase = async (dataDir: string, databaseUrl?: string) => {
  await rm(dataDir, { recursive: true, force: true });
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public');
  await client.end();
};

/** Three-letter prefixes of real last names, read through the API so they match the seeded data. */
const lastNamePrefixes = async (baseUrl: string, headers: Record<string, string>) => {
  const prefixes = new Set<string>();
  for (const letter of 'abcdefghijklmnoprstvw') {
    const response = await fetch(
      `${baseUrl}/api/customer-process/searchCustomer?lastName=${letter}&count=100`,
      { headers },
    );
    const body = (await response.json()) as { data: { lastName: string }[] };
    for (const row of body.data ?? []) prefixes.add(row.lastName.slice(0, 3).toLowerCase());
  }
  if (!prefixes.size) throw new Error('the member search returned no rows to draw prefixes from');
  return [...prefixes];
};

const main = async () => {
  await build({ logLevel: 'warn' });
  const jsSize = await measureJsSize();
  const engines = [await benchEngine('pglite', { DATABASE_URL: '' })];
  if (process.env.BENCH_DATABASE_URL)
    engines.push(await benchEngine('postgres', { DATABASE_URL: process.env.BENCH_DATABASE_URL }));
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length },
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    jsSize,
    engines,
  };
  console.log(JSON.stringify(results, null, 2));
  await mkdir('bench/results', { recursive: true });
  await writeFile('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
