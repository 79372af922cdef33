import { describe, expect, it } from 'vitest';
import {
  lockoutMessage,
  lockoutSeconds,
  lockoutSecondsIn,
  recoveryCodeUsable,
  throttleKey,
} from '../../../src/domain/auth/signInThrottle.ts';

describe('sign-in throttling', () => {
  it('locks for 30 s at the fifth failure in a row, doubling up to 15 minutes', () => {
    expect([0, 1, 4].map(lockoutSeconds)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 50].map(lockoutSeconds)).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('voids a recovery code after 5 wrong tries or an hour', () => {
    const issued = new Date('2026-01-01T10:00:00Z');
    expect(recoveryCodeUsable(issued, 0, new Date('2026-01-01T10:59:59Z'))).toBe(true);
    expect(recoveryCodeUsable(issued, 4, issued)).toBe(true);
    expect(recoveryCodeUsable(issued, 5, issued)).toBe(false);
    expect(recoveryCodeUsable(issued, 0, new Date('2026-01-01T11:00:00Z'))).toBe(false);
    expect(recoveryCodeUsable(null, 0, issued)).toBe(false);
  });

  it('carries the wait in the message, read back by the sign-in page', () => {
    expect(lockoutSecondsIn(lockoutMessage(240))).toBe(240);
    expect(lockoutSecondsIn('Incorrect username or password.')).toBeNull();
  });

  it('counts a known account under its e-mail whatever the spelling, an unknown name as typed', () => {
    const sub = '5f0c1d2e-0000-4000-8000-000000000001';
    expect(throttleKey(sub, 'MSA@example.com')).toBe('msa@example.com');
    expect(throttleKey(' Msa@Example.COM ', 'msa@example.com')).toBe('msa@example.com');
    expect(throttleKey(' Nobody@Example.com ', null)).toBe('nobody@example.com');
  });
});
