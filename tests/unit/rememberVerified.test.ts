import { describe, expect, it, vi } from 'vitest';
import { rememberVerified } from '../../server/plugins/app/verifier.ts';

describe('verified tokens are remembered until they expire', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it('checks a token once while it is valid', async () => {
    const check = vi.fn(async () => ({ sub: 'ann', exp: now() + 600 }));
    const verify = rememberVerified(check);
    await verify('token-a');
    await verify('token-a');
    expect(check).toHaveBeenCalledTimes(1);
    await verify('token-b');
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('checks an expired token again (and the check refuses it)', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const verify = rememberVerified(async () => {
        calls += 1;
        if (calls > 1) throw new Error('Token expired');
        return { sub: 'ann', exp: now() + 60 };
      });
      await verify('token');
      vi.advanceTimersByTime(61_000);
      await expect(verify('token')).rejects.toThrow(/expired/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never remembers a refused token', async () => {
    const check = vi.fn(async () => {
      throw new Error('bad signature');
    });
    const verify = rememberVerified(check);
    await expect(verify('forged')).rejects.toThrow();
    await expect(verify('forged')).rejects.toThrow();
    expect(check).toHaveBeenCalledTimes(2);
  });
});
