import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { describe, expect, it, vi } from 'vitest';
import { rememberVerified } from '../../../server/plugins/app/verifier.ts';

const NOW = 1_900_000_000_000;

const counting = (payloadOf: (token: string) => JwtPayload) => {
  const verify = vi.fn(async (token: string) => {
    if (token.startsWith('bad')) throw new Error('invalid signature');
    return payloadOf(token);
  });
  return verify;
};

describe('rememberVerified: no RS256 check per request for a known token', () => {
  it('verifies a token once and answers the same claims until it expires', async () => {
    let now = NOW;
    const verify = counting(() => ({ sub: 'a', exp: NOW / 1000 + 60 }));
    const remembered = rememberVerified(verify, () => now);
    expect(await remembered('t1')).toEqual({ sub: 'a', exp: NOW / 1000 + 60 });
    expect(await remembered('t1')).toEqual({ sub: 'a', exp: NOW / 1000 + 60 });
    expect(verify).toHaveBeenCalledTimes(1);
    now = NOW + 60_000; // at exp: verified again, and the real check decides
    await remembered('t1');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('keeps tokens apart by their whole text', async () => {
    const verify = counting((token) => ({ sub: token, exp: NOW / 1000 + 60 }));
    const remembered = rememberVerified(verify, () => NOW);
    expect((await remembered('t1')).sub).toBe('t1');
    expect((await remembered('t2')).sub).toBe('t2');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('never remembers a refused token or one without exp', async () => {
    const verify = counting(() => ({ sub: 'a' }));
    const remembered = rememberVerified(verify, () => NOW);
    await expect(remembered('bad')).rejects.toThrow('invalid signature');
    await expect(remembered('bad')).rejects.toThrow('invalid signature');
    await remembered('no-exp');
    await remembered('no-exp');
    expect(verify).toHaveBeenCalledTimes(4);
  });

  it('says without a check whether a token passed and has not expired (for the refused-call budget)', async () => {
    let now = NOW;
    const verify = counting(() => ({ sub: 'a', exp: NOW / 1000 + 60 }));
    const remembered = rememberVerified(verify, () => now);
    expect(remembered.remembers('t1')).toBe(false);
    await remembered('t1');
    await expect(remembered('bad')).rejects.toThrow();
    expect([remembered.remembers('t1'), remembered.remembers('bad')]).toEqual([true, false]);
    now = NOW + 60_000;
    expect(remembered.remembers('t1')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(2);
  });
});
