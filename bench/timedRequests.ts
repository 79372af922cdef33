import { percentile } from './load.ts';

/** One request's answer as the bench weighs it: its time to the last byte and its size. */
interface Timed {
  ms: number;
  bytes: number;
}

export interface TimedFigures {
  requests: number;
  concurrency: number;
  latencyMs: { p50: number; p95: number; max: number };
  /** The largest answer's size in bytes. */
  bytes: number;
}

/** GETs `url` and reads its whole body; anything but a 200 stops the bench, so no figure hides an error. */
export const timedGet = async (url: string, headers: Record<string, string>): Promise<Timed> => {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200)
    throw new Error(`${url}: ${response.status} ${Buffer.from(body).toString('utf8').slice(0, 300)}`);
  return { ms, bytes: body.byteLength };
};

/**
 * `requests` GETs of `urls` in turn, `concurrency` at a time, each caller sending its next
 * request when its last one has answered: p50, p95 and the slowest one.
 */
export const timeRequests = async (
  urls: string[],
  headers: Record<string, string>,
  { requests, concurrency }: { requests: number; concurrency: number },
): Promise<TimedFigures> => {
  const answers: Timed[] = [];
  let next = 0;
  const caller = async () => {
    while (next < requests) answers.push(await timedGet(urls[next++ % urls.length], headers));
  };
  await Promise.all(Array.from({ length: concurrency }, caller));
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    requests,
    concurrency,
    latencyMs: { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: percentile(sorted, 100) },
    bytes: Math.max(...answers.map((a) => a.bytes)),
  };
};

/** p50/p95/max as the benches print them. */
export const timedCell = ({ latencyMs: { p50, p95, max } }: TimedFigures) => `${p50}/${p95}/${max} ms`;
