import { describe, expect, it } from 'vitest';
import { CONFIG, fakeNetwork, json } from './fakeNetwork.ts';

describe('spec 7 vehicle service rows of the Reservation tab', () => {
  it('/internal/reservation/vehicle/available: each car comes keyed by its VIN, as react-admin keys records by id', async () => {
    const net = fakeNetwork(() =>
      json({ data: [{ vin: 'JTDBCMFE0PJ000001', plateNumber: 'AAA 111' }], page: 1 }),
    );
    const page = await net.engine.call('availableVehicles', 'SEARCH', { fleetId: 1, page: 1, count: 10 });
    expect(net.last().url).toBe(
      `${CONFIG.vehicleApiBase}/internal/reservation/vehicle/available?fleetId=1&page=1&count=10`,
    );
    expect(page).toEqual({
      data: [{ id: 'JTDBCMFE0PJ000001', vin: 'JTDBCMFE0PJ000001', plateNumber: 'AAA 111' }],
      page: 1,
    });
  });

  it('/vehicle-service/reservation: cancel is a DELETE of /{id} at the version on screen, without "changes applied"', async () => {
    const net = fakeNetwork(() => json({ id: '7', status: 'CANCELED', version: 2 }));
    const notified: string[] = [];
    net.engine.setEffects({ notify: (message) => notified.push(message) });
    await net.engine.call('reservations', 'DELETE', { id: '7', ifMatch: 1 });
    expect(net.last()).toMatchObject({
      method: 'DELETE',
      url: `${CONFIG.vehicleApiBase}/vehicle-service/reservation/7`,
    });
    expect(net.last().headers['If-Match']).toBe('"1"');
    await net.engine.call('reservations', 'ADD', { customerId: '42', vin: 'JTDBCMFE0PJ000001' });
    expect(notified).toEqual([]);
  });
});
