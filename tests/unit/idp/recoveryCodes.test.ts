import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The embedded IdP's code maker as patches/cognito-local+5.3.0.patch leaves it (CommonJS, loaded as the IdP loads it).
const require = createRequire(import.meta.url);
const { otp } = require('cognito-local/lib/services/otp.js') as { otp: () => string };

describe('password recovery codes of the embedded IdP', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('are drawn with crypto.randomInt over all 1,000,000 six-digit codes', () => {
    const randomInt = vi.spyOn(crypto, 'randomInt');
    randomInt.mockReturnValueOnce(999_999 as never).mockReturnValueOnce(42 as never);
    expect([otp(), otp()]).toEqual(['999999', '000042']);
    expect(randomInt).toHaveBeenCalledWith(0, 1_000_000);
  });

  it('cannot be fixed by a CODE variable in the environment the IdP inherits', () => {
    vi.stubEnv('CODE', '123456');
    const codes = Array.from({ length: 20 }, otp);
    expect(new Set(codes).size).toBeGreaterThan(1);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
  });
});
