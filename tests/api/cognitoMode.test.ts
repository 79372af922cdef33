import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, cognitoIssuer } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';
import { idTokenPayload, signJwt } from './tokens.ts';

// The key cognito-local signs with is published in its package: anyone can mint tokens with it.
const require = createRequire(import.meta.url);
const localKey = (file: string) =>
  JSON.parse(readFileSync(require.resolve(`cognito-local/lib/keys/${file}`), 'utf8'));
const localPrivate = createPrivateKey({ key: localKey('cognitoLocal.private.json').jwk, format: 'jwk' });
const localJwks = {
  keys: [{ ...localKey('cognitoLocal.public.json').jwk, kid: 'CognitoLocal', alg: 'RS256', use: 'sig' }],
};

const POOL = 'us-west-2_RealPool';
const CLIENT = 'real-client';
// app.inject sends Host: localhost:80.
const env = {
  AUTH_MODE: 'cognito',
  COGNITO_USER_POOL_ID: POOL,
  COGNITO_CLIENT_ID: CLIENT,
  ALLOWED_HOSTS: 'localhost:80',
};

describe.each(engines)('cognito mode on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // The local key is even trusted here (as if the pool used it), so only the issuer decides.
    t = await createTestApp(engine, {
      env,
      auth: () => ({
        issuer: cognitoIssuer('us-west-2', POOL),
        userPoolId: POOL,
        clientId: CLIENT,
        jwks: localJwks,
      }),
    });
  });
  afterAll(() => t?.close());

  const validate = (token: string) =>
    t.app.inject({ url: '/api/authentication/validate', headers: { authorization: `Bearer ${token}` } });

  it('refuses a token of the local IdP (its issuer, its published key)', async () => {
    const token = signJwt(
      localPrivate,
      'CognitoLocal',
      idTokenPayload(`http://127.0.0.1:9229/${POOL}`, CLIENT, { groups: ['SYSADM'] }),
    );
    const response = await validate(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ messageKey: 'auth.sessionExpired' });
    // Control: the same key with the pool's issuer passes, so the issuer is what refused it.
    expect(
      (
        await validate(
          signJwt(localPrivate, 'CognitoLocal', idTokenPayload(cognitoIssuer('us-west-2', POOL), CLIENT, {})),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('/config.json sends the real pool with SRP and no endpoint', async () => {
    expect((await t.app.inject({ url: '/config.json' })).json().cognito).toEqual({
      region: 'us-west-2',
      userPoolId: POOL,
      clientId: CLIENT,
      authFlow: 'USER_SRP_AUTH',
    });
  });

  it('buildApp refuses a non-Cognito issuer in cognito mode', async () => {
    await expect(
      buildApp({
        config: readConfig({ ...env, LOG_LEVEL: 'silent' }),
        database: t.database,
        auth: { issuer: `http://127.0.0.1:9229/${POOL}`, userPoolId: POOL, clientId: CLIENT },
        logger: false,
      }),
    ).rejects.toThrow(/accepts tokens of https:\/\/cognito-idp/);
  });
});
