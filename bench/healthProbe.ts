import { Agent, request } from 'node:http';
import { percentile, type LoadFigures } from './load.ts';

const get = (url: string, agent: Agent) =>
  new Promise<number>((resolve, reject) =>
    request(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0)).on('error', reject);
    })
      .on('error', reject)
      .end(),
  );

/**
 * A light probe beside the load: one keep-alive connection asks `path`,
 * waits for the whole answer, pauses `pauseMs`, and asks again, for `duration` seconds.
 *
 * Node's http client rather than a second wrk: in the same runs, a wrk probe reported
 * /health p99 of 160–350 ms in the first turn while this probe, on the same server at the
 * same moment, never waited more than 30 ms; the bare anchor showed the same gap (198 vs
 * 11 ms). The wrk figure measured wrk's own wait for the two busy cores, not the server.
 */
export async function probe(
  baseUrl: string,
  path: string,
  { duration, pauseMs }: { duration: number; pauseMs: number },
): Promise<LoadFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const end = started + duration * 1000;
  try {
    while (performance.now() < end) {
      const sent = performance.now();
      try {
        const status = await get(baseUrl + path, agent);
        if (status < 200 || status > 299) non2xx++;
        times.push(performance.now() - sent);
      } catch {
        errors++;
      }
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  return {
    tool: 'node:http',
    connections: 1,
    durationSeconds: duration,
    requestsPerSecond: Math.round(times.length / ((performance.now() - started) / 1000)),
    latencyMs: { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) },
    requests: times.length,
    non2xx,
    errors,
  };
}
