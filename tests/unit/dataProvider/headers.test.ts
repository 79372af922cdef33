import { describe, expect, it } from 'vitest';
import { CONFIG, fakeNetwork, TOKEN } from './fakeNetwork.ts';

describe('spec 7: headers', () => {
  it('spec 7: the bearer id token is added to every request', async () => {
    const net = fakeNetwork();
    await net.engine.call('tickets', 'FETCH', { id: 5 });
    await net.engine.call('notes', 'ADD', { notes: 'x' });
    expect(net.sent.map((r) => r.headers.Authorization)).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`]);
  });

  it('spec 7: a request that already carries an Authorization header keeps it', async () => {
    const net = fakeNetwork();
    await net.engine.call('validate', 'FETCH', { headers: { authorization: 'Bearer other' } });
    expect(net.last().headers).toEqual({ Accept: 'application/json', authorization: 'Bearer other' });
  });

  it('spec 7: URLs on the suppression list (the city parking-lots API) get no token', async () => {
    const net = fakeNetwork();
    await net.engine.call('cityParkingLots', 'SEARCH', { limit: 100 });
    expect(net.last().url).toBe(
      'https://opendata.vancouver.ca/api/explore/v2.1/catalog/datasets/parking-lots/records?limit=100',
    );
    expect(net.last().headers).toEqual({ Accept: 'application/json' });
  });

  it('spec 7 Headers: the city layers go to the URLs /config.json gives, still without the token', async () => {
    const net = fakeNetwork(undefined, {
      config: {
        ...CONFIG,
        cityParkingMetersUrl: '/samples/parking-meters.json',
        cityParkingLotsUrl: '/samples/lots',
      },
    });
    await net.engine.call('cityParkingMeters', 'FETCH');
    expect(net.last()).toMatchObject({
      url: '/samples/parking-meters.json',
      headers: { Accept: 'application/json' },
    });
    await net.engine.call('cityParkingLots', 'SEARCH', { limit: 100 });
    expect(net.last().url).toBe('/samples/lots?limit=100');
    expect(net.last().headers).toEqual({ Accept: 'application/json' });
  });

  it('spec 8: with no stored token the request goes without Authorization', async () => {
    const net = fakeNetwork(undefined, { getToken: async () => null });
    await net.engine.call('validate', 'FETCH');
    expect(net.last().headers).toEqual({ Accept: 'application/json' });
  });
});
