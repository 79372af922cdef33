import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carRow, insertCars } from '../support/carRow.ts';
import { insertMembers, insertTrip } from '../support/memberTrips.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const VIN = {
  a: 'JTDKARFU0L3000001',
  b: 'JTDKARFU0L3000002',
  c: 'JTDKARFU0L3000003',
  d: 'JTDKARFU0L3000004',
};

describe.each(engines)('car search sorts, export, MSISDN path, plate change and trips on %s', (engine) => {
  let t: TestApp;
  let member = '';
  const call = async (
    method: 'GET' | 'PATCH',
    url: string,
    options: { groups?: string[]; payload?: object; headers?: object } = {},
  ) => {
    const response = await t.app.inject({
      method,
      url: `/api${url}`,
      payload: options.payload,
      headers: {
        ...t.bearer({ groups: options.groups ?? ['SVC'], email: 'svc@example.com' }),
        ...options.headers,
      },
    });
    return {
      status: response.statusCode,
      body: response.headers['content-type']?.startsWith('text/csv') ? response.body : response.json(),
      headers: response.headers,
    };
  };
  const vins = async (query: string) =>
    (await call('GET', `/vehicle/search?${query}`)).body.data.map((c: { vin: string }) => c.vin);
  const changePlate = (vin: string, plateNumber: string, version: number) =>
    call('PATCH', `/vehicle/${vin}`, { payload: { plateNumber }, headers: { 'if-match': `"${version}"` } });

  beforeAll(async () => {
    t = await createTestApp(engine);
    await insertCars(t.db, [
      carRow(VIN.a, 'CCC 300', 3),
      carRow(VIN.b, 'AAA 100', 1, { status: 'OUT_OF_SERVICE' }),
      carRow(VIN.c, 'BBB 200', 2),
      carRow(VIN.d, 'DDD 400', 4),
    ]);
    [member] = await insertMembers(t.db, [
      { customer_number: '40000001', first_name: 'Cara', last_name: 'Driver', email: 'cara@example.com' },
    ]);
  });
  afterAll(() => t?.close());

  it('sorts by each offered column both ways, ties by VIN', async () => {
    expect(await vins('sort=licencePlate&order=ASC')).toEqual([VIN.b, VIN.c, VIN.a, VIN.d]);
    expect(await vins('sort=licencePlate&order=DESC')).toEqual([VIN.d, VIN.a, VIN.c, VIN.b]);
    expect(await vins('sort=msisdn&order=DESC')).toEqual([VIN.d, VIN.a, VIN.c, VIN.b]);
    expect(await vins('sort=vin&order=ASC&status=AVAILABLE')).toEqual([VIN.a, VIN.c, VIN.d]);
    expect((await call('GET', '/vehicle/search?sort=fuel')).body.fields).toEqual({
      sort: 'validation.invalid',
    });
  });

  it('exports the search as CSV in the reader’s language', async () => {
    const file = await call('GET', '/vehicle/search?status=OUT_OF_SERVICE&lang=fr', {
      headers: { accept: 'text/csv' },
    });
    expect(file.status).toBe(200);
    const lines = String(file.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toContain('Plaque');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('AAA 100');
    expect(lines[1]).toContain('Hors service');
  });

  it('answers the MSISDN search at the spec path, with its trailing slash, and without it (README, departures)', async () => {
    for (const path of ['/internal/vehicle/search/msisdn', '/internal/vehicle/search/msisdn/']) {
      const found = await call('GET', `${path}?msisdn=16045550002`);
      expect(found.status).toBe(200);
      expect(found.body.data.map((c: { vin: string }) => c.vin)).toEqual([VIN.c]);
      expect((await call('GET', path)).status).toBe(400);
    }
  });

  it('changes the plate from the current version, formatted, audited; stale → 412; taken → 409', async () => {
    const before = (await call('GET', `/vehicle/${VIN.d}`)).body;
    const changed = await changePlate(VIN.d, 'eee444', before.version);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ plateNumber: 'EEE 444', version: before.version + 1 });
    const audit = await t.db.selectFrom('audit_entries').selectAll().where('record_id', '=', VIN.d).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity: 'cars', action: 'plate' });

    const stale = await changePlate(VIN.d, 'FFF 444', before.version);
    expect(stale.status).toBe(412);
    const taken = await changePlate(VIN.d, 'aaa 100', before.version + 1);
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toEqual({ plateNumber: 'cars.errors.plateTaken' });
    const invalid = await changePlate(VIN.d, 'A1', before.version + 1);
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({ plateNumber: 'cars.errors.plateInvalid' });
    expect((await call('PATCH', `/vehicle/${VIN.d}`, { payload: { plateNumber: 'GGG 444' } })).status).toBe(
      400,
    );

    const after = (await call('GET', `/vehicle/${VIN.d}`)).body;
    expect(after).toMatchObject({ plateNumber: 'EEE 444', version: before.version + 1 });
    expect(
      await t.db.selectFrom('audit_entries').selectAll().where('record_id', '=', VIN.d).execute(),
    ).toHaveLength(1);
  });

  it("lists a car's trips newest first, paginated, for roles with the trips area only", async () => {
    const older = await insertTrip(t.db, {
      customer_id: member,
      vin: VIN.a,
      start_at: '2026-02-01T10:00:00Z',
    });
    const newer = await insertTrip(t.db, {
      customer_id: member,
      vin: VIN.a,
      start_at: '2026-02-03T10:00:00Z',
    });
    await insertTrip(t.db, { customer_id: member, vin: VIN.b, start_at: '2026-02-04T10:00:00Z' });
    const page = await call('GET', `/internal/trip/vehicle/${VIN.a}?count=1`, { groups: ['MSA'] });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ totalCount: 2, totalPages: 2 });
    expect(page.body.data.map((trip: { id: number }) => trip.id)).toEqual([newer]);
    const second = await call('GET', `/internal/trip/vehicle/${VIN.a}?count=1&page=2`, { groups: ['MSA'] });
    expect(second.body.data.map((trip: { id: number }) => trip.id)).toEqual([older]);
    expect((await call('GET', `/internal/trip/vehicle/${VIN.a}`)).status).toBe(403); // SVC has no trips area
  });

  it("lists a car's reservations; a member or a car, never both or neither", async () => {
    await t.db
      .insertInto('reservations')
      .values({
        customer_id: member,
        vin: VIN.c,
        reserved_at: new Date(),
        expires_at: new Date(Date.now() + 60_000),
        status: 'CANCELED',
      })
      .execute();
    const list = await call('GET', `/vehicle-service/reservation?vin=${VIN.c}`, { groups: ['MSA'] });
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: { vin: string }) => r.vin)).toEqual([VIN.c]);
    expect((await call('GET', '/vehicle-service/reservation', { groups: ['MSA'] })).status).toBe(400);
    expect(
      (
        await call('GET', `/vehicle-service/reservation?vin=${VIN.c}&customerId=${member}`, {
          groups: ['MSA'],
        })
      ).status,
    ).toBe(400);
  });
});
