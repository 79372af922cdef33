import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '../../src/domain/pagination.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const VIN = {
  available: 'JTDKARFU0L3000011',
  outOfService: 'JTDKARFU0L3000012',
  pending: 'JTDKARFU0L3000019',
  added: 'JTDKARFU0L3000018',
};
/** A car being infleeted (spec 4 Infleeting flow): a cars row at INFLEETING, stage 'added'. */
const pending = (vin: string, plate: string, n: number) => ({
  ...carRow(vin, plate, n),
  status: 'INFLEETING',
  infleet_stage: 'added',
});

describe.each(engines)('car search and its counts on %s (spec 3 Car search)', (engine) => {
  let t: TestApp;
  const call = async (method: 'GET' | 'PATCH', url: string, headers: object = {}, payload?: object) => {
    const response = await t.app.inject({
      method,
      url: `/api${url}`,
      payload,
      headers: { ...t.bearer({ groups: ['SYSADM'], email: 'sysadm@example.com' }), ...headers },
    });
    return {
      status: response.statusCode,
      body: response.headers['content-type']?.startsWith('text/csv') ? response.body : response.json(),
    };
  };
  const found = async (query: string, path = '/vehicle/search') => {
    const { status, body } = await call('GET', `${path}?${query}`);
    expect(status, query).toBe(200);
    return {
      vins: body.data.map((c: { vin: string }) => c.vin) as string[],
      total: body.totalCount as number,
    };
  };
  const total = async (query: string) => (await found(query)).total;
  /** The tally of migration 118 against a count of the cars themselves. */
  const tallyMatchesCars = async () => {
    const { rows: tally } = await sql<{ status: string; model: string; cars: number }>`
      SELECT status, model, cars FROM car_counts WHERE cars > 0 ORDER BY status, model`.execute(t.db);
    const { rows: counted } = await sql<{ status: string; model: string; cars: number }>`
      SELECT status, model, count(*)::int AS cars FROM cars GROUP BY status, model ORDER BY status, model`.execute(
      t.db,
    );
    expect(tally).toEqual(counted);
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await insertCars(t.db, [
      carRow(VIN.available, 'PQR 100', 1),
      carRow(VIN.outOfService, 'PQR 200', 2, { status: 'OUT_OF_SERVICE' }),
      pending(VIN.pending, 'PQR 900', 9),
    ]);
  });
  afterAll(() => t?.close());

  it('finds no car being infleeted by any filter, nor counts it', async () => {
    const everyFilter = [
      '',
      'licencePlate=PQR',
      'licencePlate=PQR900',
      'vin=JTDKARFU0L30000',
      `vin=${VIN.pending}`,
      'telemeterId=G900000000000',
      'telemeterId=G90000000000009',
      'msisdn=1604555000',
      'msisdn=16045550009',
      'model=Prius',
      'model=pri&status=AVAILABLE',
      `q=${VIN.pending}`,
      'q=PQR%209',
      'q=JTDKARFU',
    ];
    for (const query of everyFilter) expect((await found(query)).vins, query).not.toContain(VIN.pending);
    expect(await total('')).toBe(2);
    expect(await total('model=Prius')).toBe(2);
    expect(await total('licencePlate=PQR')).toBe(2);
    expect(await total('licencePlate=PQR9')).toBe(0);
    expect(await total('q=JTDKARFU')).toBe(2);
    expect((await found('msisdn=1604555000', '/internal/vehicle/search/msisdn')).vins).toEqual([
      VIN.available,
      VIN.outOfService,
    ]);
    const csv = await call('GET', '/vehicle/search?licencePlate=PQR', { accept: 'text/csv' });
    expect(csv.status).toBe(200);
    expect(csv.body).toContain(VIN.available);
    expect(csv.body).not.toContain(VIN.pending);
  });

  it('neither accepts nor offers INFLEETING as a status filter', async () => {
    const refused = await call('GET', '/vehicle/search?status=INFLEETING');
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ status: 'validation.invalid' });
  });

  it('keeps the counts by status and model exact as cars change status, plate, arrive and deploy', async () => {
    const counts = async () => ({
      all: await total(''),
      available: await total('status=AVAILABLE'),
      outOfService: await total('status=OUT_OF_SERVICE'),
      prius: await total('model=Prius'),
      availablePrius: await total('model=pri&status=AVAILABLE'),
    });
    expect(await counts()).toEqual({ all: 2, available: 1, outOfService: 1, prius: 2, availablePrius: 1 });

    const moved = await call('PATCH', `/internal/vehicle/${VIN.available}/status/AVAILABLE/OUT_OF_SERVICE`);
    expect(moved.status).toBe(200);
    expect(await counts()).toEqual({ all: 2, available: 0, outOfService: 2, prius: 2, availablePrius: 0 });

    const { version } = (await call('GET', `/vehicle/${VIN.outOfService}`)).body;
    const replated = await call(
      'PATCH',
      `/vehicle/${VIN.outOfService}`,
      { 'if-match': `"${version}"` },
      {
        plateNumber: 'PQS 200',
      },
    );
    expect(replated.status).toBe(200);
    expect((await found('licencePlate=PQS')).vins).toEqual([VIN.outOfService]);
    expect(await counts()).toEqual({ all: 2, available: 0, outOfService: 2, prius: 2, availablePrius: 0 });

    // Infleeting adds a pending car: nothing a search counts moves.
    await t.db
      .insertInto('cars')
      .values(pending(VIN.added, 'PQR 800', 8))
      .execute();
    expect(await counts()).toEqual({ all: 2, available: 0, outOfService: 2, prius: 2, availablePrius: 0 });

    // Deploy (/infleet/promote) makes it available: now it is found and counted.
    await t.db
      .updateTable('cars')
      .set({ status: 'AVAILABLE', infleet_stage: 'deployed' })
      .where('vin', '=', VIN.added)
      .execute();
    expect(await counts()).toEqual({ all: 3, available: 1, outOfService: 2, prius: 3, availablePrius: 1 });
    expect((await found('status=AVAILABLE')).vins).toEqual([VIN.added]);
    await tallyMatchesCars();
  });

  it('says capped past the cap, and exact again once under it', async () => {
    // COUNT_CAP + 1 available Leafs, made by the database itself (one statement, unique ids from n).
    await sql`
      INSERT INTO cars (vin, plate_number, fleet_id, make, model, model_year, telemeter_model, telemeter_id,
                        carrier, msisdn, imsi, iccid, status)
      SELECT 'CAP' || lpad(n::text, 14, '0'), 'LF' || lpad(n::text, 5, '0'), 1, 'Nissan', 'Leaf', 2020,
             'Geotab GO9', 'L' || lpad(n::text, 14, '0'), 'Bell', '1999' || lpad(n::text, 8, '0'),
             '3029' || lpad(n::text, 11, '0'), '8930299' || lpad(n::text, 12, '0'), 'AVAILABLE'
      FROM generate_series(1, ${COUNT_CAP + 1}) AS n`.execute(t.db);
    const capped = (await call('GET', '/vehicle/search?model=leaf&status=AVAILABLE')).body;
    expect({ total: capped.totalCount, capped: capped.totalCountCapped }).toEqual({
      total: COUNT_CAP,
      capped: true,
    });
    await call('PATCH', `/internal/vehicle/CAP00000000000001/status/AVAILABLE/OUT_OF_SERVICE`);
    const exact = (await call('GET', '/vehicle/search?model=leaf&status=AVAILABLE')).body;
    expect({ total: exact.totalCount, capped: exact.totalCountCapped }).toEqual({ total: COUNT_CAP });
    await tallyMatchesCars();
  });
});
