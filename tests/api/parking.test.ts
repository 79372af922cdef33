import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carRow } from '../support/carRow.ts';
import { insertPromotionRegions } from '../support/promotionRegions.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const VIN = 'PARK0000000000001';

describe.each(engines)('parking data (spec 3 and spec 5 Parking lot, spec 7 /parking) on %s', (engine) => {
  let t: TestApp;
  const as = (role = 'MGMT') => t.bearer({ groups: [role] });
  const lot = (fields: Record<string, unknown> = {}) => ({
    fleetId: 1,
    name: 'Harbour lot',
    description: 'Under the convention centre',
    latitude: 49.289,
    longitude: -123.116,
    spaces: 4,
    ...fields,
  });
  const add = async (payload: object, role = 'MGMT') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/parking/add',
      payload,
      headers: as(role),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const update = async (payload: object, version?: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/parking/update',
      payload,
      headers: { ...as(), ...(version === undefined ? {} : { 'if-match': `"${version}"` }) },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const get = async (url: string) => {
    const response = await t.app.inject({ url, headers: as() });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Record<string, unknown>[]; totalCount: number };
  };
  const auditOf = (id: number) =>
    t.db
      .selectFrom('audit_entries')
      .select(['action', 'before', 'after', 'actor_name'])
      .where('entity', '=', 'parking')
      .where('record_id', '=', String(id))
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(engine);
    await insertPromotionRegions(t.db);
    await t.db
      .insertInto('cars')
      .values(carRow(VIN, '123 PRK', 1))
      .execute();
  });
  afterAll(async () => t?.close());

  it('spec 5: adds a lot (201) with its spots 1..spaces, updatedOn set by the server, audited', async () => {
    const before = Date.now();
    const { status, body } = await add(lot({ visibleOnApp: true, analysisArea: 'Downtown' }));
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({
      fleetName: 'Vancouver',
      spaces: 4,
      overflowSpaces: 0,
      visibleOnApp: true,
      overflowParking: false,
      analysisArea: 'Downtown',
      version: 1,
    });
    expect(Date.parse(body.updatedOn)).toBeGreaterThanOrEqual(before - 1000);
    const spots = await get(`/api/parking/spots?lotId=${body.id}`);
    expect(spots.data.map((spot) => spot.number)).toEqual([1, 2, 3, 4]);
    expect(await auditOf(body.id)).toMatchObject([
      { action: 'add', before: null, after: { name: 'Harbour lot' } },
    ]);
  });

  it('spec 5: name, description, latitude, longitude and spaces are required, and in range', async () => {
    for (const field of ['name', 'description', 'latitude', 'longitude', 'spaces']) {
      const { status, body } = await add(lot({ [field]: undefined }));
      expect(status, field).toBe(400);
      expect(body.fields, field).toEqual({ [field]: 'validation.required' });
    }
    for (const [field, value] of [
      ['latitude', 90.5],
      ['longitude', -181],
      ['spaces', 0],
      ['overflowSpaces', -1],
    ] as const) {
      const { status, body } = await add(lot({ [field]: value }));
      expect(status, field).toBe(400);
      expect(body.fields, field).toEqual({ [field]: 'validation.range' });
    }
    expect((await add(lot({ spaces: 2.5 }))).body.fields).toEqual({ spaces: 'validation.invalid' });
    expect((await add(lot({ fleetId: 9 }))).body).toMatchObject({
      fields: { fleetId: 'parking.errors.unknownFleet' },
    });
    expect(await t.db.selectFrom('parking_lots').select('name').execute()).toHaveLength(1);
  });

  it('updates from the copy at If-Match, audited; a stale save gets 412 and changes nothing', async () => {
    const { body: created } = await add(lot({ name: 'Stale lot' }));
    const changed = { ...lot({ name: 'Stale lot', description: 'Renamed spaces' }), lotId: created.id };
    const saved = await update(changed, 1);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, description: 'Renamed spaces' });
    expect(Date.parse(saved.body.updatedOn)).toBeGreaterThanOrEqual(Date.parse(created.updatedOn));

    const stale = await update({ ...changed, description: 'From an old copy' }, 1);
    expect(stale.status).toBe(412);
    expect(stale.body.messageKey).toBe('error.stale');
    expect((await update(changed)).status).toBe(400);
    const audit = await auditOf(created.id);
    expect(audit.map((entry) => entry.action)).toEqual(['add', 'update']);
    expect(audit[1]).toMatchObject({
      before: { description: 'Under the convention centre' },
      after: { description: 'Renamed spaces' },
    });
    expect((await update({ ...changed, lotId: 999_999 }, 1)).status).toBe(404);
  });

  it("a lot's spots follow its spaces; a spot a car is parked in is never dropped (409)", async () => {
    const { body: created } = await add(lot({ name: 'Spot lot', spaces: 3 }));
    await t.db
      .updateTable('parking_spots')
      .set({ vin: VIN })
      .where('lot_id', '=', created.id)
      .where('number', '=', 3)
      .execute();
    const fewer = await update({ ...lot({ name: 'Spot lot', spaces: 2 }), lotId: created.id }, 1);
    expect(fewer).toMatchObject({
      status: 409,
      body: { fields: { spaces: 'parking.errors.spotOccupied' } },
    });
    const more = await update({ ...lot({ name: 'Spot lot', spaces: 5 }), lotId: created.id }, 1);
    expect(more.status).toBe(200);
    const spots = await get(`/api/parking/spots?lotId=${created.id}`);
    expect(spots.data.map((spot) => [spot.number, spot.vin])).toEqual([
      [1, null],
      [2, null],
      [3, VIN],
      [4, null],
      [5, null],
    ]);
  });

  it('lists lots in name order, by name start and fleet; spots answer without a parameter', async () => {
    await add(lot({ name: 'another lot', fleetId: 2, latitude: 45.5, longitude: -73.57 }));
    const all = await get('/api/parking?count=100');
    const names = all.data.map((row) => String(row.name));
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect((await get('/api/parking?fleetId=2')).data.map((row) => row.name)).toEqual(['another lot']);
    expect((await get('/api/parking?name=STA')).data.map((row) => row.name)).toEqual(['Stale lot']);
    const spots = await get('/api/parking/spots?count=100');
    expect(spots.totalCount).toBe(4 + 4 + 5 + 4);
    expect(spots.data[0]).toMatchObject({ number: 1, lotName: 'Harbour lot' });
  });

  it('exports the lots as CSV in the reader language', async () => {
    const response = await t.app.inject({
      url: '/api/parking?fleetId=1&lang=fr',
      headers: { ...as(), accept: 'text/csv' },
    });
    expect(response.statusCode).toBe(200);
    const [header, first] = response.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header).toContain('Places de débordement');
    expect(first).toContain('Harbour lot');
    expect(first).toContain('Oui');
  });

  it('spec 6: parking data is for SYSADM and MGMT only', async () => {
    expect((await add(lot({ name: 'Not mine' }), 'FLEET')).status).toBe(403);
    const list = await t.app.inject({ url: '/api/parking/spots', headers: as('SUPPORT') });
    expect(list.statusCode).toBe(403);
  });

  it("serves the city layers' samples, the /config.json default, to anyone", async () => {
    const config = (await t.app.inject({ url: '/config.json' })).json();
    expect(config).toMatchObject({
      cityParkingMetersUrl: '/samples/parking-meters.json',
      cityParkingLotsUrl: '/samples/parking-lots.json',
    });
    const meters = await t.app.inject({ url: config.cityParkingMetersUrl });
    expect(meters.statusCode).toBe(200);
    expect(meters.json()[0].geo_point_2d).toEqual({ lat: expect.any(Number), lon: expect.any(Number) });
    const lots = await t.app.inject({ url: config.cityParkingLotsUrl });
    expect(lots.json().results.length).toBeGreaterThan(0);
    expect(meters.headers['content-security-policy']).toContain("connect-src 'self' https://cognito-idp");
  });
});

describe('city layers elsewhere join connect-src (spec 7 External)', () => {
  it('the configured origins, and no other', async () => {
    const t = await createTestApp('pglite', {
      env: {
        CITY_PARKING_METERS_URL: 'https://opendata.example.org/api/meters.json',
        CITY_PARKING_LOTS_URL: 'https://lots.example.net/records',
      },
    });
    try {
      const response = await t.app.inject({ url: '/health' });
      const connect = /connect-src ([^;]+)/.exec(String(response.headers['content-security-policy']))![1];
      expect(connect.split(' ')).toEqual([
        "'self'",
        'https://cognito-idp.us-west-2.amazonaws.com',
        'https://opendata.example.org',
        'https://lots.example.net',
      ]);
      expect((await t.app.inject({ url: '/config.json' })).json().cityParkingLotsUrl).toBe(
        'https://lots.example.net/records',
      );
    } finally {
      await t.close();
    }
  });
});
