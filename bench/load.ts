import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number };
  requests: number;
  non2xx: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(2))
    : 0;

/**
 * Runs autocannon against `paths` in turn (so no single answer is cached) and computes the
 * percentiles from every response time itself, since autocannon reports no p95.
 */
export const runLoad = (
  baseUrl: string,
  paths: string[],
  headers: Record<string, string> = {},
  { connections = 50, duration = 15 } = {},
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
