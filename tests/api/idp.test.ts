import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { localIdpClient } from '../../server/idp/client.ts';
import {
  createStaffUser,
  DEMO_ACCOUNTS,
  IDP_SECRET_HEADER,
  provisionLocalIdp,
  startLocalIdp,
  type LocalIdp,
} from '../../server/idp/index.ts';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

const require = createRequire(import.meta.url);
const payload = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));

describe('embedded identity provider', () => {
  let dir: string;
  let port: number;
  let idp: LocalIdp;
  let settings: Awaited<ReturnType<typeof provisionLocalIdp>>;
  let client: CognitoIdentityProviderClient;
  const lines: object[] = [];
  const notices: Record<string, unknown>[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'idp-test-'));
    port = await freePort();
    idp = await startLocalIdp({
      dataDir: dir,
      port,
      logger: { debug: (obj) => lines.push(obj), info: (obj, msg) => notices.push({ ...obj, msg }) },
    });
    settings = await provisionLocalIdp(idp);
    client = localIdpClient(idp);
  });

  afterAll(async () => {
    client?.destroy();
    await idp?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const signIn = (username: string, password: string) =>
    client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: settings.clientId,
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );

  it('listens on the loopback address only and logs its output', () => {
    expect(idp.url).toBe(`http://127.0.0.1:${port}`);
    expect(lines.length).toBeGreaterThan(0);
  });

  it('provisions the pool, client, groups and demo users once', async () => {
    expect(settings.region).toBe('us-west-2');
    expect(settings.created).toContain('pool carshare-back-office');
    expect(settings.created.filter((c) => c.startsWith('user '))).toHaveLength(DEMO_ACCOUNTS.length);
    const again = await provisionLocalIdp(idp);
    expect(again.created).toEqual([]);
    expect(again.userPoolId).toBe(settings.userPoolId);
    expect(again.clientId).toBe(settings.clientId);
  });

  it('signs a demo user in with an id token carrying e-mail, groups and the local issuer', async () => {
    const result = await signIn('sysadm@example.com', 'Demo-pass-2026!');
    const token = result.AuthenticationResult?.IdToken;
    expect(token).toBeTruthy();
    const claims = payload(token!);
    expect(claims.email).toBe('sysadm@example.com');
    expect(claims['cognito:groups']).toEqual(['SYSADM']);
    expect(claims.aud).toBe(settings.clientId);
    expect(claims.iss).toBe(`http://127.0.0.1:${port}/${settings.userPoolId}`);
    const jwks = await fetch(`${idp.url}/${settings.userPoolId}/.well-known/jwks.json`, {
      headers: { [IDP_SECRET_HEADER]: idp.secret },
    }).then((r) => r.json());
    expect(jwks.keys[0].kid).toBe(payloadHeader(token!).kid);
  });

  it('refuses a wrong password', async () => {
    await expect(signIn('sysadm@example.com', 'wrong-password')).rejects.toMatchObject({
      name: 'InvalidPasswordException',
    });
  });

  it('its own port answers no request without the secret of this start, and no CORS', async () => {
    for (const [method, target] of [
      ['POST', 'AWSCognitoIdentityProviderService.ListUsers'],
      ['POST', 'AWSCognitoIdentityProviderService.InitiateAuth'],
      ['OPTIONS', 'AWSCognitoIdentityProviderService.ListUsers'],
    ]) {
      const response = await fetch(idp.url, {
        method,
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': target,
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          [IDP_SECRET_HEADER]: 'x'.repeat(idp.secret.length),
        },
        body: method === 'POST' ? JSON.stringify({ UserPoolId: settings.userPoolId }) : undefined,
      });
      expect(response.status, `${method} ${target}`).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
    for (const path of ['/health', `/${settings.userPoolId}/.well-known/jwks.json`]) {
      expect((await fetch(`${idp.url}${path}`)).status).toBe(403);
    }
    const secretFile = path.join(dir, 'idp', 'secret');
    expect((await readFile(secretFile, 'utf8')).trim()).toBe(idp.secret);
    expect((await stat(secretFile)).mode & 0o777).toBe(0o600);
  });

  it('signs with a key of its data folder (0600), not the one published in the package', async () => {
    const token = (await signIn('sysadm@example.com', 'Demo-pass-2026!')).AuthenticationResult!.IdToken!;
    const published = JSON.parse(
      await readFile(require.resolve('cognito-local/lib/keys/cognitoLocal.public.json'), 'utf8'),
    ) as { jwk: { kid: string; n: string } };
    const jwks = await fetch(`${idp.url}/${settings.userPoolId}/.well-known/jwks.json`, {
      headers: { [IDP_SECRET_HEADER]: idp.secret },
    }).then((r) => r.json() as Promise<{ keys: { kid: string; n: string }[] }>);
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0].n).not.toBe(published.jwk.n);
    expect(payloadHeader(token).kid).toBe(jwks.keys[0].kid);
    expect(payloadHeader(token).kid).not.toBe(published.jwk.kid);
    expect((await stat(path.join(dir, 'idp', 'signing-key.pem'))).mode & 0o777).toBe(0o600);
    const dbDir = path.join(dir, 'idp', '.cognito', 'db');
    const files = await readdir(dbDir);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect((await stat(path.join(dbDir, file))).mode & 0o777).toBe(0o600);
  });

  it('a user in FORCE_CHANGE_PASSWORD must give the right temporary password', async () => {
    await expect(signIn('newstaff@example.com', 'Not-the-temp-2026!')).rejects.toMatchObject({
      name: 'InvalidPasswordException',
    });
  });

  it('asks the new staff member for a new password, and accepts the same one', async () => {
    const first = await signIn('newstaff@example.com', 'Temp-pass-2026!');
    expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const done = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: settings.clientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: first.Session,
        ChallengeResponses: {
          USERNAME: first.ChallengeParameters!.USER_ID_FOR_SRP,
          NEW_PASSWORD: 'Temp-pass-2026!',
        },
      }),
    );
    expect(payload(done.AuthenticationResult!.IdToken!)['cognito:groups']).toEqual(['MSA']);
    // Provisioning again must not put the user back to the temporary state.
    await provisionLocalIdp(idp);
    const second = await signIn('newstaff@example.com', 'Temp-pass-2026!');
    expect(second.ChallengeName).toBeUndefined();
    expect(second.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('creates a fresh staff user with a temporary password, again on every call', async () => {
    const email = 'e2e.agent@example.com';
    await createStaffUser({
      idp,
      userPoolId: settings.userPoolId,
      email,
      group: 'FLEET',
      temporaryPassword: 'Temp-e2e-2026!',
    });
    expect((await signIn(email, 'Temp-e2e-2026!')).ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    await createStaffUser({
      idp,
      userPoolId: settings.userPoolId,
      email,
      group: 'FLEET',
      temporaryPassword: 'Temp-e2e-2027!',
    });
    expect((await signIn(email, 'Temp-e2e-2027!')).ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  });

  it('raises the password recovery code to the log (no mail offline), and the code resets the password', async () => {
    await client.send(new ForgotPasswordCommand({ ClientId: settings.clientId, Username: 'bi@example.com' }));
    await expect
      .poll(() => notices.find((n) => n.msg === 'password recovery code (local IdP)'))
      .toBeDefined();
    const notice = notices.find((n) => n.msg === 'password recovery code (local IdP)')!;
    expect(notice).toMatchObject({ email: 'bi@example.com', code: expect.stringMatching(/^\d{6}$/) });
    await client.send(
      new ConfirmForgotPasswordCommand({
        ClientId: settings.clientId,
        Username: 'bi@example.com',
        ConfirmationCode: String(notice.code),
        Password: 'New-pass-2026!',
      }),
    );
    expect((await signIn('bi@example.com', 'New-pass-2026!')).AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('refuses to start on a port that is taken, and frees its port on stop', async () => {
    await expect(startLocalIdp({ dataDir: dir, port })).rejects.toThrow(/already in use/);
    await idp.stop();
    expect(await canListen(port)).toBe(true);
  });
});

function payloadHeader(jwt: string) {
  return JSON.parse(Buffer.from(jwt.split('.')[0], 'base64url').toString('utf8'));
}
