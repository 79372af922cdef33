import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLedgerLines } from '../../server/repositories/ledger.ts';
import { searchedPayments } from '../../server/repositories/payments.ts';
import { COUNT_CAP } from '../../src/domain/pagination.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { insertMembers, insertTrip, MONTREAL } from '../support/memberTrips.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const VIN = 'JTDBCMFE0NJ000001';

describe.each(engines)('the Payments screen (spec 7 /payments) on %s', (engine) => {
  let t: TestApp;
  let member: string;
  let other: string;
  let settled: number;
  let tripId: number;
  const get = async (url: string, groups = ['MSA']) => {
    const response = await t.app.inject({ url, headers: t.bearer({ groups }) });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await insertCars(t.db, [carRow(VIN, 'PAY 123', 1)], MONTREAL);
    [member, other] = await insertMembers(t.db, [
      { customer_number: 'M-1', first_name: 'Élise', last_name: 'Gagnon', email: 'e@example.com' },
      { customer_number: 'M-2', first_name: 'Omar', last_name: 'Haddad', email: 'o@example.com' },
    ]);
    // The member held the car when the trip started in it: the trip records that reservation (migration 171).
    await t.db
      .insertInto('reservations')
      .values({
        customer_id: member,
        vin: VIN,
        reserved_at: '2026-02-01T09:52:00Z',
        expires_at: '2026-02-01T10:22:00Z',
        status: 'ACTIVE',
      })
      .execute();
    tripId = await insertTrip(t.db, { customer_id: member, vin: VIN });
    // The other member's payments: one past the count cap, all older than the member's.
    await sql`
      INSERT INTO payments (customer_id, paid_at, amount, status)
      SELECT ${other}, timestamptz '2025-01-01' + n * interval '1 minute', 9.5, 'Success'
      FROM generate_series(1, ${COUNT_CAP + 1}) AS n`.execute(t.db);
    const mine = await t.db
      .insertInto('payments')
      .values([
        {
          customer_id: member,
          trip_id: tripId,
          paid_at: '2026-02-01T10:35:00Z',
          amount: '12.08',
          status: 'Success',
          card_type: 'Visa',
          card_last4: '4242',
          card_expiry: '08/28',
          process_type: 'Automatic',
          reference: 'ch_trip',
        },
        // The same instant: the later id comes first.
        {
          customer_id: member,
          paid_at: '2026-02-01T10:35:00Z',
          amount: '3.00',
          status: 'Pending',
          reference: 'ch_tie',
        },
        {
          customer_id: member,
          paid_at: '2026-03-01T09:00:00Z',
          amount: '5.00',
          status: 'Upcoming',
          reference: 'ch_new',
        },
      ])
      .returning('id')
      .execute();
    settled = Number(mine[0]!.id);
  });
  afterAll(() => t.close());

  it("lists a member's payments newest first, the later id first at the same instant", async () => {
    const { status, body } = await get(`/api/payments?customerId=${member}`);
    expect(status).toBe(200);
    expect(body.data.map((p: { reference: string }) => p.reference)).toEqual(['ch_new', 'ch_tie', 'ch_trip']);
    expect(body.totalCount).toBe(3);
    expect(body.data[2]).toMatchObject({
      customerId: Number(member),
      member: { id: Number(member), customerNumber: 'M-1', fullName: 'Élise Gagnon' },
      cardNumber: '**** **** **** 4242',
      tripId,
    });
  });

  it('lists every payment newest first, oldest first when asked, and caps the count', async () => {
    const newest = await get('/api/payments?count=2');
    expect(newest.body.data.map((p: { reference: string }) => p.reference)).toEqual(['ch_new', 'ch_tie']);
    expect(newest.body).toMatchObject({ totalCount: COUNT_CAP, totalCountCapped: true });
    const oldest = await get('/api/payments?count=1&sort=date&order=ASC');
    expect(oldest.body.data[0]).toMatchObject({
      customerId: Number(other),
      date: '2025-01-01T00:01:00.000Z',
    });
  });

  it('answers an automatic payment with the trip it settles (payments.trip_id), its reservation, read in the car’s time zone', async () => {
    const { status, body } = await get(`/api/payments/${settled}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: settled, amount: 12.08, status: 'Success', reference: 'ch_trip' });
    expect(body.member).toMatchObject({ customerNumber: 'M-1', fullName: 'Élise Gagnon' });
    expect(body.lines).toEqual([
      {
        ledgerLineId: null,
        kind: 'trip',
        tripId,
        plateNumber: 'PAY 123',
        vehicleTimeZone: 'America/Toronto',
        reservedDateTime: '2026-02-01T09:52:00.000Z',
        startDateTime: '2026-02-01T10:00:00.000Z',
        endDateTime: '2026-02-01T10:30:00.000Z',
        distanceKm: 7.25,
        durationSeconds: 1800,
        charges: 12,
        discounts: 0.5,
        taxes: 0.58,
        total: 12.08,
        settled: 12.08,
      },
    ]);
    expect((await get(`/api/payments/${settled + 1}`)).body.lines).toEqual([]);
  });

  it("answers a processed payment with the ledger lines it settles: an unpaid trip's line in the car's time zone, reserved or not", async () => {
    const { id: payer } = await t.db
      .insertInto('customers')
      .values({
        customer_number: 'M-3',
        first_name: 'Rosa',
        last_name: 'Lind',
        email: 'r@example.com',
        cc_type: 'Visa',
        cc_last4: '1881',
        cc_expiry: `12/${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const unpaid = await insertTrip(t.db, {
      customer_id: payer,
      vin: VIN,
      start_at: '2026-03-01T14:00:00Z',
      end_at: '2026-03-01T15:00:00Z',
      distance_km: '20.00',
      charges: '24.00',
      discounts: '4.00',
      taxes: '1.00',
      total: '21.00',
    });
    const [line] = await t.db
      .transaction()
      .execute((trx) =>
        postLedgerLines(trx, payer, null, [{ kind: 'trip', amount: 2000, tax: 100, tripId: unpaid }]),
      );
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: t.bearer({ groups: ['MSA'] }),
      payload: { customerId: String(payer), idempotencyKey: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' },
    });
    expect(paid.statusCode).toBe(201);
    const { body } = await get(`/api/payments/${paid.json().id}`);
    expect(body).toMatchObject({ processType: 'Manual', tripId: null, member: { customerNumber: 'M-3' } });
    expect(body.lines).toEqual([
      {
        ledgerLineId: Number(line),
        kind: 'trip',
        tripId: unpaid,
        plateNumber: 'PAY 123',
        vehicleTimeZone: 'America/Toronto',
        reservedDateTime: null,
        startDateTime: '2026-03-01T14:00:00.000Z',
        endDateTime: '2026-03-01T15:00:00.000Z',
        distanceKm: 20,
        durationSeconds: 3600,
        charges: 24,
        discounts: 4,
        taxes: 1,
        total: 21,
        settled: 21,
      },
    ]);
  });

  it('answers 404 for an unknown payment and 400 for a malformed id or filter', async () => {
    expect((await get('/api/payments/999999999')).status).toBe(404);
    expect((await get('/api/payments/1e3')).status).toBe(400);
    expect((await get('/api/payments?customerId=abc')).body.fields).toEqual({
      customerId: 'validation.customer',
    });
  });

  it('follows the role table (spec 6): the customers/payments area', async () => {
    expect((await get('/api/payments', ['SVC'])).status).toBe(403);
    expect((await get(`/api/payments/${settled}`, ['SUPPORT'])).status).toBe(403);
    expect((await get('/api/payments', ['BI'])).status).toBe(200);
  });

  it('exports the list as CSV in the reader’s words', async () => {
    const response = await t.app.inject({
      url: `/api/payments?customerId=${member}&lang=fr&tz=UTC`,
      headers: { ...t.bearer({ groups: ['MSA'] }), accept: 'text/csv' },
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('ch_trip');
    expect(lines[3]).toContain('Réussi');
  });

  it.each(['DESC', 'ASC'] as const)(
    'reads every payment from an index in order, %s (no Sort node)',
    async (order) => {
      const plan: Record<string, unknown>[] = await searchedPayments(t.db, { order, page: 1, count: 25 })
        .ordered.limit(25)
        .offset(25)
        .explain();
      const text = plan.map((row) => Object.values(row).join('')).join('\n');
      expect(text).toMatch(/Index Scan/);
      expect(text).not.toMatch(/Sort/);
    },
  );
});
