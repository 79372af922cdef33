import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carRow, insertCars } from '../support/carRow.ts';
import { insertMembers, insertTrip, MONTREAL } from '../support/memberTrips.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const CAR = carRow('JTDKARFU0LJ200001', 'ABC 201', 1);
const OTHER_CAR = carRow('JTDKARFU0LJ200002', 'XY1 23Z', 2);

describe.each(engines)('trip search on %s (spec 2 /trips)', (engine) => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  const get = async (url: string, groups = ['OC']) => {
    const response = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: t.bearer({ groups }) });
    return { status: response.statusCode, body: response.json(), text: response.body };
  };
  const tripIds = async (query: string) =>
    ((await get(`/trips?${query}`)).body.data as { id: number }[]).map((trip) => trip.id);

  beforeAll(async () => {
    t = await createTestApp(engine);
    await insertCars(t.db, [CAR, OTHER_CAR], MONTREAL);
    const [elise, omar] = await insertMembers(t.db, [
      { customer_number: 'M-1', first_name: 'Élise', last_name: 'Gagnon', email: 'e@example.com' },
      { customer_number: 'M-2', first_name: 'Omar', last_name: 'Haddad', email: 'o@example.com' },
    ]);
    ids.old = await insertTrip(t.db, { customer_id: elise!, vin: CAR.vin, start_at: '2026-01-05T15:00:00Z' });
    ids.other = await insertTrip(t.db, {
      customer_id: omar!,
      vin: OTHER_CAR.vin,
      start_at: '2026-02-10T15:00:00Z',
    });
    ids.recent = await insertTrip(t.db, {
      customer_id: elise!,
      vin: OTHER_CAR.vin,
      start_at: '2026-03-01T02:00:00Z',
    });
    ids.active = await insertTrip(t.db, {
      customer_id: omar!,
      vin: CAR.vin,
      start_at: '2026-03-02T09:00:00Z',
      end_at: null,
      status: 'ACTIVE',
      distance_km: null,
      total: null,
    });
  });
  afterAll(() => t?.close());

  it('lists every trip newest first, with its member, its car and times in the car’s zone', async () => {
    const { status, body } = await get('/trips');
    expect(status).toBe(200);
    expect(body.data.map((trip: { id: number }) => trip.id)).toEqual([
      ids.active,
      ids.recent,
      ids.other,
      ids.old,
    ]);
    expect(body.data[1]).toMatchObject({
      customerNumber: 'M-1',
      memberName: 'Élise Gagnon',
      plateNumber: 'XY1 23Z',
      vehicleTimeZone: 'America/Toronto',
      startDateTime: '2026-03-01T02:00:00.000Z',
      total: 12.08,
    });
    expect(body.totalCount).toBe(4);
    expect(await tripIds('order=ASC')).toEqual([ids.old, ids.other, ids.recent, ids.active]);
  });

  it('filters by member, by car (plate as typed, or VIN), by status and by start days', async () => {
    expect(await tripIds('customerNumber=M-1')).toEqual([ids.recent, ids.old]);
    expect(await tripIds('vehicle=abc201')).toEqual([ids.active, ids.old]);
    expect(await tripIds(`vehicle=${OTHER_CAR.vin}`)).toEqual([ids.recent, ids.other]);
    expect(await tripIds('status=ACTIVE')).toEqual([ids.active]);
    expect(await tripIds('from=2026-02-10&to=2026-03-01')).toEqual([ids.recent, ids.other]);
    expect(await tripIds('customerNumber=M-1&vehicle=XY123Z')).toEqual([ids.recent]);
  });

  it('matches nothing for a member or a car nobody holds, and refuses a reversed range', async () => {
    expect(await tripIds('customerNumber=NOBODY')).toEqual([]);
    expect(await tripIds('vehicle=ZZZ999')).toEqual([]);
    expect((await get('/trips?from=2026-03-02&to=2026-03-01')).body).toMatchObject({
      statusCode: 400,
      messageKey: 'validation.dateRange',
    });
    expect((await get('/trips?vehicle=ABC-123')).body).toMatchObject({ messageKey: 'validation.vehicle' });
  });

  it('lists the active trips (spec 7 /internal/trip/active)', async () => {
    const { body } = await get('/internal/trip/active');
    expect(body.data.map((trip: { id: number }) => trip.id)).toEqual([ids.active]);
    expect(body.data[0]).toMatchObject({ status: 'ACTIVE', endDateTime: null, customerNumber: 'M-2' });
  });

  it('exports the search as CSV in the reader’s words, times in the car’s zone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/trips?customerNumber=M-1&locale=en&zone=America/Vancouver',
      headers: { ...t.bearer({ groups: ['OC'] }), accept: 'text/csv' },
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('M-1 Élise Gagnon');
    expect(lines[1]).toContain('EST');
  });

  it('keeps the trips to the roles with the trips area', async () => {
    expect((await get('/trips', ['SVC'])).status).toBe(403);
    expect((await get('/internal/trip/active', ['SUPPORT'])).status).toBe(403);
  });
});
