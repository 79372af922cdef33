/**
 * Its target: a car detail with 30 days of telemetry opened in 300 ms or less, on PostgreSQL. The product is started on a scratch database (carshare_bench_telemetry on the
 * server of BENCH_DATABASE_URL, else the local one) seeded small; one seeded car is then
 * given 30 days of dense telemetry, a point every 10 s (259,200 points, the operator's rate
 * of docs/architecture.md), in place of its seeded points. Measured over real HTTP: opening
 * the car detail (its record and its 30 days of telemetry, asked together as the screen
 * does) and the telemetry of one day, one at a time. `npm run bench` runs it too; alone it
 * is `npm run bench:telemetry`, which writes bench/results/carTelemetry.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import pg from 'pg';
import { signInForToken } from '../tests/support/signInForToken.ts';
import { startProduct } from '../tests/support/startProduct.ts';
import { percentile } from './load.ts';
import { emptyDatabase, scratchDatabaseUrl } from './scratchDatabase.ts';

const TARGET_MS = 300;
const DAYS = 30;
const EVERY_SECONDS = 10;
const OPENS = Number(process.env.BENCH_TELEMETRY_OPENS ?? 40);
const RESULTS_FILE = 'bench/results/carTelemetry.json';

/** One car's seeded points replaced by a point every 10 s over the last 30 days, then fresh statistics. */
const denseTelemetry = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ vin: string }>(
      `SELECT vin FROM telemetry GROUP BY vin ORDER BY count(*) DESC, vin LIMIT 1`,
    );
    const vin = rows[0]?.vin;
    if (!vin) throw new Error('the seed wrote no telemetry');
    await client.query('DELETE FROM telemetry WHERE vin = $1', [vin]);
    const { rowCount } = await client.query(
      `INSERT INTO telemetry (vin, recorded_at, latitude, longitude, speed_kmh, fuel_level, battery_voltage, odometer, ignition)
       SELECT $1, at, 49.28 + 0.01 * sin(n / 500.0), -123.12 + 0.01 * cos(n / 500.0), (n % 90)::smallint,
              (90 - n * 80 / $2)::smallint, 13.9, 20000 + n / 30, n % 360 < 300
       FROM generate_series(0, $2 - 1) AS n,
            LATERAL (SELECT date_trunc('second', now()) - ($2 - n) * interval '${EVERY_SECONDS} seconds' AS at) t`,
      [vin, (DAYS * 86_400) / EVERY_SECONDS],
    );
    await client.query('ANALYZE telemetry');
    return { vin, points: rowCount ?? 0 };
  } finally {
    await client.end();
  }
};

/** The time `urls` take asked together, as a screen asks them; anything but a 200 stops the bench. */
export const timed = async (urls: string[], authorization: string) => {
  const started = performance.now();
  await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { headers: { authorization } });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.slice(0, 300)}`);
    }),
  );
  return performance.now() - started;
};

/** p50, p95 and the slowest of `times`. */
export const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: percentile(sorted, 100) };
};

/** Measures, saves bench/results/carTelemetry.json and returns the lines to print. */
export const measureCarTelemetry = async (): Promise<string[]> => {
  const url = scratchDatabaseUrl('carshare_bench_telemetry');
  await emptyDatabase('data/bench-telemetry', url);
  const product = await startProduct({
    DATA_DIR: 'data/bench-telemetry',
    DATABASE_URL: url,
    SEED: process.env.BENCH_TELEMETRY_SEED ?? '2000',
    API_RATE_LIMIT: '100000000',
    ...(process.env.PORT ? { PORT: process.env.PORT } : {}),
    ...(process.env.IDP_PORT ? { IDP_PORT: process.env.IDP_PORT } : {}),
  });
  try {
    const { vin, points } = await denseTelemetry(url);
    const authorization = `Bearer ${await signInForToken(product.baseUrl, product.idpUrl, 'svc@example.com')}`;
    const now = Date.now();
    const range = (days: number) =>
      `from=${new Date(now - days * 86_400_000).toISOString()}&to=${new Date(now).toISOString()}`;
    const api = `${product.baseUrl}/api`;
    const open = [`${api}/vehicle/${vin}`, `${api}/internal/vehicle/${vin}/data?${range(DAYS)}`];
    const oneDay = [`${api}/internal/vehicle/${vin}/data?${range(1)}`];
    await timed(open, authorization); // the first request warms the connections and plans
    const opens: number[] = [];
    const days: number[] = [];
    for (let i = 0; i < OPENS; i++) {
      opens.push(await timed(open, authorization));
      days.push(await timed(oneDay, authorization));
    }
    const results = {
      date: new Date().toISOString(),
      engine: 'postgres',
      loadAverage1m: loadavg()[0],
      car: { vin, points, days: DAYS, everySeconds: EVERY_SECONDS },
      opens: OPENS,
      targetMs: TARGET_MS,
      carDetailOpenMs: figures(opens),
      oneDayMs: figures(days),
    };
    await mkdir('bench/results', { recursive: true });
    await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    const { p50, p95, max } = results.carDetailOpenMs;
    return [
      `car detail with ${DAYS} days of telemetry (${points} points, one every ${EVERY_SECONDS} s), PostgreSQL, ` +
        `${OPENS} opens one at a time:`,
      `  /vehicle/{vin} and its ${DAYS}-day /data together  p50 ${p50} ms  p95 ${p95} ms  max ${max} ms  ` +
        `(target ≤ ${TARGET_MS} ms: ${p95 <= TARGET_MS ? 'met' : 'MISSED'})`,
      `  one day of /data                         p50 ${results.oneDayMs.p50} ms  p95 ${results.oneDayMs.p95} ms  max ${results.oneDayMs.max} ms`,
    ];
  } finally {
    await product.stop();
  }
};

if (process.argv[1]?.endsWith('carTelemetry.ts'))
  measureCarTelemetry()
    .then((lines) => console.log(lines.join('\n')))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
