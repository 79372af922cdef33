import { describe, expect, it } from 'vitest';
import { challengeSessions } from '../../../server/idp/challengeSessions.ts';
import { oneAtATime } from '../../../server/idp/oneAtATime.ts';

describe('new-password challenge sessions', () => {
  it('answer once, for their own user, within three minutes', () => {
    let now = 0;
    const sessions = challengeSessions(() => now);
    const given = { names: ['jane@example.com', 'uuid-1'], challenge: 'NEW_PASSWORD_REQUIRED' };
    sessions.remember('s1', given);
    expect(sessions.take('s1', 'bob@example.com')).toBeNull();
    sessions.remember('s2', given);
    // The challenge it was given travels with it: the passage lets only that one through.
    expect(sessions.take('s2', 'Jane@Example.com')).toEqual(given);
    expect(sessions.take('s2', 'jane@example.com')).toBeNull();
    sessions.remember('s3', given);
    now = 3 * 60_000;
    expect(sessions.take('s3', 'uuid-1')).toBeNull();
  });
});

describe('one attempt at a time per user name', () => {
  it('runs the tasks of one key in order, even when one fails, and other keys alongside', async () => {
    const serially = oneAtATime();
    const log: string[] = [];
    const task =
      (name: string, ms: number, fail = false) =>
      async () => {
        log.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        log.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      serially('a', task('a1', 20, true)),
      serially('a', task('a2', 1)),
      serially('b', task('b1', 5)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log.indexOf('a2 start')).toBeGreaterThan(log.indexOf('a1 end'));
    expect(log.indexOf('b1 start')).toBeLessThan(log.indexOf('a1 end'));
  });
});
