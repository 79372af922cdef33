import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlledClock } from '../../server/vehicleGateway/fleetClock.ts';
import { carRow } from '../support/carRow.ts';
import { insertMembers, insertTrip, UNDER_WAY } from '../support/memberTrips.ts';
import { insertPromotionRegions } from '../support/promotionRegions.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const IN_VANCOUVER = 'ANLYVAN0000000001';
const IN_MONTREAL = 'ANLYMTL0000000002';
/**
 * Monday 2 to Tuesday 10 March 2026 in Toronto's zone (and each fleet's): the clocks go forward
 * on Sunday the 8th, so the range is 215 hours long, not 216.
 */
const RANGE = 'from=2026-03-02&to=2026-03-10&tz=America/Toronto';
const RANGE_HOURS = 215;

const member = (n: number, createdAt: string) => ({
  customer_number: `E2E-ANLY-${n}`,
  first_name: 'Ana',
  last_name: `Lytics ${n}`,
  email: `e2e-anly-${n}@example.com`,
  created_at: createdAt,
});

const ticket = (createdAt: string, status: string, updatedAt: string | null = null) => ({
  subject: 'E2E-ANLY ticket',
  department: 'Member Services',
  priority: 'Medium',
  status,
  created_at: createdAt,
  created_by: 'analytics test',
  updated_at: updatedAt,
});

