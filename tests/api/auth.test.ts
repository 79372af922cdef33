import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const expectApiError = (
  response: { statusCode: number; json(): unknown; headers: Record<string, unknown> },
  status: number,
  messageKey: string,
) => {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  expect(response.json()).toMatchObject({
    statusCode: status,
    messageKey,
    error: expect.any(String),
    message: expect.any(String),
  });
};

describe.each(engines)('authentication on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.db
      .insertInto('staffs')
      .values([
        { email: 'sysadm@example.com', first_name: 'Priya', last_name: 'Raman', role: 'SYSADM' },
        { email: 'msa@example.com', first_name: 'Sophie', last_name: 'Tremblay', role: 'MSA' },
        { email: 'svc@example.com', first_name: 'Raj', last_name: 'Sandhu', role: 'SVC' },
      ])
      .execute();
  });
  afterAll(() => t?.close());

  const validate = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/authentication/validate', headers });

  it('answers 401 JSON without a token', async () => {
    expectApiError(await validate(), 401, 'auth.sessionExpired');
  });

  it('answers 401 JSON for a malformed, forged, expired, foreign or non-id token', async () => {
    const now = Math.floor(Date.now() / 1000);
    expectApiError(await validate({ authorization: 'Bearer not-a-jwt' }), 401, 'auth.sessionExpired');
    const good = t.tokens.idToken({ email: 'sysadm@example.com' });
    const forged = `${good.split('.').slice(0, 2).join('.')}.${Buffer.from('x'.repeat(256)).toString('base64url')}`;
    expectApiError(await validate({ authorization: `Bearer ${forged}` }), 401, 'auth.sessionExpired');
    expectApiError(await validate(t.bearer({ iat: now - 7200, exp: now - 60 })), 401, 'auth.sessionExpired');
    expectApiError(await validate(t.bearer({ aud: 'another-client' })), 401, 'auth.sessionExpired');
    expectApiError(
      await validate(t.bearer({ iss: 'https://cognito-idp.us-west-2.amazonaws.com/other' })),
      401,
      'auth.sessionExpired',
    );
    expectApiError(await validate(t.bearer({ token_use: 'access' })), 401, 'auth.sessionExpired');
  });

  it('validate returns the e-mail as username and the normalized groups as roles', async () => {
    const response = await validate(
      t.bearer({ email: 'msa@example.com', groups: [' msa ', 'Unknown', 'FLEET'] }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username: 'msa@example.com', userRoles: ['MSA', 'FLEET'] });
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/validate',
      headers: t.bearer({ 'cognito:username': 'jdoe' }),
    });
    expect(post.json()).toEqual({ username: 'jdoe', userRoles: [] });
  });

  it('token (POST, as the resource table sends it) reports the verified expiry', async () => {
    const now = Math.floor(Date.now() / 1000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/token',
      headers: t.bearer({ iat: now - 10, exp: now + 600 }),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.expiresAt).toBe(new Date((now + 600) * 1000).toISOString());
    expect(body.expiresIn).toBeGreaterThan(590);
  });

  it('revoke refuses the tokens issued before it, not the ones after', async () => {
    const sub = 'revoked-user';
    const old = t.bearer({
      sub,
      email: 'msa@example.com',
      groups: ['MSA'],
      iat: Math.floor(Date.now() / 1000) - 60,
    });
    expect((await validate(old)).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/revoke',
      headers: { ...old, 'content-type': 'application/json' },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ revoked: true });
    expectApiError(await validate(old), 401, 'auth.sessionExpired');
    const later = t.bearer({ sub, email: 'msa@example.com', iat: Math.floor(Date.now() / 1000) + 2 });
    expect((await validate(later)).statusCode).toBe(200);
    // Another user is untouched.
    expect((await validate(t.bearer({ sub: 'someone-else' }))).statusCode).toBe(200);
  });

  it('a sign-in in the second of a sign-out works; the token signed out does not', async () => {
    const sub = 'same-second-user';
    const token = (iat: number, jti: string, originJti: string) =>
      t.bearer({ sub, email: 'msa@example.com', groups: ['MSA'], iat, jti, origin_jti: originJti });
    const signedOut = token(Math.floor(Date.now() / 1000) - 60, 'id-1', 'session-1');
    const revoked = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/revoke',
      headers: { ...signedOut, 'content-type': 'application/json' },
    });
    expect(revoked.statusCode).toBe(200);
    const second = Math.floor(Date.parse((revoked.json() as { revokedAt: string }).revokedAt) / 1000);
    // Signed in again within the sign-out's second.
    expect((await validate(token(second, 'id-2', 'session-2'))).statusCode).toBe(200);
    // The session signed out stays out: its token, or another of its session, from that second.
    expectApiError(await validate(signedOut), 401, 'auth.sessionExpired');
    expectApiError(await validate(token(second, 'id-1', 'session-1')), 401, 'auth.sessionExpired');
    expectApiError(await validate(token(second, 'id-3', 'session-1')), 401, 'auth.sessionExpired');
    // Before that second, any session is out.
    expectApiError(await validate(token(second - 1, 'id-4', 'session-4')), 401, 'auth.sessionExpired');
    // The sign-out is in the database, not only in this instance's memory.
    expect(
      await t.db
        .selectFrom('revoked_sessions')
        .select(['token_jti', 'origin_jti'])
        .where('subject', '=', sub)
        .executeTakeFirst(),
    ).toEqual({ token_jti: 'id-1', origin_jti: 'session-1' });
  });

  it('answers 400 with a message for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/validate',
      headers: { ...t.bearer(), 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expectApiError(response, 400, 'error.malformedJson');
    expect(response.json().message).toMatch(/JSON/);
  });

  it('answers 403 when the role lacks the area, 200 when it has it', async () => {
    const drive = await t.app.inject({
      url: '/api/customer-process/searchCustomer',
      headers: t.bearer({ groups: ['DRIVE'] }),
    });
    expectApiError(drive, 403, 'auth.noAccess');
    expectApiError(
      await t.app.inject({
        url: '/api/customer-process/searchCustomer',
        headers: t.bearer({ groups: ['SVC'] }),
      }),
      403,
      'auth.noAccess',
    );
    expect(
      (
        await t.app.inject({
          url: '/api/customer-process/searchCustomer',
          headers: t.bearer({ groups: ['SYSADM'] }),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('currentStaff finds the staff record by the verified token e-mail, 404 JSON otherwise', async () => {
    const mine = await t.app.inject({
      url: '/api/currentStaff',
      headers: t.bearer({ email: 'SysAdm@Example.com', groups: ['SYSADM'] }),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      id: expect.any(Number),
      firstName: 'Priya',
      lastName: 'Raman',
      email: 'sysadm@example.com',
      role: 'SYSADM',
      version: 1,
    });
    expectApiError(
      await t.app.inject({ url: '/api/currentStaff', headers: t.bearer({ email: 'nobody@example.com' }) }),
      404,
      'error.staffNotFound',
    );
  });

  it('staffs lists staff by last name, paginated, filtered by ids, for ticket roles only', async () => {
    const all = await t.app.inject({
      url: '/api/staffs?count=2',
      headers: t.bearer({ groups: ['SUPPORT'] }),
    });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ page: 1, count: 2, totalCount: 3, totalPages: 2 });
    expect(all.json().data.map((s: { lastName: string }) => s.lastName)).toEqual(['Raman', 'Sandhu']);
    const ids = (await t.db.selectFrom('staffs').select('id').orderBy('id').execute()).map((r) => r.id);
    const some = await t.app.inject({
      url: `/api/staffs?ids=${ids[0]},${ids[2]}`,
      headers: t.bearer({ groups: ['MSA'] }),
    });
    // A ticket role gets names and roles, not e-mail addresses.
    expect(some.json().data.map((s: object) => Object.keys(s).sort())).toEqual([
      ['firstName', 'id', 'lastName', 'role', 'version'],
      ['firstName', 'id', 'lastName', 'role', 'version'],
    ]);
    expect(some.json().data.map((s: { id: number }) => s.id)).toEqual([ids[0], ids[2]]);
    expectApiError(
      await t.app.inject({ url: '/api/staffs?ids=1,x', headers: t.bearer({ groups: ['MSA'] }) }),
      400,
      'validation.ids',
    );
    expectApiError(
      await t.app.inject({ url: '/api/staffs', headers: t.bearer({ groups: ['DRIVE'] }) }),
      403,
      'auth.noAccess',
    );
  });
});
