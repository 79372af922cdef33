import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from './testApp.ts';

const ok = async () => ({ ok: true });

describe('spec 6: every /api route names its access', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite', { migrated: false });
  });
  afterAll(() => testDb?.drop());

  /** The product's app with one more route: its start-up succeeds or names the fault. */
  const startWith = async (addRoute: (app: FastifyInstance) => unknown) => {
    const app = await buildApp({
      config: readConfig({ PORT: '80' }),
      database: testDb.database,
      auth: {
        issuer: 'https://issuer.invalid/pool',
        userPoolId: 'pool',
        clientId: 'client',
        jwks: { keys: [] },
      },
      logger: false,
    });
    addRoute(app);
    try {
      await app.ready();
      return app;
    } catch (error) {
      await app.close();
      throw error;
    }
  };

  it('refuses to start when an /api route names no access, naming the route', async () => {
    await expect(startWith((app) => app.get('/api/forgotten', ok))).rejects.toThrow(
      /GET \/api\/forgotten names no access/,
    );
  });

  it('refuses to start when a route names two accesses or an unknown entity', async () => {
    await expect(
      startWith((app) => app.post('/api/both', { config: { entity: 'customers', public: true } }, ok)),
    ).rejects.toThrow(/POST \/api\/both names more than one access/);
    await expect(
      startWith((app) => app.get('/api/typo', { config: { entity: 'customer' as 'customers' } }, ok)),
    ).rejects.toThrow(/GET \/api\/typo names an entity .* \(customer\)/);
  });

  it('starts with every existing route, and lets routes outside /api (web files, probes) name nothing', async () => {
    const app = await startWith((app) => app.get('/robots.txt', ok));
    expect((await app.inject({ url: '/robots.txt' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('spec 6: the markers decide who may call', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('signedIn routes take any valid token, DRIVE included; entity routes refuse DRIVE', async () => {
    const drive = t.bearer({ email: 'drive@example.com', email_verified: true, groups: ['DRIVE'] });
    for (const [method, url] of [
      ['GET', '/api/authentication/validate'],
      ['POST', '/api/authentication/token'],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: drive })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ url: '/api/currentStaff', headers: drive })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/staffs', headers: drive })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/currentStaff' })).statusCode).toBe(401);
  });

  it('the documentation is public, its UI files too', async () => {
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/docs/static/swagger-ui.css' })).statusCode).toBe(200);
  });
});
