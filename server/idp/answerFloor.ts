import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs a task and settles no sooner than `floorMs` after it began. The IdP's work for a known
 * user name (a code made and its user file written) takes longer than its refusal of an
 * unknown one; an answer that always takes the floor tells nothing by its time.
 */
export function answerFloor(
  floorMs: number,
  { now = () => performance.now(), wait = (ms: number) => sleep(ms) } = {},
) {
  return async <T>(task: () => Promise<T>): Promise<T> => {
    const started = now();
    try {
      return await task();
    } finally {
      const left = floorMs - (now() - started);
      if (left > 0) await wait(left);
    }
  };
}
