import { describe, expect, it } from 'vitest';
import { answerFloor } from '../../../server/idp/answerFloor.ts';

describe('an answer that takes its floor (no user enumeration by time)', () => {
  const clock = (taskMs: number) => {
    let now = 0;
    const waits: number[] = [];
    const floor = answerFloor(250, {
      now: () => now,
      wait: async (ms) => {
        waits.push(ms);
        now += ms;
      },
    });
    const task =
      (fail = false) =>
      async () => {
        now += taskMs;
        if (fail) throw new Error('refused');
        return 'answer';
      };
    return { floor, task, waits, elapsed: () => now };
  };

  it('waits out the rest of the floor after a quick task, so quick and slow cases end together', async () => {
    const quick = clock(4);
    await expect(quick.floor(quick.task())).resolves.toBe('answer');
    expect(quick.waits).toEqual([246]);
    const slow = clock(15);
    await slow.floor(slow.task());
    expect([quick.elapsed(), slow.elapsed()]).toEqual([250, 250]);
  });

  it('waits for a failing task too, and adds nothing to a task longer than the floor', async () => {
    const failing = clock(10);
    await expect(failing.floor(failing.task(true))).rejects.toThrow('refused');
    expect(failing.elapsed()).toBe(250);
    const long = clock(300);
    await long.floor(long.task());
    expect(long.waits).toEqual([]);
  });
});
