import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedHosts } from '../../server/plugins/app/hostCheck.ts';
import { readConfig } from '../../server/config.ts';
import { createTestApp, type TestApp } from './testApp.ts';

/** A GET with this Host header, or none at all (fetch cannot set Host). */
const rawGet = (port: number, path: string, host?: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request(
      { port, path, host: '127.0.0.1', setHost: false, headers: host ? { host } : {} },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject).end();
  });

describe('the Host check (DNS rebinding)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  const call = (host: string, url = '/api/authentication/validate') =>
    t.app.inject({ url, headers: { host, ...t.bearer({ groups: ['SYSADM'] }) } });

  it('answers the loopback names on its own port', async () => {
    for (const host of ['localhost:80', '127.0.0.1:80', '[::1]:80', 'LOCALHOST', '127.0.0.1']) {
      expect((await call(host)).statusCode, host).toBe(200);
    }
  });

  it('refuses any other Host with 421 JSON, before authentication', async () => {
    for (const host of ['evil.example.com', 'evil.example.com:80', 'localhost:8080', '127.0.0.2:80']) {
      const response = await call(host);
      expect(response.statusCode, host).toBe(421);
      expect(response.json()).toMatchObject({ statusCode: 421, messageKey: 'error.wrongHost' });
    }
    // Refused before the token is even looked at: no 401 for a missing token.
    const anonymous = await t.app.inject({ url: '/api/currentStaff', headers: { host: 'evil.example.com' } });
    expect(anonymous.statusCode).toBe(421);
    expect((await call('evil.example.com', '/config.json')).statusCode).toBe(421);
    expect((await call('evil.example.com', '/no/such/page')).statusCode).toBe(421);
  });

  it('leaves /health open to load balancers probing by address', async () => {
    expect((await call('10.0.0.7:8080', '/health')).statusCode).toBe(200);
  });

  it('follows the real port when listening on port 0', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    expect(await rawGet(port, '/config.json', `127.0.0.1:${port}`)).toBe(200);
    expect(await rawGet(port, '/config.json', `localhost:${port}`)).toBe(200);
    expect(await rawGet(port, '/config.json', 'evil.example.com')).toBe(421);
    expect(await rawGet(port, '/config.json', 'localhost:80')).toBe(421);
    // Without Host at all, Node's HTTP server refuses the HTTP/1.1 request itself.
    expect(await rawGet(port, '/config.json')).toBe(400);
  });
});

describe('the hosts served', () => {
  it('local mode: the loopback names and the configured host on the port', () => {
    expect([...servedHosts(readConfig({ HOST: '::1', PORT: '8120' }), 8120)].sort()).toEqual([
      '127.0.0.1:8120',
      '[::1]:8120',
      'localhost:8120',
    ]);
  });

  it('cognito mode: ALLOWED_HOSTS only, and it is required', () => {
    const cognito = { AUTH_MODE: 'cognito', COGNITO_USER_POOL_ID: 'p', COGNITO_CLIENT_ID: 'c' };
    expect(() => readConfig(cognito)).toThrow(/ALLOWED_HOSTS/);
    const config = readConfig({ ...cognito, ALLOWED_HOSTS: ' BackOffice.example.com , bo.example.com:8443' });
    expect([...servedHosts(config, 8080)]).toEqual(['backoffice.example.com', 'bo.example.com:8443']);
    expect(() => readConfig({ ...cognito, ALLOWED_HOSTS: 'https://bo.example.com/' })).toThrow(
      /ALLOWED_HOSTS/,
    );
  });
});
