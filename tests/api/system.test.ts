import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_TOPIC_KINDS } from '../../src/domain/vehicleLink/linkTopics.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

describe.each(engines)('public routes, errors and the web app on %s', (engine) => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'carshare-web-'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Carshare</title>');
    t = await createTestApp(engine, {
      webRoot,
      env: { MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('/health answers ok without a token', async () => {
    const response = await t.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    // This app has no broker session: the link reads off (docs/architecture.md, Vehicle link, Health).
    expect(response.json()).toEqual({ status: 'ok', vehicleLink: { state: 'off' } });
  });

  it('/api/asyncapi.json describes every topic of a box, without a token', async () => {
    const response = await t.app.inject({ url: '/api/asyncapi.json' });
    expect(response.statusCode).toBe(200);
    const contract = response.json();
    expect(contract.asyncapi).toBe('3.0.0');
    expect(contract.servers.broker).toMatchObject({ host: '127.0.0.1:1884', protocolVersion: '3.1.1' });
    expect(
      Object.values(contract.channels).map((channel) => (channel as { address: string }).address),
    ).toEqual(LINK_TOPIC_KINDS.map((kind) => `boxes/{boxId}/${kind}`));
    expect(contract.operations.takeCommand.action).toBe('receive');
    expect(contract.operations.reportState.bindings.mqtt.retain).toBe(true);
  });

  it('/config.json has exactly the AppConfig shape (local mode)', async () => {
    const response = await t.app.inject({ url: '/config.json' });
    expect(response.json()).toEqual({
      cognito: {
        region: 'us-west-2',
        userPoolId: t.tokens.userPoolId,
        clientId: t.tokens.clientId,
        endpoint: '/idp',
        authFlow: 'USER_PASSWORD_AUTH',
      },
      apiBase: '/api',
      vehicleApiBase: '/api',
      fleetApiBase: '/api',
      mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      cityParkingMetersUrl: '/samples/parking-meters.json',
      cityParkingLotsUrl: '/samples/parking-lots.json',
    });
  });

  it('unknown API routes answer a JSON 404', async () => {
    for (const url of ['/api/nothing-here', '/api/customer-process/nothing']) {
      const response = await t.app.inject({ url, headers: { ...t.bearer(), accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, messageKey: 'error.notFound' });
    }
  });

  it('page loads fall back to the web app; other misses are JSON 404', async () => {
    const page = await t.app.inject({
      url: '/customers/42/show',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Carshare</title>');
    expect(page.headers['content-security-policy']).toMatch(
      /connect-src 'self' https:\/\/cognito-idp\.us-west-2\.amazonaws\.com/,
    );
    expect(page.headers['content-security-policy']).toContain('https://*.tile.example.org');
    expect((await t.app.inject({ url: '/' })).body).toContain('<title>Carshare</title>');
    const asset = await t.app.inject({ url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.json().messageKey).toBe('error.notFound');
  });

  it('serves the OpenAPI document without a token', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/customer-process/searchCustomer', '/api/authentication/validate']),
    );
    expect(JSON.stringify(doc.paths['/api/customer-process/searchCustomer'])).toContain('totalCountCapped');
    // What other tools need to read the contract.
    expect(doc.servers).toEqual([expect.objectContaining({ url: expect.any(String) })]);
    expect(doc.tags.every((tag: { description?: string }) => tag.description)).toBe(true);
    const operations = Object.entries(doc.paths).flatMap(([route, methods]) =>
      Object.entries(methods as Record<string, Record<string, unknown>>).map(([method, op]) => ({
        at: `${method} ${route}`,
        ...op,
      })),
    );
    for (const op of operations as { at: string; operationId?: string; summary?: string }[]) {
      expect(op.at).not.toMatch(/.\/$/);
      expect(op.operationId, op.at).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.summary, op.at).toBeTruthy();
    }
    expect(new Set(operations.map((op) => (op as { operationId?: string }).operationId)).size).toBe(
      operations.length,
    );
    const search = doc.paths['/api/customer-process/searchCustomer'].get;
    expect(search.operationId).toBe('searchCustomer');
    expect(Object.keys(search.responses['200'].content)).toEqual(['application/json', 'text/csv']);
    expect(search.responses['400'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('answers a real fault as a 500 with error.system and no details', async () => {
    const db = t.app.db as unknown as Record<string, unknown>;
    db.selectFrom = () => {
      throw new Error('connection lost to 10.0.0.5');
    };
    try {
      const response = await t.app.inject({
        url: '/api/customer-process/searchCustomer',
        headers: t.bearer({ groups: ['MSA'] }),
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Internal Server Error',
        messageKey: 'error.system',
      });
    } finally {
      delete db.selectFrom;
    }
  });
});
