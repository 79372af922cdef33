import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { operationsOf } from '../support/openApiOperations.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

/** Every route as Fastify registers it, seen by an onRoute hook added the moment the app is made. */
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const create = actual.default as (options?: object) => ReturnType<typeof actual.default>;
  const withInventory = ((options?: object) => {
    const app = create(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of ([] as string[]).concat(route.method)) registered.push({ method, url: route.url });
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: withInventory };
});

/**
 * Routes outside the OpenAPI document on purpose, each with its reason; anything else a route
 * folder registers must be in the document, so the access suites reach it.
 */
const OUTSIDE_THE_DOCUMENT: { route: RegExp; why: string }[] = [
  { route: /^HEAD /, why: 'Fastify answers HEAD for each GET by itself' },
  {
    route: /^(POST|DELETE) \/local-admin\/staff$/,
    why: "staff:add / staff:remove's loopback route (README)",
  },
  { route: /^POST \/idp\/$/, why: 'the sign-in passage with a trailing slash, as Cognito clients send it' },
  {
    route: /^GET \/api\/internal\/(vehicle\/search\/msisdn|trip\/completed\/:date\/vehicle\/:id)\/$/,
    why: "spec 7's paths as written, with their trailing slash: the same operations as without it",
  },
  { route: /^GET \/api\/docs(\/.*)?$/, why: 'the document itself and its UI files' },
  {
    route: /^GET \/\*$/,
    why: "the web build's static files (the web app's fallback is the not-found handler)",
  },
];

describe.each(engines)('route inventory on %s', (engine) => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'carshare-web-'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Back office</title>');
    registered.length = 0;
    // Local mode with the IdP's settings, so its passage and the staff route are registered as `npm start` does.
    t = await createTestApp(engine, {
      webRoot,
      auth: (tokens) => ({
        issuer: tokens.issuer,
        jwksUri: tokens.jwksUri,
        userPoolId: tokens.userPoolId,
        clientId: tokens.clientId,
        localIdpUrl: 'http://127.0.0.1:9',
        localIdpSecret: 'route-inventory',
      }),
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('every route the server registers is in the OpenAPI document or on the short list outside it', () => {
    const documented = new Set(
      operationsOf(t.app.swagger()).map((o) => `${o.method} ${o.path.replace(/\{([^}]+)\}/g, ':$1')}`),
    );
    const routes = [...new Set(registered.map(({ method, url }) => `${method} ${url}`))];
    expect(routes.length).toBeGreaterThan(documented.size);
    expect(routes).toContain('POST /local-admin/staff');
    expect(routes).toContain('GET /*');
    const unlisted = routes.filter(
      (route) =>
        !documented.has(route) && !OUTSIDE_THE_DOCUMENT.some(({ route: allowed }) => allowed.test(route)),
    );
    expect(
      unlisted,
      'a route outside the OpenAPI document: give it a schema (and a line in tests/api/generated/accessOracle.ts)',
    ).toEqual([]);
    // Every entry of the short list still stands for a route.
    expect(
      OUTSIDE_THE_DOCUMENT.filter(({ route }) => !routes.some((r) => route.test(r))).map(({ why }) => why),
    ).toEqual([]);
  });
});
