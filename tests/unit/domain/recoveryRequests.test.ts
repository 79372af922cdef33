import { describe, expect, it } from 'vitest';
import {
  MAX_RECOVERY_REQUESTS,
  recoveryRequestAllowed,
  recoveryWindowOpen,
} from '../../../src/domain/auth/recoveryRequests.ts';

describe('password recovery codes per user name', () => {
  it('gives at most 5 codes within an hour of the first request', () => {
    expect(MAX_RECOVERY_REQUESTS).toBe(5);
    expect([0, 1, 2, 3, 4].map(recoveryRequestAllowed)).toEqual([true, true, true, true, true]);
    expect([5, 6, 100].map(recoveryRequestAllowed)).toEqual([false, false, false]);
  });

  it('opens a new window an hour after the first request of the last one', () => {
    const opened = new Date('2026-01-01T10:00:00Z');
    expect(recoveryWindowOpen(opened, new Date('2026-01-01T10:59:59Z'))).toBe(true);
    expect(recoveryWindowOpen(opened, new Date('2026-01-01T11:00:00Z'))).toBe(false);
  });
});
