import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerBalance, postLedgerLines, type LedgerPosting } from '../../server/repositories/ledger.ts';
import { orderedLedgerLines } from '../../server/repositories/billing/ledgerLines.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { insertMembers, insertTrip } from '../support/memberTrips.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const VIN = 'JTDBCMFE0NJ000002';

describe.each(engines)("the Billing tab's All billing (spec 2 Customer profile, spec 7) on %s", (engine) => {
  let t: TestApp;
  let member: string;
  let other: string;
  let tripId: number;
  let paymentId: number;
  /** The member's line ids, oldest first: trip, payment, account fee, trip fee, reversal, adjustment, fuel. */
  let ids: number[];
  const get = async (url: string, groups = ['MSA']) => {
    const response = await t.app.inject({ url, headers: t.bearer({ groups }) });
    return { status: response.statusCode, body: response.json() };
  };
  const post = (customerId: string, lines: LedgerPosting[]) =>
    t.db.transaction().execute((trx) => postLedgerLines(trx, customerId, null, lines));
  const at = (day: number) => new Date(Date.UTC(2026, 1, day, 15));

  beforeAll(async () => {
    t = await createTestApp(engine);
    await insertCars(t.db, [carRow(VIN, 'BIL 123', 1)]);
    [member, other] = await insertMembers(t.db, [
      {
        customer_number: 'B-1',
        first_name: 'Aroha',
        last_name: 'Ngata',
        email: 'a@example.com',
        home_city: 'Montréal',
        home_province: 'QC',
      },
      { customer_number: 'B-2', first_name: 'Luc', last_name: 'Roy', email: 'l@example.com' },
    ]);
    tripId = await insertTrip(t.db, {
      customer_id: member,
      vin: VIN,
      start_at: at(1).toISOString(),
      end_at: new Date(at(1).getTime() + 30 * 60_000).toISOString(),
    });
    const payment = await t.db
      .insertInto('payments')
      .values({
        customer_id: member,
        trip_id: tripId,
        paid_at: at(2).toISOString(),
        amount: '12.08',
        status: 'Success',
        reference: 'ch_bill',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    paymentId = Number(payment.id);
    ids = (
      await post(member, [
        { kind: 'trip', amount: 1150, tax: 58, tripId, postedAt: at(1) },
        { kind: 'payment', amount: -1208, paymentId, postedAt: at(2) },
        { kind: 'accountFee', amount: 1500, tax: 75, feeCode: 'administration', postedAt: at(5) },
        { kind: 'tripFee', amount: 5000, tax: 250, feeCode: 'cleaning', tripId, postedAt: at(6) },
      ])
    ).map(Number);
    ids.push(
      ...(
        await post(member, [
          {
            kind: 'feeReversal',
            amount: -1000,
            tax: -50,
            reversesId: ids[2],
            reason: 'goodwill',
            note: 'First month',
            postedAt: at(7),
          },
          { kind: 'tripAdjustment', amount: -200, tax: -10, tripId, reason: 'serviceIssue', postedAt: at(8) },
          { kind: 'fuelReimbursement', amount: -2000, tax: -100, postedAt: at(9) },
        ])
      ).map(Number),
    );
    // Another member's line between the member's: it joins neither their list nor their balances.
    await post(other, [
      { kind: 'accountFee', amount: 2500, tax: 125, feeCode: 'declinedPayment', postedAt: at(6) },
    ]);
  });
  afterAll(() => t.close());

  it('sums the summary from the ledger: it equals the kept outstanding balance, and its parts add up to it', async () => {
    const { status, body } = await get(`/api/customers-billing/balances?customerId=${member}`);
    expect(status).toBe(200);
    const kept = await t.db
      .selectFrom('customers')
      .select('outstanding_balance')
      .where('id', '=', member)
      .executeTakeFirstOrThrow();
    expect(body.balance).toBe(Number(kept.outstanding_balance));
    expect(body.balance).toBe(Number(await ledgerBalance(t.db, member)));
    expect(body).toMatchObject({
      customerId: Number(member),
      balance: 34.65,
      charges: 80.33,
      credits: -33.6,
      payments: -12.08,
      timeZone: 'America/Toronto',
      lastPayment: { id: paymentId, amount: 12.08, status: 'Success' },
    });
  });

  it('answers a member without lines with zeros and no payment, an unknown member 404, a bad id 400', async () => {
    const fresh = await t.db
      .insertInto('customers')
      .values({ customer_number: 'B-3', first_name: 'Ana', last_name: 'Lee', email: 'n@example.com' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await get(`/api/customers-billing/balances?customerId=${fresh.id}`)).body).toMatchObject({
      balance: 0,
      charges: 0,
      credits: 0,
      payments: 0,
      lastPayment: null,
    });
    expect((await get('/api/customers-billing/balances?customerId=999999999')).status).toBe(404);
    const bad = await get('/api/customers-billing/balances?customerId=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ customerId: 'validation.customer' });
  });

  it('lists the lines newest first, each with the balance after it and, for a fee, what is left to reverse', async () => {
    const { status, body } = await get(`/api/customers-billing/transactiondetails?customerId=${member}`);
    expect(status).toBe(200);
    expect(body.totalCount).toBe(7);
    const rows = body.data.map((l: Record<string, unknown>) => [
      l.id,
      l.total,
      l.runningBalance,
      l.reversible,
    ]);
    expect(rows).toEqual([
      [ids[6], -21, 34.65, null],
      [ids[5], -2.1, 55.65, null],
      [ids[4], -10.5, 57.75, null],
      [ids[3], 52.5, 68.25, 52.5],
      [ids[2], 15.75, 15.75, 5.25],
      [ids[1], -12.08, 0, null],
      [ids[0], 12.08, 12.08, null],
    ]);
    expect(body.data[2]).toMatchObject({
      kind: 'feeReversal',
      amount: -10,
      tax: -0.5,
      reversesId: ids[2],
      reason: 'goodwill',
      note: 'First month',
      staffName: null,
    });
  });

  it('pages and sorts by date: oldest first keeps each line’s running balance', async () => {
    const page = await get(`/api/customers-billing/transactiondetails?customerId=${member}&count=2&page=2`);
    expect(page.body.data.map((l: { id: number }) => l.id)).toEqual([ids[4], ids[3]]);
    expect(page.body).toMatchObject({ page: 2, count: 2, totalPages: 4, totalCount: 7 });
    const oldest = await get(
      `/api/customers-billing/transactiondetails?customerId=${member}&sort=postedAt&order=ASC&count=3`,
    );
    expect(
      oldest.body.data.map((l: { id: number; runningBalance: number }) => [l.id, l.runningBalance]),
    ).toEqual([
      [ids[0], 12.08],
      [ids[1], 0],
      [ids[2], 15.75],
    ]);
    expect((await get('/api/customers-billing/transactiondetails?customerId=999999999')).body.data).toEqual(
      [],
    );
    expect(
      (await get(`/api/customers-billing/transactiondetails?customerId=${member}&sort=amount`)).status,
    ).toBe(400);
  });

  it('reads the page from ledger_lines_customer (no Sort node newest first)', async () => {
    const plan: Record<string, unknown>[] = await orderedLedgerLines(t.db, {
      customerId: member,
      page: 1,
      count: 25,
    })
      .ordered.limit(25)
      .explain();
    const text = plan.map((row) => Object.values(row).join('')).join('\n');
    expect(text).toMatch(/ledger_lines_customer/);
    expect(text).not.toMatch(/Sort/);
  });

  it('answers a line’s detail: a fee with its reversals, a reversal with its fee', async () => {
    const fee = await get(`/api/customers-billing/transactiondetails/${ids[2]}`);
    expect(fee.status).toBe(200);
    expect(fee.body).toMatchObject({
      id: ids[2],
      feeCode: 'administration',
      runningBalance: 15.75,
      reverses: null,
    });
    expect(fee.body.reversals.map((l: { id: number }) => l.id)).toEqual([ids[4]]);
    const reversal = await get(`/api/customers-billing/transactiondetails/${ids[4]}`);
    expect(reversal.body).toMatchObject({ reason: 'goodwill', reversals: [], runningBalance: 57.75 });
    expect(reversal.body.reverses).toMatchObject({ id: ids[2], reversible: 5.25 });
    expect((await get('/api/customers-billing/transactiondetails/999999999')).status).toBe(404);
    expect((await get('/api/customers-billing/transactiondetails/1e3')).status).toBe(400);
  });

  it('answers a payment line’s payment and a trip line’s bill with the lines posted on the trip since', async () => {
    const payment = await get(`/api/customers-billing/paymentdetails/${paymentId}`);
    expect(payment.status).toBe(200);
    expect(payment.body).toMatchObject({ id: paymentId, reference: 'ch_bill', lines: [{ tripId }] });
    expect((await get('/api/customers-billing/paymentdetails/999999999')).status).toBe(404);

    const bill = await get(`/api/bill/${tripId}`);
    expect(bill.status).toBe(200);
    expect(bill.body).toMatchObject({
      tripId,
      customerId: Number(member),
      plateNumber: 'BIL 123',
      vehicleTimeZone: 'America/Vancouver',
      durationSeconds: 1800,
      charges: 12,
      discounts: 0.5,
      taxes: 0.58,
      total: 12.08,
      billedTotal: 62.48,
    });
    expect(bill.body.laterLines.map((l: { kind: string }) => l.kind)).toEqual(['tripFee', 'tripAdjustment']);
    expect((await get('/api/bill/999999999')).status).toBe(404);
  });

  it('exports the lines as CSV in the reader’s words', async () => {
    const response = await t.app.inject({
      url: `/api/customers-billing/transactiondetails?customerId=${member}&lang=fr&tz=UTC`,
      headers: { ...t.bearer({ groups: ['MSA'] }), accept: 'text/csv' },
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe('Inscrite le (UTC),Nature,Libellé,Montant,TPS,Total TTC,Solde après');
    expect(lines[3]).toContain('Annulation de frais');
    expect(lines[3]).toContain('Geste commercial');
    expect(lines[5]).toContain('Frais d’administration');
  });

  it('follows the role table (spec 6): the customers/payments area', async () => {
    const urls = [
      `/api/customers-billing/balances?customerId=${member}`,
      `/api/customers-billing/transactiondetails?customerId=${member}`,
      `/api/customers-billing/transactiondetails/${ids[0]}`,
      `/api/customers-billing/paymentdetails/${paymentId}`,
      `/api/bill/${tripId}`,
    ];
    for (const url of urls) {
      expect((await get(url, ['SUPPORT'])).status, url).toBe(403);
      expect((await get(url, ['SVC'])).status, url).toBe(403);
      expect((await get(url, ['BI'])).status, url).toBe(200);
    }
  });
});
