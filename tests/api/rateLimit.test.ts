import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp.ts';

describe('API_RATE_LIMIT requests a minute per user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { API_RATE_LIMIT: '3' } });
  });
  afterAll(() => t?.close());

  const validate = (headers: Record<string, string>) =>
    t.app.inject({ url: '/api/authentication/validate', headers });

  it('answers 429 JSON with Retry-After once a user has made its requests of the minute', async () => {
    const ann = t.bearer({ sub: 'ann', groups: ['MSA'] });
    for (let i = 0; i < 3; i++) expect((await validate(ann)).statusCode).toBe(200);
    const refused = await validate(ann);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({ statusCode: 429, messageKey: 'error.tooManyRequests' });
    // A fresh token of the same user counts as the same user.
    expect((await validate(t.bearer({ sub: 'ann', groups: ['MSA'] }))).statusCode).toBe(429);
  });

  it('counts each user apart, though every caller comes from the same address', async () => {
    expect((await validate(t.bearer({ sub: 'bob' }))).statusCode).toBe(200);
  });

  it('counts callers without a token by address (the public documentation)', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.app.inject({ url: '/api/docs/json' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('leaves /health and /config.json out', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/config.json' })).statusCode).toBe(200);
    }
  });
});

describe('API calls without a valid token, API_RATE_LIMIT a minute per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { API_RATE_LIMIT: '3' } });
  });
  afterAll(() => t?.close());

  const validate = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/authentication/validate', headers });
  const tampered = () => {
    const [header, payload] = t.tokens.idToken({ sub: 'eve', groups: ['SYSADM'] }).split('.');
    return { authorization: `Bearer ${header}.${payload}.${Buffer.from('forged').toString('base64url')}` };
  };
  const expired = () => t.bearer({ sub: 'eve', iat: 1_700_000_000, exp: 1_700_003_600 });

  it('answers 429 with Retry-After once an address has had its 401s of the minute, without checking more tokens', async () => {
    // Verified before the flood: the staff member signed in at that address.
    const ann = t.bearer({ sub: 'ann', groups: ['MSA'] });
    expect((await validate(ann)).statusCode).toBe(200);

    const refusals = [await validate(tampered()), await validate(expired()), await validate(tampered())];
    expect(refusals.map((r) => r.statusCode)).toEqual([401, 401, 401]);
    for (const headers of [tampered(), expired(), t.bearer({ sub: 'mallory', groups: ['SYSADM'] })]) {
      const refused = await validate(headers);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(refused.json()).toMatchObject({ statusCode: 429, messageKey: 'error.tooManyRequests' });
    }
    expect((await validate(ann)).statusCode).toBe(200);
  });

  it('leaves /health out', async () => {
    for (let i = 0; i < 10; i++) expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
  });
});

describe('calls without an Authorization header, a budget of their own per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { API_RATE_LIMIT: '3' } });
  });
  afterAll(() => t?.close());

  const validate = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/authentication/validate', headers });

  it("a web page's flood of token-less calls (all no-cors can send) does not keep a fresh sign-in's token from being checked", async () => {
    const flood = [];
    for (let i = 0; i < 4; i++) flood.push((await validate()).statusCode);
    expect(flood).toEqual([401, 401, 401, 429]);
    // Signed in after the flood: a token the server has never seen.
    expect((await validate(t.bearer({ sub: 'fresh', groups: ['MSA'] }))).statusCode).toBe(200);
    // The flood's own budget stays spent.
    expect((await validate()).statusCode).toBe(429);
    // Bad tokens have the other budget: they are still checked, then limited in turn.
    const [header, payload] = t.tokens.idToken({ sub: 'eve' }).split('.');
    const tampered = {
      authorization: `Bearer ${header}.${payload}.${Buffer.from('x').toString('base64url')}`,
    };
    const bad = [];
    for (let i = 0; i < 4; i++) bad.push((await validate(tampered)).statusCode);
    expect(bad).toEqual([401, 401, 401, 429]);
  });
});