describe.each(engines)('Analytics: the charts over a range of days, on %s', (engine) => {
  let t: TestApp;
  const get = async (path: string, role = 'BI', accept = 'application/json') => {
    const response = await t.app.inject({
      url: `/api/analytics/${path}`,
      headers: { ...t.bearer({ groups: [role] }), accept },
    });
    return { status: response.statusCode, body: response.body, json: () => response.json() };
  };
  const rowsOf = async (chart: string) => {
    const { status, body, json } = await get(`${chart}?${RANGE}`);
    expect(status, body).toBe(200);
    return json().rows as Record<string, unknown>[];
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { fleetClock: controlledClock(new Date('2026-03-05T17:00:00Z')) });
    await insertPromotionRegions(t.db);
    await t.db
      .insertInto('cars')
      .values([carRow(IN_VANCOUVER, 'ANLY 01', 1), { ...carRow(IN_MONTREAL, 'ANLY 02', 2), fleet_id: 2 }])
      .execute();
    const [first] = await insertMembers(t.db, [
      member(1, '2026-03-02T15:00:00Z'),
      member(2, '2026-03-08T12:00:00Z'),
      // 00:30 on Monday the 9th in Toronto: the next week.
      member(3, '2026-03-09T04:30:00Z'),
      // 23:00 on the 10th in Toronto, though the 11th in UTC: inside the range.
      member(4, '2026-03-11T03:00:00Z'),
      // The day before the range.
      member(5, '2026-03-01T12:00:00Z'),
    ]);
    const customer_id = first!;
    // Vancouver: 22:00 on the 2nd in its zone (the 3rd in UTC), one hour; then two hours on the 3rd.
    await insertTrip(t.db, {
      customer_id,
      vin: IN_VANCOUVER,
      start_at: '2026-03-03T06:00:00Z',
      end_at: '2026-03-03T07:00:00Z',
    });
    await insertTrip(t.db, {
      customer_id,
      vin: IN_VANCOUVER,
      start_at: '2026-03-03T18:00:00Z',
      end_at: '2026-03-03T20:00:00Z',
    });
    // Montreal: started on the 1st (its zone), ended two hours into the range; then one under way since 14:00 UTC on the 5th.
    await insertTrip(t.db, {
      customer_id,
      vin: IN_MONTREAL,
      start_at: '2026-03-02T04:00:00Z',
      end_at: '2026-03-02T07:00:00Z',
    });
    await insertTrip(t.db, { customer_id, vin: IN_MONTREAL, start_at: '2026-03-05T14:00:00Z', ...UNDER_WAY });

    const fee = { customer_id, kind: 'accountFee', fee_code: 'administration' };
    const [administration] = await t.db
      .insertInto('ledger_lines')
      .values([
        { ...fee, posted_at: '2026-03-02T12:00:00Z', amount: '15.00', tax: '0.75' },
        // 22:00 on the 2nd in Toronto.
        { ...fee, posted_at: '2026-03-03T03:00:00Z', amount: '25.00', tax: '1.25' },
      ])
      .returning('id')
      .execute();
    const payment = await t.db
      .insertInto('payments')
      .values({ customer_id, paid_at: '2026-03-04T12:00:00Z', amount: '40.00', status: 'PAID' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('ledger_lines')
      .values([
        {
          customer_id,
          kind: 'payment',
          payment_id: payment.id,
          posted_at: '2026-03-04T12:00:00Z',
          amount: '-40.00',
        },
        {
          customer_id,
          kind: 'feeReversal',
          reverses_id: administration!.id,
          posted_at: '2026-03-04T13:00:00Z',
          amount: '-15.00',
          tax: '-0.75',
        },
      ])
      .execute();

    await t.db
      .insertInto('tickets')
      .values([
        ticket('2026-03-02T15:00:00Z', 'New'),
        ticket('2026-03-02T16:00:00Z', 'Closed', '2026-03-04T15:00:00Z'),
        // Opened before the range, closed at 22:00 on the 10th in Toronto.
        ticket('2026-02-20T15:00:00Z', 'Closed', '2026-03-11T02:00:00Z'),
        ticket('2026-03-03T12:00:00Z', 'In Progress', '2026-03-04T15:00:00Z'),
      ])
      .execute();
  });
  afterAll(async () => t?.close());

  it('trips per day and city: each day read in the fleet’s zone, every day and city listed', async () => {
    const rows = await rowsOf('trips');
    expect(rows).toHaveLength(9 * 3);
    expect(rows.filter((row) => row.trips !== 0)).toEqual([
      { day: '2026-03-02', fleetId: 1, city: 'Vancouver', trips: 1 },
      { day: '2026-03-03', fleetId: 1, city: 'Vancouver', trips: 1 },
      { day: '2026-03-05', fleetId: 2, city: 'Montreal', trips: 1 },
    ]);
  });

  it('revenue per day from the ledger: charges less credits, payments left out, tax beside', async () => {
    const rows = await rowsOf('revenue');
    expect(rows).toHaveLength(9);
    expect(rows.filter((row) => row.revenue !== 0)).toEqual([
      { day: '2026-03-02', revenue: 40, tax: 2 },
      { day: '2026-03-04', revenue: -15, tax: -0.75 },
    ]);
  });

  it('utilisation: each car’s share of the range in trips, a trip under way until now, busiest first', async () => {
    expect(await rowsOf('utilisation')).toEqual([
      {
        vin: IN_MONTREAL,
        plate: 'ANLY 02',
        city: 'Montreal',
        busyHours: 5,
        share: Number((5 / RANGE_HOURS).toFixed(4)),
      },
      {
        vin: IN_VANCOUVER,
        plate: 'ANLY 01',
        city: 'Vancouver',
        busyHours: 3,
        share: Number((3 / RANGE_HOURS).toFixed(4)),
      },
    ]);
  });

  it('new members per week, by the Monday of the week in the reader’s zone', async () => {
    expect(await rowsOf('members')).toEqual([
      { week: '2026-03-02', members: 2 },
      { week: '2026-03-09', members: 2 },
    ]);
  });

  it('tickets opened and closed per day (a Closed ticket on the day of its last change)', async () => {
    const rows = await rowsOf('tickets');
    expect(rows.filter((row) => row.opened !== 0 || row.closed !== 0)).toEqual([
      { day: '2026-03-02', opened: 2, closed: 0 },
      { day: '2026-03-03', opened: 1, closed: 0 },
      { day: '2026-03-04', opened: 0, closed: 1 },
      { day: '2026-03-10', opened: 0, closed: 1 },
    ]);
  });

  it('answers a chart’s numbers as CSV in the reader’s language', async () => {
    const { status, body } = await get(`members?${RANGE}&lang=fr`, 'BI', 'text/csv');
    expect(status).toBe(200);
    expect(body.replace('\uFEFF', '').split('\r\n')).toEqual([
      'Semaine du,Nouveaux membres',
      '2026-03-02,2',
      '2026-03-09,2',
      '',
    ]);
  });

  it('refuses a range that ends before it starts or lasts more than a year; a year of 366 days passes', async () => {
    const backwards = await get('trips?from=2026-03-10&to=2026-03-02');
    expect(backwards.status).toBe(400);
    expect(backwards.body).toContain('validation.dateRange');
    const tooLong = await get('revenue?from=2025-01-01&to=2026-01-02');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toContain('analytics.errors.rangeTooLong');
    expect((await get('revenue?from=2024-01-01&to=2024-12-31')).status).toBe(200);
    expect((await get('tickets?from=2026-02-30&to=2026-03-02')).status).toBe(400);
  });

  it.each(['trips', 'revenue', 'utilisation', 'members', 'tickets'])(
    'spec 5 date range: %s answers the calendar’s last week, and refuses a day before 1900 by its bounds',
    async (chart) => {
      const last = await get(`${chart}?from=9999-12-20&to=9999-12-31&tz=America/Vancouver`);
      expect(last.status, last.body).toBe(200);
      if (chart === 'members')
        expect(last.json().rows.map(({ week }: { week: string }) => week)).toEqual([
          '9999-12-20',
          '9999-12-27',
        ]);
      const first = await get(`${chart}?from=1900-01-01&to=1900-01-07`);
      expect(first.status, first.body).toBe(200);
      const before = await get(`${chart}?from=0000-01-01&to=0000-01-07`);
      expect(before.status).toBe(400);
      expect(before.body).toContain('validation.dateBounds');
    },
  );

  it('spec 6 and the README departures: BI, SYSADM and MGMT may read the charts; MSA may not', async () => {
    for (const role of ['BI', 'SYSADM', 'MGMT'])
      expect((await get(`tickets?${RANGE}`, role)).status).toBe(200);
    expect((await get(`tickets?${RANGE}`, 'MSA')).status).toBe(403);
  });
});
