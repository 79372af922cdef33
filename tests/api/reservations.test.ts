import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVATION_MS } from '../../src/domain/reservations/reservations.ts';
import { insertCars } from '../support/carRow.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';
import { memberAuditTrail } from '../support/memberAuditTrail.ts';

const VIN = {
  a: 'JTDBCMFE0PJ000001',
  b: 'JTDBCMFE0PJ000002',
  c: 'JTDBCMFE0PJ000003',
  oos: 'JTDBCMFE0PJ000004',
  silent: 'JTDBCMFE0PJ000005',
};

const car = (vin: string, plate: string, status = 'AVAILABLE') => ({
  vin,
  plate_number: plate,
  fleet_id: 1,
  make: 'Toyota',
  model: 'Corolla Hybrid',
  model_year: 2023,
  telemeter_model: 'Geotab GO9',
  telemeter_id: `G9${vin.slice(-13)}`,
  carrier: 'Rogers',
  msisdn: `1604555${vin.slice(-4)}`,
  imsi: `302720${vin.slice(-9)}`,
  iccid: `8930272${vin.slice(-13)}`,
  status,
});

const member = (n: number, more: object = {}) => ({
  customer_number: `3000000${n}`,
  first_name: `Member${n}`,
  last_name: 'Reserve',
  email: `member${n}@example.com`,
  ...more,
});

