import { describe, expect, it } from 'vitest';
import { forgetUserNamesSeenBefore } from '../../../src/domain/auth/userNameCounters.ts';

describe('counters of user names never seen again', () => {
  it('are forgotten a day after the name was last seen', () => {
    expect(forgetUserNamesSeenBefore(new Date('2026-11-26T10:00:00Z'))).toEqual(
      new Date('2026-11-25T10:00:00Z'),
    );
  });
});
