import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export type LoadTool = 'wrk' | 'autocannon';

export interface LoadFigures {
  /** node:http: the light probe beside the load (healthProbe.ts). */
  tool: LoadTool | 'node:http';
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number };
  requests: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}

const WRK = '/usr/bin/wrk';
const run = promisify(execFile);
const ms = (value: number) => Number(value.toFixed(2));

/** wrk costs the two cores far less than autocannon, so it is used whenever Debian's package is installed. */
export const loadTool = (): LoadTool => (existsSync(WRK) ? 'wrk' : 'autocannon');

/** Loads `paths` of `baseUrl` in turn (so no single answer is cached) for a fixed time. */
export const runLoad = (baseUrl: string, paths: string[], options: LoadOptions): Promise<LoadFigures> =>
  loadTool() === 'wrk' ? runWrk(baseUrl, paths, options) : runAutocannon(baseUrl, paths, options);

async function runWrk(
  baseUrl: string,
  paths: string[],
  { connections, duration, headers = {} }: LoadOptions,
): Promise<LoadFigures> {
  const folder = await mkdtemp(join(tmpdir(), 'bench-wrk-'));
  try {
    const pathsFile = join(folder, 'paths');
    await writeFile(pathsFile, `${paths.join('\n')}\n`);
    const script = new URL('./load.lua', import.meta.url).pathname;
    // One thread: the server under test needs the cores more than the load generator does.
    const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--timeout', '10s', '-s', script, baseUrl];
    const headerLines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    const { stdout } = await run(WRK, [...args, '--', pathsFile, ...headerLines], {
      timeout: (duration + 30) * 1000,
    });
    const line = stdout.split('\n').find((l) => l.startsWith('BENCH_JSON '));
    if (!line) throw new Error(`wrk printed no figures:\n${stdout}`);
    const figures = JSON.parse(line.slice('BENCH_JSON '.length)) as Record<string, number>;
    return {
      tool: 'wrk',
      connections,
      durationSeconds: duration,
      requestsPerSecond: Math.round(figures.requests / (figures.durationUs / 1e6)),
      latencyMs: { p50: ms(figures.p50 / 1000), p95: ms(figures.p95 / 1000), p99: ms(figures.p99 / 1000) },
      requests: figures.requests,
      non2xx: figures.non2xx,
      errors: figures.errors,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? ms(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]) : 0;

/** The fallback; computes the percentiles from every response time itself, since autocannon reports no p95. */
const runAutocannon = (
  baseUrl: string,
  paths: string[],
  { connections, duration, headers = {} }: LoadOptions,
): Promise<LoadFigures> =>
  new Promise((resolve, reject) => {
    let next = 0;
    const times: number[] = [];
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration,
        headers,
        requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          tool: 'autocannon',
          connections,
          durationSeconds: duration,
          requestsPerSecond: Math.round(result.requests.average),
          latencyMs: { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) },
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : ms((sorted[middle - 1] + sorted[middle]) / 2);
};

/**
 * Several rounds of one load as one figure: requests/s over their whole time, latency
 * percentiles as the median of the rounds' (one slow round, when the shared machine is
 * busy, does not decide), and each round's figures kept beside them.
 */
export const combineRounds = (rounds: LoadFigures[]): LoadFigures & { rounds: LoadFigures[] } => {
  const requests = rounds.reduce((sum, r) => sum + r.requests, 0);
  // A round that answered nothing still took its time.
  const seconds = rounds.reduce(
    (sum, r) => sum + (r.requestsPerSecond ? r.requests / r.requestsPerSecond : r.durationSeconds),
    0,
  );
  return {
    tool: rounds[0].tool,
    connections: rounds[0].connections,
    durationSeconds: rounds.reduce((sum, r) => sum + r.durationSeconds, 0),
    requestsPerSecond: Math.round(requests / seconds),
    latencyMs: {
      p50: median(rounds.map((r) => r.latencyMs.p50)),
      p95: median(rounds.map((r) => r.latencyMs.p95)),
      p99: median(rounds.map((r) => r.latencyMs.p99)),
    },
    requests,
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    rounds,
  };
};
