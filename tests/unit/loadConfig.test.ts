import { describe, expect, it } from 'vitest';
import { parseAppConfig } from '../../src/domain/appConfig.ts';
import { fetchConfig } from '../../src/loadConfig.ts';

const loadConfig = async (fetch: typeof globalThis.fetch) => parseAppConfig(await fetchConfig(fetch));

const LOCAL = {
  cognito: {
    region: 'us-west-2',
    userPoolId: 'local_abc',
    clientId: 'client',
    endpoint: '/idp',
    authFlow: 'USER_PASSWORD_AUTH',
  },
  apiBase: '/api',
  vehicleApiBase: '/api',
  fleetApiBase: '/api',
  mapTileUrl: '',
  cityParkingMetersUrl: '/samples/parking-meters.json',
  cityParkingLotsUrl: '/samples/parking-lots.json',
};

const answering = (status: number, body: unknown) =>
  (async (url: RequestInfo | URL) => {
    expect(String(url)).toBe('/config.json');
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch;

describe('run-time settings from /config.json', () => {
  it('reads the settings the server serves', async () => {
    expect(await loadConfig(answering(200, LOCAL))).toEqual(LOCAL);
  });

  it('refuses an answer without the identity pool or the API base', async () => {
    await expect(loadConfig(answering(200, { apiBase: '/api' }))).rejects.toThrow(
      /not the expected shape.*userPoolId|cognito/s,
    );
    await expect(loadConfig(answering(503, {}))).rejects.toThrow(/503/);
  });
});