describe.each(engines)('reservations on %s (spec 4 Reservation, spec 7 vehicle service)', (engine) => {
  let t: TestApp;
  const ids: Record<'ann' | 'bob' | 'cid' | 'dee' | 'eve' | 'suspended', string> = {} as never;

  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, more = {}) => {
    const response = await t.app.inject({
      method,
      url: `/api${url}`,
      payload,
      headers: { ...t.bearer({ groups: ['MSA'], email: 'msa@example.com' }), ...more },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const book = (customerId: string, vin: string) =>
    call('POST', '/vehicle-service/reservation', { customerId, vin });
  const cancel = (id: string, version?: number) =>
    call(
      'DELETE',
      `/vehicle-service/reservation/${id}`,
      undefined,
      version === undefined ? {} : { 'if-match': String(version) },
    );
  const available = async () =>
    (await call('GET', '/internal/reservation/vehicle/available')).body.data.map(
      (c: { vin: string }) => c.vin,
    );
  const auditOf = (customerId: string) => memberAuditTrail(t.db, customerId);

  beforeAll(async () => {
    t = await createTestApp(engine);
    await insertCars(t.db, [
      car(VIN.a, 'AAA 111'),
      car(VIN.b, 'BBB 222'),
      car(VIN.c, 'CCC 333'),
      car(VIN.oos, 'DDD 444', 'OUT_OF_SERVICE'),
      car(VIN.silent, 'EEE 555'),
    ]);
    // A box that stopped reporting three days ago (rentability.ts, boxSilent).
    const silentSince = new Date(Date.now() - 3 * 24 * 3_600_000);
    await t.db
      .insertInto('fleet_boxes')
      .values({
        vin: VIN.silent,
        offline: true,
        state_at: silentSince,
        reported_at: silentSince,
        active_at: silentSince,
      })
      .execute();
    const rows = await t.db
      .insertInto('customers')
      .values([
        member(1),
        member(2),
        member(3),
        member(4),
        member(5),
        member(6, { suspension_status: 'SUSPENDED-OSB' }),
      ])
      .returning('id')
      .execute();
    [ids.ann, ids.bob, ids.cid, ids.dee, ids.eve, ids.suspended] = rows.map((r) => String(r.id));
  });
  afterAll(() => t?.close());

  it('lists the cars that can be booked: AVAILABLE, by plate', async () => {
    expect(await available()).toEqual([VIN.a, VIN.b, VIN.c]);
    const page = await call('GET', '/internal/reservation/vehicle/available?count=2&fleetId=1');
    expect(page.body).toMatchObject({ page: 1, count: 2, totalCount: 3, totalPages: 2 });
  });

  it('books a car for 30 minutes, audited on the member; the car leaves the available list', async () => {
    const before = Date.now();
    const { status, body } = await book(ids.ann, VIN.a);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      customerId: ids.ann,
      vin: VIN.a,
      plateNumber: 'AAA 111',
      status: 'ACTIVE',
      version: 1,
    });
    expect(Date.parse(body.expiresAt) - Date.parse(body.reservedAt)).toBe(RESERVATION_MS);
    expect(Date.parse(body.reservedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.reservedBy).toEqual(expect.any(String));
    expect(await available()).toEqual([VIN.b, VIN.c]);
    const [entry] = await auditOf(ids.ann);
    expect(entry).toMatchObject({
      action: 'reservation.book',
      before: null,
      after: { vin: VIN.a, status: 'ACTIVE' },
    });
  });

  it('refuses a second booking of the car or of the member, and explains why', async () => {
    expect(await book(ids.bob, VIN.a)).toMatchObject({
      status: 409,
      body: { messageKey: 'reservations.carTaken' },
    });
    expect(await book(ids.ann, VIN.b)).toMatchObject({
      status: 409,
      body: { messageKey: 'reservations.memberHasOne' },
    });
    expect(await book(ids.bob, VIN.oos)).toMatchObject({
      status: 409,
      body: { messageKey: 'reservations.carUnavailable' },
    });
    expect(await book(ids.suspended, VIN.b)).toMatchObject({
      status: 409,
      body: { messageKey: 'reservations.memberBlocked' },
    });
    expect(await book(ids.bob, 'JTDBCMFE0PJ999999')).toMatchObject({ status: 404 });
    expect(await book(ids.bob, 'not-a-vin')).toMatchObject({ status: 400 });
    expect(await auditOf(ids.bob)).toEqual([]);
  });

  it('lets only one of two bookings of the same car made at once win', async () => {
    const results = await Promise.all([book(ids.bob, VIN.b), book(ids.cid, VIN.b)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const active = await t.db
      .selectFrom('reservations')
      .select('customer_id')
      .where('vin', '=', VIN.b)
      .where('status', '=', 'ACTIVE')
      .execute();
    expect(active).toHaveLength(1);
  });

  it('holds the one-active rule in the database itself', async () => {
    const now = new Date();
    const insert = (customerId: string, vin: string) =>
      t.db
        .insertInto('reservations')
        .values({
          customer_id: customerId,
          vin,
          reserved_at: now,
          expires_at: new Date(now.getTime() + RESERVATION_MS),
          status: 'ACTIVE',
        })
        .execute();
    await expect(insert(ids.eve, VIN.a)).rejects.toThrow(/reservations_active_car/);
    await expect(insert(ids.ann, VIN.c)).rejects.toThrow(/reservations_active_member/);
  });

  it("lists the member's reservations newest first", async () => {
    const { status, body } = await call('GET', `/vehicle-service/reservation?customerId=${ids.ann}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalCount: 1, data: [{ vin: VIN.a, status: 'ACTIVE' }] });
    expect((await call('GET', '/vehicle-service/reservation?customerId=abc')).status).toBe(400);
    expect((await call('GET', '/vehicle-service/reservation')).status).toBe(400);
  });

  it('cancels at the current version only, once; audited on the member; the car is free again', async () => {
    const [{ id }] = (await call('GET', `/vehicle-service/reservation?customerId=${ids.ann}`)).body.data;
    expect(await cancel(id)).toMatchObject({
      status: 400,
      body: { fields: { 'if-match': expect.any(String) } },
    });
    expect(await cancel(id, 5)).toMatchObject({ status: 412, body: { messageKey: 'error.stale' } });
    const canceled = await cancel(id, 1);
    expect(canceled).toMatchObject({ status: 200, body: { status: 'CANCELED', version: 2 } });
    expect(canceled.body.canceledAt).toEqual(expect.any(String));
    expect(await cancel(id, 2)).toMatchObject({
      status: 409,
      body: { messageKey: 'reservations.notActive' },
    });
    expect(await cancel('999999', 1)).toMatchObject({ status: 404 });
    expect((await auditOf(ids.ann)).map((e) => e.action)).toEqual(['reservation.book', 'reservation.cancel']);
    expect(await available()).toContain(VIN.a);
  });

  it("the member's Activity Log lists of a cancel only what changed, its status", async () => {
    // From yesterday (UTC), so a run across midnight still finds the cancel.
    const since = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const { body } = await call('GET', `/activity-log/getactivity/${ids.ann}?startDate=${since}`);
    const canceled = body.data.find((entry: { action: string }) => entry.action === 'reservation.cancel');
    expect(canceled.changes).toEqual([{ field: 'status', from: 'ACTIVE', to: 'CANCELED' }]);
  });

  it('an ACTIVE hold that ran out frees the car and the member; the next booking records it EXPIRED', async () => {
    const past = new Date(Date.now() - 2 * RESERVATION_MS);
    const { id } = await t.db
      .insertInto('reservations')
      .values({
        customer_id: ids.dee,
        vin: VIN.c,
        reserved_at: past,
        expires_at: new Date(past.getTime() + RESERVATION_MS),
        status: 'ACTIVE',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await available()).toContain(VIN.c);
    expect(await cancel(String(id), 1)).toMatchObject({
      status: 409,
      body: { messageKey: 'reservations.notActive' },
    });
    expect((await book(ids.dee, VIN.c)).status).toBe(201);
    const old = await t.db
      .selectFrom('reservations')
      .select(['status', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(old).toEqual({ status: 'EXPIRED', version: 2 });
    expect((await auditOf(ids.dee)).map((e) => e.action)).toEqual([
      'reservation.expired',
      'reservation.book',
    ]);
  });

  it('neither lists nor books a car whose box is silent past FLEET_OFFLINE_HOURS, and says why', async () => {
    expect(await available()).not.toContain(VIN.silent);
    expect(await book(ids.eve, VIN.silent)).toMatchObject({
      status: 409,
      body: { messageKey: 'reservations.carSilent' },
    });
  });

  it('follows the role table: the customers area only (403 for SUPPORT and SVC), nothing written', async () => {
    const count = async () =>
      Number((await sql<{ n: string }>`SELECT count(*) AS n FROM reservations`.execute(t.db)).rows[0].n);
    const before = await count();
    for (const groups of [['SUPPORT'], ['SVC'], ['DRIVE']]) {
      const as = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
        t.app.inject({
          method,
          url: `/api${url}`,
          payload,
          headers: { ...t.bearer({ groups }), 'if-match': '1' },
        });
      expect((await as('GET', `/vehicle-service/reservation?customerId=${ids.eve}`)).statusCode).toBe(403);
      expect(
        (await as('POST', '/vehicle-service/reservation', { customerId: ids.eve, vin: VIN.a })).statusCode,
      ).toBe(403);
      expect((await as('DELETE', '/vehicle-service/reservation/1')).statusCode).toBe(403);
      expect((await as('GET', '/internal/reservation/vehicle/available')).statusCode).toBe(403);
    }
    expect(await count()).toBe(before);
    const fleet = await t.app.inject({
      url: '/api/internal/reservation/vehicle/available',
      headers: t.bearer({ groups: ['FLEET'] }),
    });
    expect(fleet.statusCode).toBe(200);
  });
});
