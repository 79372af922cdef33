import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './testApp.ts';
import { idTokenPayload } from './tokens.ts';

describe.each(engines)('token rules and staff linked by sub on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.db
      .insertInto('staffs')
      .values([
        { email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee', role: 'MSA' },
        { email: 'boss@example.com', first_name: 'Bo', last_name: 'Boss', role: 'SYSADM' },
        { email: 'late@example.com', first_name: 'La', last_name: 'Te', role: 'SVC' },
      ])
      .execute();
  });
  afterAll(() => t?.close());

  const validate = (token: string) =>
    t.app.inject({ url: '/api/authentication/validate', headers: { authorization: `Bearer ${token}` } });
  const currentStaff = (claims: Parameters<TestApp['bearer']>[0]) =>
    t.app.inject({ url: '/api/currentStaff', headers: t.bearer(claims) });
  const now = () => Math.floor(Date.now() / 1000);

  it('refuses a token without exp', async () => {
    const payload: Record<string, unknown> = idTokenPayload(t.tokens.issuer, t.tokens.clientId, {});
    expect((await validate(t.tokens.signPayload(payload))).statusCode).toBe(200);
    delete payload.exp;
    const response = await validate(t.tokens.signPayload(payload));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ messageKey: 'auth.sessionExpired' });
  });

  it('refuses a token issued more than 60 s in the future, accepts small clock drift', async () => {
    expect((await validate(t.tokens.idToken({ iat: now() + 30 }))).statusCode).toBe(200);
    expect((await validate(t.tokens.idToken({ iat: now() + 120 }))).statusCode).toBe(401);
    const payload: Record<string, unknown> = idTokenPayload(t.tokens.issuer, t.tokens.clientId, {});
    delete payload.iat;
    expect((await validate(t.tokens.signPayload(payload))).statusCode).toBe(401);
  });

  it('links the staff record to the sub at the first sign-in with a verified e-mail', async () => {
    const unverified = await currentStaff({
      sub: 'sub-ann',
      email: 'ann@example.com',
      email_verified: false,
    });
    expect(unverified.statusCode).toBe(404);
    const first = await currentStaff({ sub: 'sub-ann', email: 'Ann@Example.com' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ firstName: 'Ann', email: 'ann@example.com' });
    const row = await t.db
      .selectFrom('staffs')
      .select('sub')
      .where('email', '=', 'ann@example.com')
      .executeTakeFirst();
    expect(row?.sub).toBe('sub-ann');
    // Once linked, the e-mail no longer matters: a changed address still finds the record...
    expect((await currentStaff({ sub: 'sub-ann', email: 'ann.lee@example.com' })).json()).toMatchObject({
      firstName: 'Ann',
    });
    // ...and another user claiming the same, verified, address does not.
    expect((await currentStaff({ sub: 'sub-other', email: 'ann@example.com' })).statusCode).toBe(404);
  });

  it("a user who changes its e-mail to a colleague's does not get the colleague's record", async () => {
    await currentStaff({ sub: 'sub-boss', email: 'boss@example.com', groups: ['SYSADM'] });
    await currentStaff({ sub: 'sub-mallory', email: 'mallory@example.com' });
    const stolen = await currentStaff({ sub: 'sub-mallory', email: 'boss@example.com', groups: ['MSA'] });
    expect(stolen.statusCode).toBe(404);
    // Validating the session does not move the colleague's role to the intruder's groups either.
    await validate(t.tokens.idToken({ sub: 'sub-mallory', email: 'boss@example.com', groups: ['MSA'] }));
    const boss = await t.db
      .selectFrom('staffs')
      .select(['role', 'sub'])
      .where('email', '=', 'boss@example.com')
      .executeTakeFirst();
    expect(boss).toEqual({ role: 'SYSADM', sub: 'sub-boss' });
  });

  it("validate keeps the linked record's role in step with the token groups", async () => {
    expect(
      (await validate(t.tokens.idToken({ sub: 'sub-late', email: 'late@example.com', groups: ['FLEET'] })))
        .statusCode,
    ).toBe(200);
    const late = await t.db
      .selectFrom('staffs')
      .select(['role', 'sub'])
      .where('email', '=', 'late@example.com')
      .executeTakeFirst();
    expect(late).toEqual({ role: 'FLEET', sub: 'sub-late' });
  });
});
