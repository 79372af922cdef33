import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../server/repositories/audit.ts';
import { orderedPayments } from '../../server/repositories/payments.ts';
import { orderedTrips } from '../../server/repositories/trips.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { insertMembers, MONTREAL } from '../support/memberTrips.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

/**
 * Other members' trips and payments beside the fixtures, half of them a frequent driver's,
 * so the planner weighs a real table and a member with pages of history.
 */
const CROWD = 4_000;
const VIN = 'JTDBCMFE0NJ000001';

describe.each(engines)("a member's trips and payments (spec 2 Customer profile, spec 7) on %s", (engine) => {
  let t: TestApp;
  let member: string;
  let other: string;
  let frequent: string;
  const get = async (url: string, groups = ['MSA']) => {
    const response = await t.app.inject({ url, headers: t.bearer({ groups }) });
    return { status: response.statusCode, body: response.json() };
  };
  const trips = (id: string, query = '', groups?: string[]) =>
    get(`/api/internal/trip/customer/${id}${query}`, groups);
  const payments = (query: string, groups?: string[]) =>
    get(`/api/customers-billing/payments?${query}`, groups);

  beforeAll(async () => {
    t = await createTestApp(engine);
    await insertCars(t.db, [carRow(VIN, 'ABC 123', 1)], MONTREAL);
    [member, other] = await insertMembers(t.db, [
      { customer_number: 'M-1', first_name: 'Élise', last_name: 'Gagnon', email: 'e@example.com' },
      { customer_number: 'M-2', first_name: 'Omar', last_name: 'Haddad', email: 'o@example.com' },
    ]);
    // The crowd: other members' trips and payments, so the member's few rows sit in a real table.
    await sql`
      INSERT INTO customers (customer_number, first_name, last_name, email)
      SELECT 'C' || n, 'First' || n, 'Last' || n, 'c' || n || '@example.com' FROM generate_series(1, 200) AS n`.execute(
      t.db,
    );
    await sql`
      INSERT INTO trips (customer_id, vin, start_at, end_at, status, distance_km, total)
      SELECT c.id, ${VIN}, timestamptz '2025-01-01' + n * interval '1 hour', timestamptz '2025-01-01' + n * interval '1 hour' + interval '20 minutes', 'COMPLETED', 5, 9.5
      FROM generate_series(1, ${CROWD}) AS n
      JOIN customers c ON c.customer_number = CASE WHEN n % 2 = 0 THEN 'C1' ELSE 'C' || (1 + n % 200) END`.execute(
      t.db,
    );
    await sql`
      INSERT INTO payments (customer_id, paid_at, amount, status)
      SELECT c.id, timestamptz '2025-01-01' + n * interval '1 hour', 9.5, 'Success'
      FROM generate_series(1, ${CROWD}) AS n
      JOIN customers c ON c.customer_number = CASE WHEN n % 2 = 0 THEN 'C1' ELSE 'C' || (1 + n % 200) END`.execute(
      t.db,
    );

    const tripRows = await t.db
      .insertInto('trips')
      .values([
        // Two trips starting at the same instant: the later id comes first.
        {
          customer_id: member,
          vin: VIN,
          start_at: '2026-02-01T10:00:00Z',
          end_at: '2026-02-01T10:30:00Z',
          status: 'COMPLETED',
          distance_km: '7.25',
          total: '12.40',
        },
        {
          customer_id: member,
          vin: VIN,
          start_at: '2026-02-01T10:00:00Z',
          end_at: '2026-02-01T11:00:00Z',
          status: 'COMPLETED',
          distance_km: '3.00',
          total: '8.00',
        },
        { customer_id: member, vin: VIN, start_at: '2026-03-01T09:00:00Z', end_at: null, status: 'ACTIVE' },
        {
          customer_id: member,
          vin: VIN,
          start_at: '2025-12-24T18:00:00Z',
          end_at: '2025-12-24T19:00:00Z',
          status: 'COMPLETED',
          distance_km: '12.00',
          total: '20.00',
        },
        { customer_id: other, vin: VIN, start_at: '2026-03-02T09:00:00Z', end_at: null, status: 'ACTIVE' },
      ])
      .returning('id')
      .execute();
    const [first, second, , oldest] = tripRows.map((r) => r.id);
    await t.db
      .insertInto('payments')
      .values([
        {
          customer_id: member,
          trip_id: first,
          paid_at: '2026-02-01T10:35:00Z',
          amount: '12.40',
          status: 'Success',
          card_type: 'Visa',
          card_last4: '4242',
          card_expiry: '08/28',
          process_type: 'Automatic',
          reference: 'ch_first',
        },
        {
          customer_id: member,
          trip_id: second,
          paid_at: '2026-02-01T11:05:00Z',
          amount: '8.00',
          status: 'Unsuccessful',
          card_type: 'Visa',
          card_last4: '4242',
          card_expiry: '08/28',
          process_type: 'Automatic',
          reference: 'ch_second',
        },
        {
          customer_id: member,
          trip_id: oldest,
          paid_at: '2025-12-24T19:05:00Z',
          amount: '20.00',
          status: 'Success',
          card_type: 'Visa',
          card_last4: '4242',
          card_expiry: '08/28',
          process_type: 'Automatic',
          reference: 'ch_oldest',
        },
        { customer_id: other, paid_at: '2026-03-02T09:00:00Z', amount: '1.00', status: 'Pending' },
      ])
      .execute();
    const tickets = await t.db
      .insertInto('tickets')
      .values(
        [
          ['Card declined', '2026-01-10T08:00:00Z'],
          ['Car was dirty', '2026-02-20T08:00:00Z'],
          ["Someone else's ticket", '2026-03-01T08:00:00Z'],
        ].map(([subject, created_at]) => ({
          subject,
          created_at,
          department: 'Member Services',
          priority: 'Low',
          status: 'New',
          created_by: 'msa@example.com',
        })),
      )
      .returning('id')
      .execute();
    await t.db
      .insertInto('ticket_customers')
      .values([
        { ticket_id: tickets[0].id, customer_id: member },
        { ticket_id: tickets[1].id, customer_id: member },
        { ticket_id: tickets[2].id, customer_id: other },
      ])
      .execute();
    // Changes as the profile's saves record them (server/repositories/audit.ts), one on another member.
    const actor = { staffId: null, name: 'Priya Raman' };
    const change = (
      recordId: string,
      action: string,
      before: Record<string, unknown> | null,
      after: Record<string, unknown> | null,
    ) => recordAudit(t.db, actor, { entity: 'customers', recordId, action, before, after });
    await change(member, 'personalInformation', { email: 'e@example.com' }, { email: 'elise@example.com' });
    await change(member, 'alert.add', null, { message: 'Call before renting', expiry: '2026-04-01' });
    await change(other, 'personalInformation', { phone: null }, { phone: '5145550101' });
    const heavy = await t.db
      .selectFrom('customers')
      .select('id')
      .where('customer_number', '=', 'C1')
      .executeTakeFirstOrThrow();
    frequent = String(heavy.id);
    await sql`ANALYZE`.execute(t.db);
  });
  afterAll(() => t?.close());

  it('lists the trips newest first, the trip under way first, ties by the later id', async () => {
    const { status, body } = await trips(member);
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, count: 25, totalCount: 4, totalPages: 1 });
    expect(body.data.map((trip: { startDateTime: string }) => trip.startDateTime)).toEqual([
      '2026-03-01T09:00:00.000Z',
      '2026-02-01T10:00:00.000Z',
      '2026-02-01T10:00:00.000Z',
      '2025-12-24T18:00:00.000Z',
    ]);
    expect(body.data[1].id).toBeGreaterThan(body.data[2].id);
    expect(body.data[0]).toEqual({
      id: body.data[0].id,
      vin: VIN,
      plateNumber: 'ABC 123',
      startDateTime: '2026-03-01T09:00:00.000Z',
      endDateTime: null,
      vehicleTimeZone: 'America/Toronto',
      status: 'ACTIVE',
      distanceKm: null,
      total: null,
    });
    expect(body.data[2]).toMatchObject({
      distanceKm: 7.25,
      total: 12.4,
      endDateTime: '2026-02-01T10:30:00.000Z',
    });
  });

  it('pages the trips, and answers an empty page for a member without trips', async () => {
    const { body } = await trips(member, '?page=2&count=3');
    expect(body).toMatchObject({ page: 2, count: 3, totalCount: 4, totalPages: 2 });
    expect(body.data.map((trip: { startDateTime: string }) => trip.startDateTime)).toEqual([
      '2025-12-24T18:00:00.000Z',
    ]);
    const none = await trips('999999999');
    expect(none).toMatchObject({ status: 200, body: { data: [], totalCount: 0 } });
  });

  it('lists the payments newest first, the card masked, read only', async () => {
    const { status, body } = await payments(`customerId=${member}`);
    expect(status).toBe(200);
    expect(body.totalCount).toBe(3);
    expect(body.data.map((p: { reference: string }) => p.reference)).toEqual([
      'ch_second',
      'ch_first',
      'ch_oldest',
    ]);
    expect(body.data[0]).toMatchObject({
      date: '2026-02-01T11:05:00.000Z',
      amount: 8,
      status: 'Unsuccessful',
      cardType: 'Visa',
      cardNumber: '**** **** **** 4242',
      cardExpiry: '08/28',
      processType: 'Automatic',
    });
    expect(JSON.stringify(body)).not.toContain('ch_other');
  });

  it("gathers the member's recent changes, tickets, trips and payments in one answer, each newest first", async () => {
    const { status, body } = await get(`/api/customer-process/recentActivity/${member}`);
    expect(status).toBe(200);
    expect(body.changes).toEqual([
      expect.objectContaining({
        actorName: 'Priya Raman',
        action: 'alert.add',
        fields: ['expiry', 'message'],
      }),
      expect.objectContaining({ action: 'personalInformation', fields: ['email'] }),
    ]);
    expect(body.changes[0].id).toBeGreaterThan(body.changes[1].id);
    expect(body.tickets).toEqual([
      expect.objectContaining({ subject: 'Car was dirty', createDateTime: '2026-02-20T08:00:00.000Z' }),
      expect.objectContaining({ subject: 'Card declined', status: 'New', priority: 'Low' }),
    ]);
    expect(body.trips.map((trip: { status: string }) => trip.status)).toEqual([
      'ACTIVE',
      'COMPLETED',
      'COMPLETED',
      'COMPLETED',
    ]);
    expect(body.payments.map((p: { reference: string }) => p.reference)).toEqual([
      'ch_second',
      'ch_first',
      'ch_oldest',
    ]);
  });

  it("bounds the recent activity: a frequent driver's latest five trips and payments", async () => {
    const { body } = await get(`/api/customer-process/recentActivity/${frequent}`);
    const all = await trips(frequent, '?count=5');
    expect(body.trips).toEqual(all.body.data);
    expect(body.trips).toHaveLength(5);
    expect(body.payments).toHaveLength(5);
    expect(body.tickets).toEqual([]);
    expect((await get(`/api/customer-process/recentActivity/${member}`, ['SUPPORT'])).status).toBe(403);
    expect((await get('/api/customer-process/recentActivity/0')).status).toBe(400);
  });

  it('refuses bad input with its message key', async () => {
    expect((await trips('abc')).status).toBe(400);
    expect((await trips(member, '?count=0')).body.fields).toEqual({ count: 'validation.count' });
    expect((await payments('')).body.fields).toEqual({ customerId: 'validation.customer' });
    expect((await payments('customerId=1e3')).body.fields).toEqual({ customerId: 'validation.customer' });
  });

  it('follows the role table (spec 6): trips and customers/payments areas', async () => {
    expect((await trips(member, '', ['SUPPORT'])).status).toBe(403);
    expect((await trips(member, '', ['SVC'])).status).toBe(403);
    expect((await trips(member, '', ['FLEET'])).status).toBe(200);
    expect((await payments(`customerId=${member}`, ['SVC'])).status).toBe(403);
    expect((await payments(`customerId=${member}`, ['BI'])).status).toBe(200);
  });

  it.each([
    ['trips', () => orderedTrips(t.db, frequent).ordered.limit(25).offset(25).explain()],
    ['payments', () => orderedPayments(t.db, frequent).ordered.limit(25).offset(25).explain()],
  ])("reads a frequent driver's %s from an index in order (no Sort node)", async (_name, explain) => {
    const plan: Record<string, unknown>[] = await explain();
    const text = plan.map((row) => Object.values(row).join('')).join('\n');
    expect(text).toMatch(/Index Scan/);
    expect(text).not.toMatch(/Sort/);
  });
});
