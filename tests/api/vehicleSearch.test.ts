import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const REGIONS = [
  { id: 1, name: 'Vancouver', province: 'BC', time_zone: 'America/Vancouver' },
  { id: 2, name: 'Montreal', province: 'QC', time_zone: 'America/Toronto' },
  { id: 3, name: 'Toronto', province: 'ON', time_zone: 'America/Toronto' },
];

let serial = 0;
const car = (vin: string, plate: string, extra: Record<string, unknown> = {}) => {
  serial++;
  const n = String(serial).padStart(4, '0');
  return {
    vin,
    plate_number: plate,
    fleet_id: 1,
    make: 'Toyota',
    model: 'Corolla Hybrid',
    model_year: 2022,
    telemeter_model: 'INVERS CloudBoxx',
    telemeter_id: `CBX10000000${n}`,
    carrier: 'Rogers',
    msisdn: `1778555${n}`,
    imsi: `30272000000${n}`,
    iccid: `893027200000000${n}`,
    status: 'AVAILABLE',
    latitude: 49.28,
    longitude: -123.12,
    fuel_level: 80,
    battery_voltage: '12.55',
    odometer: 12_345,
    ...extra,
  };
};

const FIXTURES = [
  car('JTDBCMFE0NJ000001', 'ABC 123', { telemeter_id: 'CBX000000000001', msisdn: '16045550001' }),
  car('JTDBCMFE0NJ000002', 'ABC 124', {
    model: 'Prius',
    telemeter_id: 'G90000000000002',
    msisdn: '16045550002',
    status: 'OUT_OF_SERVICE',
  }),
  car('KM8K23AG0PU000003', '123 ABC', {
    make: 'Hyundai',
    model: 'Kona Electric',
    fleet_id: 2,
    telemeter_id: '423000000000003',
    msisdn: '15145550003',
    status: 'IN_TRIP',
    latitude: null,
    longitude: null,
    battery_voltage: null,
  }),
  car('KM8K23AG0PU000004', 'AB1 23C', {
    make: 'Hyundai',
    model: 'Kona Electric',
    fleet_id: 3,
    telemeter_id: 'CBX000000000004',
    msisdn: '14165550004',
    status: 'TOTAL_LOSS',
    is_active: false,
  }),
  car('JTDXCMFE0NJ000005', 'XYZ 555', { telemeter_id: 'G90000000000005' }),
  ...Array.from({ length: 30 }, (_, i) =>
    car(`KNDCB3LC0LZ0001${String(i).padStart(2, '0')}`, `ZZZ ${100 + i}`, { make: 'Kia', model: 'Niro' }),
  ),
];

