import { describe, expect, it } from 'vitest';
import { signInWaitAfterSignOut } from '../../../src/domain/session.ts';

describe('a sign-in right after a sign-out (issue 6 point 5: a sign-out refuses the tokens of its second)', () => {
  it('does not wait when this browser has not signed out', () => {
    expect(signInWaitAfterSignOut(null, 1_000_500)).toBe(0);
  });

  it('waits for the second after the sign-out to begin', () => {
    expect(signInWaitAfterSignOut(1_000_200, 1_000_300)).toBe(700);
    expect(signInWaitAfterSignOut(1_000_999, 1_000_999)).toBe(1);
  });

  it('does not wait once that second is over', () => {
    expect(signInWaitAfterSignOut(1_000_200, 1_001_000)).toBe(0);
    expect(signInWaitAfterSignOut(1_000_200, 1_005_000)).toBe(0);
  });
});
