/**
 * `npm run bench:tripDetail` (its target: a trip detail with its telemetry
 * opened in 300 ms or less), on PostgreSQL at SEED=20000 (200,000 trips): the product on a scratch
 * database (carshare_bench_tripdetail on the server of BENCH_DATABASE_URL, else the local one;
 * BENCH_REUSE=1 keeps an earlier run's), then opening the trip detail of the longest trip whose
 * telemetry is kept, as the screen does: the trip, its first telemetry page and its route asked
 * together, one open at a time. `npm run bench` runs it too; writes bench/results/tripDetail.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import pg from 'pg';
import { figures, timed } from './carTelemetry.ts';
import { SCALE, startScaled } from './scaledSearch.ts';
import { scratchDatabaseUrl } from './scratchDatabase.ts';

const TARGET_MS = 300;
const OPENS = Number(process.env.BENCH_TRIP_OPENS ?? 40);
const RESULTS_FILE = 'bench/results/tripDetail.json';

/** The finished trip with the most telemetry points, among those the retention keeps whole. */
const longestTrip = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; hours: number; points: string }>(
      `SELECT t.id, extract(epoch FROM t.end_at - t.start_at) / 3600 AS hours,
              (SELECT count(*) FROM telemetry p
               WHERE p.vin = t.vin AND p.recorded_at BETWEEN t.start_at AND t.end_at) AS points
       FROM trips t
       WHERE t.end_at IS NOT NULL AND t.start_at > now() - interval '28 days'
       ORDER BY t.end_at - t.start_at DESC LIMIT 1`,
    );
    const trip = rows[0];
    if (!trip) throw new Error('the seed wrote no recent trip');
    return { id: trip.id, hours: Math.round(Number(trip.hours)), points: Number(trip.points) };
  } finally {
    await client.end();
  }
};

/** Measures, saves bench/results/tripDetail.json and returns the lines to print. */
export const measureTripDetail = async (): Promise<string[]> => {
  const url = scratchDatabaseUrl('carshare_bench_tripdetail');
  const { product, authorization } = await startScaled('postgres', url, 'tripdetail', {});
  try {
    const trip = await longestTrip(url);
    const api = `${product.baseUrl}/api/internal/trip`;
    const open = [
      `${api}/${trip.id}`,
      `${api}/telemetry/${trip.id}?page=1&count=25`,
      `${api}/directions?tripId=${trip.id}`,
    ];
    await timed(open, authorization); // the first request warms the connections and plans
    const opens: number[] = [];
    for (let i = 0; i < OPENS; i++) opens.push(await timed(open, authorization));
    const results = {
      date: new Date().toISOString(),
      engine: 'postgres',
      seed: SCALE,
      loadAverage1m: loadavg()[0],
      trip,
      opens: OPENS,
      targetMs: TARGET_MS,
      tripDetailOpenMs: figures(opens),
    };
    await mkdir('bench/results', { recursive: true });
    await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    const { p50, p95, max } = results.tripDetailOpenMs;
    return [
      `trip detail of a ${trip.hours} h trip (${trip.points} points), PostgreSQL at SEED=${SCALE}, ${OPENS} opens one at a time:`,
      `  the trip, its first telemetry page and its route together  p50 ${p50} ms  p95 ${p95} ms  max ${max} ms  ` +
        `(target ≤ ${TARGET_MS} ms: ${p95 <= TARGET_MS ? 'met' : 'MISSED'})`,
    ];
  } finally {
    await product.stop();
  }
};

if (process.argv[1]?.endsWith('tripDetail.ts'))
  measureTripDetail()
    .then((lines) => console.log(lines.join('\n')))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