describe.each(engines)('vehicle search and detail on %s', (engine) => {
  let t: TestApp;
  const get = async (url: string, groups = ['SYSADM']) => {
    const response = await t.app.inject({ url, headers: t.bearer({ groups }) });
    return { status: response.statusCode, body: response.json() };
  };
  const search = (query: string, groups?: string[]) => get(`/api/vehicle/search?${query}`, groups);
  const plates = async (query: string) => {
    const { status, body } = await search(query);
    expect(status).toBe(200);
    return body.data.map((c: { plateNumber: string }) => c.plateNumber);
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.db.insertInto('regions').values(REGIONS).execute();
    await t.db.insertInto('cars').values(FIXTURES).execute();
  });
  afterAll(() => t?.close());

  it('answers rows in the documented shape with pagination fields', async () => {
    const { status, body } = await search('licencePlate=abc1&count=1');
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, count: 1, totalCount: 2, totalPages: 2 });
    expect(body.totalCountCapped).toBeUndefined();
    expect(body.data[0]).toEqual({
      vin: 'JTDBCMFE0NJ000001',
      plateNumber: 'ABC 123',
      fleetId: 1,
      fleetName: 'Vancouver',
      make: 'Toyota',
      model: 'Corolla Hybrid',
      modelYear: 2022,
      telemeterModel: 'INVERS CloudBoxx',
      telemeterId: 'CBX000000000001',
      carrier: 'Rogers',
      msisdn: '16045550001',
      status: 'AVAILABLE',
      isActive: true,
      latitude: 49.28,
      longitude: -123.12,
      fuelLevel: 80,
      batteryVoltage: 12.55,
      odometer: 12_345,
    });
    expect((await search('vin=KM8K23AG0PU000003')).body.data[0]).toMatchObject({
      fleetName: 'Montreal',
      latitude: null,
      batteryVoltage: null,
    });
  });

  it('spec 7: the MSISDN search answers at its path as written, with the trailing slash, as without', async () => {
    const bare = await get('/api/internal/vehicle/search/msisdn?msisdn=1604');
    expect(bare.status).toBe(200);
    expect(await get('/api/internal/vehicle/search/msisdn/?msisdn=1604')).toEqual(bare);
    expect((await get('/api/internal/vehicle/search/msisdn/?msisdn=1604', ['DRIVE'])).status).toBe(403);
  });

  it('matches plates upper-cased with the space optional', async () => {
    expect(await plates('licencePlate=abc1')).toEqual(['ABC 123', 'ABC 124']);
    expect(await plates('licencePlate=ABC%2012')).toEqual(['ABC 123', 'ABC 124']);
    expect(await plates('licencePlate=ab%20c124')).toEqual(['ABC 124']);
    expect(await plates('licencePlate=ab12')).toEqual(['AB1 23C']);
  });

  it('spec 9: matches the start of either word of a plate, never its middle', async () => {
    expect(await plates('licencePlate=124')).toEqual(['ABC 124', 'ZZZ 124']);
    expect(await plates('licencePlate=abc')).toEqual(['123 ABC', 'ABC 123', 'ABC 124']);
    expect(await plates('licencePlate=23c')).toEqual(['AB1 23C']);
    expect(await plates('licencePlate=bc')).toEqual([]);
    expect(await plates('licencePlate=555')).toEqual(['XYZ 555']);
    expect((await search('licencePlate=abc')).body.totalCount).toBe(3);
  });

  it('matches VIN, box id, MSISDN and model prefixes, each in its own order', async () => {
    expect(await plates('vin=jtdbcmfe')).toEqual(['ABC 123', 'ABC 124']);
    expect(await plates('vin=JTDX')).toEqual(['XYZ 555']);
    expect(await plates('vin=JTD_')).toEqual([]); // an underscore is a character, not a wildcard
    // ordered by box id: CBX...001 before CBX...004
    expect(await plates('telemeterId=cbx0000000000')).toEqual(['ABC 123', 'AB1 23C']);
    expect(await plates('telemeterId=G9')).toEqual(['ABC 124', 'XYZ 555']);
    // ordered by MSISDN: 1416 before 1514 before 1604
    expect(await plates('msisdn=1')).toEqual(expect.arrayContaining(['AB1 23C']));
    expect((await plates('msisdn=1&count=3')).slice(0, 3)).toEqual(['AB1 23C', '123 ABC', 'ABC 123']);
    expect(await plates('msisdn=%2B1%20(604)%20555')).toEqual(['ABC 123', 'ABC 124']);
    expect(await plates('model=KONA')).toEqual(['123 ABC', 'AB1 23C']);
    expect(await plates('model=pri')).toEqual(['ABC 124']);
  });

  it('filters by exact status, alone or with other filters', async () => {
    expect(await plates('status=TOTAL_LOSS')).toEqual(['AB1 23C']);
    expect(await plates('status=OUT_OF_SERVICE&licencePlate=abc')).toEqual(['ABC 124']);
    expect(await plates('status=AVAILABLE&licencePlate=abc')).toEqual(['ABC 123']);
    expect(await plates('status=IN_TRIP&model=prius')).toEqual([]);
    expect(await plates('vin=KM8K&model=kona&telemeterId=CBX')).toEqual(['AB1 23C']);
  });

  it('reads free text as a whole VIN, the start of a plate word or a VIN prefix', async () => {
    expect(await plates('q=km8k23ag0pu000004')).toEqual(['AB1 23C']);
    expect(await plates('q=abc%201')).toEqual(['ABC 123', 'ABC 124']);
    expect(await plates('q=123')).toEqual(['123 ABC', 'ABC 123', 'ZZZ 123']);
    expect(await plates('q=123a')).toEqual(['123 ABC']);
    expect(await plates('q=23C')).toEqual(['AB1 23C']); // the home box's "WFC" for "151 WFC" (spec 9)
    expect(await plates('q=KM8K')).toEqual(['123 ABC', 'AB1 23C']);
    expect(await plates('q=JTDBCMFE0NJ00000')).toEqual(['ABC 123', 'ABC 124']);
  });

  it('lists every car by plate without filters and pages in index order', async () => {
    const all = await search('');
    expect(all.body).toMatchObject({ page: 1, count: 25, totalCount: FIXTURES.length, totalPages: 2 });
    expect(all.body.data.slice(0, 5).map((c: { plateNumber: string }) => c.plateNumber)).toEqual([
      '123 ABC',
      'AB1 23C',
      'ABC 123',
      'ABC 124',
      'XYZ 555',
    ]);
    const first = await search('model=niro&count=10');
    expect(first.body).toMatchObject({ page: 1, count: 10, totalCount: 30, totalPages: 3 });
    expect(await plates('model=niro&count=10&page=3')).toEqual(
      Array.from({ length: 10 }, (_, i) => `ZZZ ${120 + i}`),
    );
    expect(await plates('model=niro&count=10&page=4')).toEqual([]);
  });

  it('answers 400 with field keys for invalid filters', async () => {
    const bad = await search('vin=ABC!');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      statusCode: 400,
      messageKey: 'validation.vinSearch',
      fields: { vin: 'validation.vinSearch' },
    });
    expect((await search('status=PARKED')).body.fields).toEqual({ status: 'validation.invalid' });
    expect((await search('licencePlate=ABC-123')).body.fields).toEqual({
      licencePlate: 'validation.licencePlate',
    });
    expect((await search('telemeterId=CBX%2B')).body.fields).toEqual({
      telemeterId: 'validation.telemeterId',
    });
    expect((await search('msisdn=phone')).body.fields).toEqual({ msisdn: 'validation.msisdn' });
    expect((await search('vin=JTDBCMFE0NJ0000012')).body.fields).toEqual({ vin: 'validation.vinSearch' });
    expect((await search('count=0')).body.fields).toEqual({ count: 'validation.count' });
    expect((await search('model=a%00b')).body.fields).toEqual({ model: 'validation.characters' });
    expect((await search('status=&vin=&licencePlate=')).status).toBe(200);
  });

  it('answers one car with SIM details, state, GPS and readings', async () => {
    const { status, body } = await get('/api/vehicle/jtdbcmfe0nj000001');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      vin: 'JTDBCMFE0NJ000001',
      plateNumber: 'ABC 123',
      fleetName: 'Vancouver',
      status: 'AVAILABLE',
      state: 'active',
      sim: { provider: 'Rogers', msisdn: '16045550001', imsi: FIXTURES[0].imsi, iccid: FIXTURES[0].iccid },
      gps: { latitude: 49.28, longitude: -123.12 },
      fuelLevel: 80,
      batteryVoltage: 12.55,
      odometer: 12_345,
      createDateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await get('/api/vehicle/KM8K23AG0PU000004')).body).toMatchObject({
      state: 'inactive',
      isActive: false,
    });
    expect((await get('/api/vehicle/KM8K23AG0PU000003')).body.gps).toBeNull();
  });

  it('answers 404 JSON for an unknown VIN and 400 for a malformed one', async () => {
    const unknown = await get('/api/vehicle/JTDBCMFE0NJ999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, messageKey: 'error.notFound' });
    const malformed = await get('/api/vehicle/ABC123');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields).toEqual({ vin: 'validation.vin' });
  });

  it('lets only roles with the cars areas in', async () => {
    expect((await t.app.inject({ url: '/api/vehicle/search' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/vehicle/JTDBCMFE0NJ000001' })).statusCode).toBe(401);
    for (const role of ['SYSADM', 'MGMT', 'BI', 'MSA', 'OC', 'FLEET', 'SVC']) {
      expect((await search('', [role])).status, role).toBe(200);
      expect((await get('/api/vehicle/JTDBCMFE0NJ000001', [role])).status, role).toBe(200);
    }
    for (const role of ['SUPPORT', 'DRIVE']) {
      const refused = await search('', [role]);
      expect(refused.status, role).toBe(403);
      expect(refused.body.messageKey).toBe('auth.noAccess');
      expect((await get('/api/vehicle/JTDBCMFE0NJ000001', [role])).status, role).toBe(403);
    }
    expect((await get('/api/customer-process/searchCustomer', ['SVC'])).status).toBe(403);
  });
});
