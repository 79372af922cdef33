import { createSign } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  ForgotPasswordCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, removeStaff } from '../../server/idp/staffAdminClient.ts';
import { STAFF_ADMIN_PATH } from '../../server/idp/staffAdminRoute.ts';
import { createLocalIdpApp, type LocalIdpApp } from '../support/localIdpApp.ts';
import { engines } from './testApp.ts';

const require = createRequire(import.meta.url);
const DEMO = 'Demo-pass-2026!';
const payload = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));

/** An id token as the local IdP makes them, but signed with the private key published in cognito-local. */
const forgeWithPublishedKey = async (claims: Record<string, unknown>) => {
  const { pem } = JSON.parse(
    await readFile(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8'),
  ) as { pem: string };
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' })}.${part(claims)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(pem).toString('base64url');
  return `${unsigned}.${signature}`;
};

describe.each(engines)('the /idp passage and the staff commands on %s', (engine) => {
  let t: LocalIdpApp;
  beforeAll(async () => {
    t = await createLocalIdpApp(engine);
  });
  afterAll(() => t?.close());

  const validate = (token: string) =>
    fetch(`${t.baseUrl}/api/authentication/validate`, { headers: { authorization: `Bearer ${token}` } });

  it('lets the sign-in operations through and refuses every other target with 403 JSON', async () => {
    expect((await t.signIn('sysadm@example.com', DEMO)).AuthenticationResult?.IdToken).toBeTruthy();
    for (const target of [
      'ListUsers',
      'AdminCreateUser',
      'AdminAddUserToGroup',
      'AdminSetUserPassword',
      'GlobalSignOut',
      'UpdateUserAttributes',
      'ListUserPools',
      'InitiateAuth.extra',
    ]) {
      const response = await t.passage(target, { UserPoolId: t.pool.userPoolId, Username: 'x@example.com' });
      expect(response.status, target).toBe(403);
      expect(await response.json()).toMatchObject({ statusCode: 403, messageKey: 'auth.noAccess' });
    }
    const noTarget = await fetch(`${t.baseUrl}/idp`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1' },
      body: '{}',
    });
    expect(noTarget.status).toBe(403);
    const malformed = await fetch(`${t.baseUrl}/idp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: '{"AuthFlow": ',
    });
    expect(malformed.status).toBe(400);
    for (const [target, body] of [
      ['InitiateAuth', { AuthFlow: 'ADMIN_NO_SRP_AUTH', ClientId: t.pool.clientId, AuthParameters: {} }],
      ['InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: t.pool.clientId, AuthParameters: 'x' }],
      ['ForgotPassword', { ClientId: t.pool.clientId, Username: 42 }],
      ['ConfirmForgotPassword', { ClientId: t.pool.clientId, Username: 'bi@example.com' }],
      ['RespondToAuthChallenge', { ClientId: [], Session: 'x' }],
    ] as const) {
      const response = await t.passage(target, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ __type: 'InvalidParameterException' });
    }
  });

  it('no CORS and no x-powered-by on /idp or /api', async () => {
    const origin = { origin: 'https://evil.example' };
    const answers = [
      await t.passage('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH' }, origin),
      await fetch(`${t.baseUrl}/idp`, {
        method: 'OPTIONS',
        headers: { ...origin, 'access-control-request-method': 'POST' },
      }),
      await fetch(`${t.baseUrl}/api/authentication/validate`, { headers: origin }),
    ];
    for (const response of answers) {
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('tokens and temporary passwords are never cached: /idp and the staff route say no-store', async () => {
    const answers = [
      await t.passage('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: t.pool.clientId,
        AuthParameters: { USERNAME: 'sysadm@example.com', PASSWORD: DEMO },
      }),
      await fetch(`${t.baseUrl}${STAFF_ADMIN_PATH}`, { method: 'POST', body: '{}' }),
    ];
    expect(answers[0]!.status).toBe(200);
    for (const response of answers) expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('the OpenAPI document shows the passage as one public operation with its targets', async () => {
    const doc = await (await fetch(`${t.baseUrl}/api/docs/json`)).json();
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => p.startsWith('/idp'))).toEqual(['/idp']);
    expect(paths.some((p) => p.includes('*') || p.startsWith('/local-admin'))).toBe(false);
    const operation = doc.paths['/idp'].post;
    expect(Object.keys(doc.paths['/idp'])).toEqual(['post']);
    expect(operation.operationId).toBe('identityProviderPassage');
    expect(operation.security).toEqual([]);
    const header = operation.parameters.find((p: { name: string }) => p.name === 'x-amz-target');
    expect(header).toMatchObject({ in: 'header', required: true });
    expect(header.schema.enum).toEqual([
      'AWSCognitoIdentityProviderService.InitiateAuth',
      'AWSCognitoIdentityProviderService.RespondToAuthChallenge',
      'AWSCognitoIdentityProviderService.ForgotPassword',
      'AWSCognitoIdentityProviderService.ConfirmForgotPassword',
    ]);
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '403']);
  });

  it('an unknown user and a wrong password get the same answer', async () => {
    const answer = async (username: string) => {
      const response = await t.passage('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: t.pool.clientId,
        AuthParameters: { USERNAME: username, PASSWORD: 'Wrong-pass-2026!' },
      });
      return { status: response.status, body: await response.json() };
    };
    const wrongPassword = await answer('mgmt@example.com');
    expect(wrongPassword).toEqual({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    });
    expect(await answer('nobody@example.com')).toEqual(wrongPassword);
    await expect(t.signIn('nobody@example.com', DEMO)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('ForgotPassword answers an unknown user exactly as a known one', async () => {
    const forgot = async (username: string) => {
      const response = await t.passage('ForgotPassword', { ClientId: t.pool.clientId, Username: username });
      return { status: response.status, body: await response.json() };
    };
    const known = await forgot('oc@example.com');
    expect(known.status).toBe(200);
    expect(await forgot('oz@example.com')).toEqual(known);
    await expect(
      t.withClient((client) =>
        client.send(new ForgotPasswordCommand({ ClientId: t.pool.clientId, Username: 'ghost@example.com' })),
      ),
    ).resolves.toMatchObject({ CodeDeliveryDetails: { DeliveryMedium: 'EMAIL' } });
  });

  it('after sign-out the old refresh token yields no token the API accepts', async () => {
    const signedIn = (await t.signIn('support@example.com', DEMO)).AuthenticationResult!;
    const refresh = () =>
      t.withClient((client) =>
        client.send(
          new InitiateAuthCommand({
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            ClientId: t.pool.clientId,
            AuthParameters: { REFRESH_TOKEN: signedIn.RefreshToken! },
          }),
        ),
      );
    // Before the sign-out the refresh works and its token is accepted.
    const renewed = (await refresh()).AuthenticationResult!.IdToken!;
    expect((await validate(renewed)).status).toBe(200);
    const revoke = await fetch(`${t.baseUrl}/api/authentication/revoke`, {
      method: 'POST',
      headers: { authorization: `Bearer ${signedIn.IdToken}` },
    });
    expect(revoke.status).toBe(200);
    await expect(refresh()).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('within the sign-out second only the session signed out loses its refresh token', async () => {
    const refresh = (token: string) =>
      t.withClient((client) =>
        client.send(
          new InitiateAuthCommand({
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            ClientId: t.pool.clientId,
            AuthParameters: { REFRESH_TOKEN: token },
          }),
        ),
      );
    const old = (await t.signIn('drive@example.com', DEMO)).AuthenticationResult!;
    const fresh = (await t.signIn('drive@example.com', DEMO)).AuthenticationResult!;
    // As in Cognito, the id token names its session (its refresh token), refreshed ones too.
    const session = payload(old.RefreshToken!).jti as string;
    expect(payload(old.IdToken!).origin_jti).toBe(session);
    expect(payload((await refresh(old.RefreshToken!)).AuthenticationResult!.IdToken!).origin_jti).toBe(
      session,
    );
    /** The old session signed out late in the second `iat` names (iat has whole seconds). */
    const signOutIn = async (iat: number) => {
      const signedOut = payload(old.IdToken!);
      await t.db
        .insertInto('revoked_sessions')
        .values({
          subject: signedOut.sub,
          revoked_at: new Date(iat * 1000 + 999),
          token_jti: signedOut.jti,
          origin_jti: signedOut.origin_jti,
        })
        .onConflict((oc) =>
          oc.column('subject').doUpdateSet((eb) => ({ revoked_at: eb.ref('excluded.revoked_at') })),
        )
        .execute();
      await t.restartApp(); // a new app: no sign-out cached
    };
    // Signed out in the second the fresh sign-in was made: the fresh session goes on.
    await signOutIn(payload(fresh.IdToken!).iat);
    expect((await validate(fresh.IdToken!)).status).toBe(200);
    const renewed = (await refresh(fresh.RefreshToken!)).AuthenticationResult!.IdToken!;
    expect((await validate(renewed)).status).toBe(200);
    await expect(refresh(old.RefreshToken!)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect((await validate(old.IdToken!)).status).toBe(401);
    // Signed out in the old session's own second: its refresh token of that second is spent too.
    await signOutIn(payload(old.RefreshToken!).iat);
    await expect(refresh(old.RefreshToken!)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('a wrong temporary password gets the invalid-credentials answer; a made-up session is refused', async () => {
    await addStaff(
      { baseUrl: t.baseUrl, dataDir: t.dataDir },
      { email: 'takeover@example.com', group: 'MSA', temporaryPassword: 'Temp-right-2026!' },
    );
    await expect(t.signIn('takeover@example.com', 'Anything-2026!')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    const challenge = await t.signIn('takeover@example.com', 'Temp-right-2026!');
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const respond = (session: string, username: string) =>
      t.withClient((client) =>
        client.send(
          new RespondToAuthChallengeCommand({
            ClientId: t.pool.clientId,
            ChallengeName: 'NEW_PASSWORD_REQUIRED',
            Session: session,
            ChallengeResponses: { USERNAME: username, NEW_PASSWORD: 'Attacker-2026!' },
          }),
        ),
      );
    const userId = challenge.ChallengeParameters!.USER_ID_FOR_SRP!;
    await expect(respond('00000000-0000-4000-8000-000000000000', userId)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    // A session handed out to one user does not answer for another.
    await expect(respond(challenge.Session!, 'sysadm@example.com')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    // The browser library answers with the name it signed in with; the pool's id works as well.
    const again = await t.signIn('takeover@example.com', 'Temp-right-2026!');
    const done = await respond(again.Session!, 'takeover@example.com');
    expect(payload(done.AuthenticationResult!.IdToken!).email).toBe('takeover@example.com');
    // A session serves once.
    await expect(respond(again.Session!, userId)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('a token signed with the key published in the package gets 401', async () => {
    const real = (await t.signIn('sysadm@example.com', DEMO)).AuthenticationResult!.IdToken!;
    expect((await validate(real)).status).toBe(200);
    const forged = await forgeWithPublishedKey({ ...payload(real), 'cognito:groups': ['SYSADM'] });
    const response = await validate(forged);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ messageKey: 'auth.sessionExpired' });
  });

  it('staff:add creates the IdP user, its group and its staffs row; staff:remove takes them away', async () => {
    const target = { baseUrl: t.baseUrl, dataDir: t.dataDir };
    const added = await addStaff(target, { email: 'Jane.Doe@Example.com', group: 'FLEET' });
    expect(added).toMatchObject({ email: 'jane.doe@example.com', group: 'FLEET' });
    const challenge = await t.signIn('jane.doe@example.com', added.temporaryPassword);
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const row = await t.db
      .selectFrom('staffs')
      .selectAll()
      .where('email', '=', 'jane.doe@example.com')
      .executeTakeFirst();
    expect(row).toMatchObject({ first_name: 'Jane', last_name: 'Doe', role: 'FLEET' });

    expect(await removeStaff(target, 'jane.doe@example.com')).toEqual({
      email: 'jane.doe@example.com',
      removed: true,
    });
    await expect(t.signIn('jane.doe@example.com', added.temporaryPassword)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    const gone = await t.db
      .selectFrom('staffs')
      .select('id')
      .where('email', '=', 'jane.doe@example.com')
      .executeTakeFirst();
    expect(gone).toBeUndefined();
  });

  it('the staff route refuses a caller without the secret, and bad input with 400', async () => {
    const post = (headers: Record<string, string>, body: object) =>
      fetch(`${t.baseUrl}${STAFF_ADMIN_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const body = { email: 'intruder@example.com', group: 'SYSADM' };
    expect((await post({}, body)).status).toBe(403);
    expect((await post({ 'x-carshare-idp-secret': 'guess' }, body)).status).toBe(403);
    const secret = t.idp.secret;
    const bad = await post({ 'x-carshare-idp-secret': secret }, { email: 'not-an-address', group: 'KING' });
    expect(bad.status).toBe(400);
    await expect(t.signIn('intruder@example.com', 'whatever')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });
});
