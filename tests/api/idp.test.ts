import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  createStaffUser,
  DEMO_ACCOUNTS,
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
    settings = await provisionLocalIdp({ url: idp.url });
    client = new CognitoIdentityProviderClient({
      endpoint: idp.url,
      region: 'us-west-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
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
    const again = await provisionLocalIdp({ url: idp.url });
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
    const jwks = await fetch(`${idp.url}/${settings.userPoolId}/.well-known/jwks.json`).then((r) => r.json());
    expect(jwks.keys[0].kid).toBe(payloadHeader(token!).kid);
  });

  it('refuses a wrong password', async () => {
    await expect(signIn('sysadm@example.com', 'wrong-password')).rejects.toMatchObject({
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
    await provisionLocalIdp({ url: idp.url });
    const second = await signIn('newstaff@example.com', 'Temp-pass-2026!');
    expect(second.ChallengeName).toBeUndefined();
    expect(second.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('creates a fresh staff user with a temporary password, again on every call', async () => {
    const email = 'e2e.agent@example.com';
    await createStaffUser({
      url: idp.url,
      userPoolId: settings.userPoolId,
      email,
      group: 'FLEET',
      temporaryPassword: 'Temp-e2e-2026!',
    });
    expect((await signIn(email, 'Temp-e2e-2026!')).ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    await createStaffUser({
      url: idp.url,
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
