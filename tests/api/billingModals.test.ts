import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerBalance, postLedgerLines } from '../../server/repositories/ledger.ts';
import { toCents } from '../../src/domain/money.ts';
import { priceTrip } from '../../src/domain/pricing/priceTrip.ts';
import { TARIFFS } from '../../src/domain/pricing/tariffs.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { insertMembers, insertTrip, MONTREAL, UNDER_WAY } from '../support/memberTrips.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const VIN = 'JTDBCMFE0NJ000077';
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

describe.each(engines)("the Billing tab's modals (spec 2 Modals) on %s", (engine) => {
  let t: TestApp;
  let member: number;
  let other: number;
  let tripId: number;
  let othersTrip: number;
  let activeTrip: number;
  // The trip: 30 minutes and 7.25 km in Montreal, priced as the seed prices it.
  const tripPrice = priceTrip(TARIFFS.Montreal, 30, '7.25', 0);

  const post = async (url: string, payload: unknown, groups = ['MSA']) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: t.bearer({ groups }),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const balanceOf = async (id: number) =>
    toCents(
      (
        await t.db
          .selectFrom('customers')
          .select('outstanding_balance')
          .where('id', '=', String(id))
          .executeTakeFirstOrThrow()
      ).outstanding_balance,
    );
  /** Posts and checks the balance moved by exactly the lines answered, and that the ledger still sums to it. */
  const postMoving = async (url: string, payload: { customerId: number } & Record<string, unknown>) => {
    const before = await balanceOf(payload.customerId);
    const answer = await post(url, payload);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const moved = answer.body.lines.reduce(
      (sum: number, line: { total: number }) => sum + toCents(line.total),
      0,
    );
    const after = await balanceOf(payload.customerId);
    expect(after - before).toBe(moved);
    expect(toCents(answer.body.balance)).toBe(after);
    expect(toCents(await ledgerBalance(t.db, payload.customerId))).toBe(after);
    return answer.body;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await insertCars(t.db, [carRow(VIN, 'FEE 123', 1)], MONTREAL);
    [member, other] = (
      await insertMembers(t.db, [
        {
          customer_number: 'B-1',
          first_name: 'Élise',
          last_name: 'Gagnon',
          email: 'e@example.com',
          created_at: '2025-01-01T12:00:00Z',
        },
        { customer_number: 'B-2', first_name: 'Omar', last_name: 'Haddad', email: 'o@example.com' },
      ])
    ).map(Number);
    const finished = (customerId: number) =>
      insertTrip(t.db, {
        customer_id: customerId,
        vin: VIN,
        charges: String(tripPrice.charges / 100),
        discounts: '0',
        taxes: String(tripPrice.taxes / 100),
        total: String(tripPrice.total / 100),
      });
    tripId = await finished(member);
    othersTrip = await finished(other);
    activeTrip = await insertTrip(t.db, {
      customer_id: member,
      vin: VIN,
      ...UNDER_WAY,
    });
    // The trip's charge, as the system posts it when a trip ends.
    await t.db
      .transaction()
      .execute((trx) =>
        postLedgerLines(trx, member, null, [
          { kind: 'trip', amount: tripPrice.charges - tripPrice.discounts, tax: tripPrice.taxes, tripId },
        ]),
      );
  });
  afterAll(() => t?.close());

  describe('spec 7 Billing fee fetch: /customers-billing/productfeesdetails', () => {
    it('answers the catalogue sorted by type then name, of one type when asked', async () => {
      const all = await t.app.inject({
        url: '/api/customers-billing/productfeesdetails',
        headers: t.bearer({ groups: ['MSA'] }),
      });
      const fees = all.json() as { type: string; name: string; netAmount: number }[];
      expect(fees).toHaveLength(9);
      const keys = fees.map((fee) => `${fee.type}|${fee.name}`);
      expect(keys).toEqual([...keys].sort());
      expect(fees.find((fee) => fee.name === 'Damage deductible')?.netAmount).toBe(500);
      const trip = await t.app.inject({
        url: '/api/customers-billing/productfeesdetails?type=trip',
        headers: t.bearer({ groups: ['MSA'] }),
      });
      expect((trip.json() as { type: string }[]).map((fee) => fee.type)).toEqual(Array(5).fill('trip'));
      const bad = await t.app.inject({
        url: '/api/customers-billing/productfeesdetails?type=car',
        headers: t.bearer({ groups: ['MSA'] }),
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('Account fee and Trip fee: /transaction/gen-special-fee-trans', () => {
    const url = '/api/transaction/gen-special-fee-trans';

    it('spec 9 GST 0.05: charges an account fee with its GST, moves the balance by it, audits before and after', async () => {
      const body = await postMoving(url, {
        customerId: member,
        feeCode: 'administration',
        note: 'Card re-issued',
      });
      expect(body.lines).toMatchObject([
        {
          kind: 'accountFee',
          feeCode: 'administration',
          amount: 15,
          tax: 0.75,
          total: 15.75,
          reversible: 15.75,
          note: 'Card re-issued',
          tripId: null,
        },
      ]);
      const entry = await t.db
        .selectFrom('audit_entries')
        .selectAll()
        .where('record_id', '=', String(member))
        .where('action', '=', 'specialFee.add')
        .executeTakeFirstOrThrow();
      expect(entry.entity).toBe('customers');
      const after = entry.after as { balance: number; lines: { id: number }[] };
      expect((entry.before as { balance: number }).balance + 15.75).toBeCloseTo(after.balance, 2);
      expect(after.lines[0].id).toBe(body.lines[0].id);
    });

    it("charges a trip fee to the member's finished trip", async () => {
      const body = await postMoving(url, { customerId: member, feeCode: 'cleaning', tripId });
      expect(body.lines).toMatchObject([{ kind: 'tripFee', tripId, amount: 50, tax: 2.5 }]);
    });

    it('refuses an unknown fee, a trip fee without its trip, an account fee with one, at the field', async () => {
      const unknown = await post(url, { customerId: member, feeCode: 'parking' });
      expect([unknown.status, unknown.body.fields]).toEqual([400, { feeCode: 'billing.modals.unknownFee' }]);
      const noTrip = await post(url, { customerId: member, feeCode: 'smoking' });
      expect([noTrip.status, noTrip.body.fields]).toEqual([400, { tripId: 'billing.modals.chooseTrip' }]);
      const withTrip = await post(url, { customerId: member, feeCode: 'collection', tripId });
      expect([withTrip.status, withTrip.body.fields]).toEqual([
        400,
        { tripId: 'billing.modals.accountFeeWithTrip' },
      ]);
    });

    it("refuses an unknown member, another member's trip and a trip under way; nothing is posted", async () => {
      const before = await balanceOf(member);
      expect((await post(url, { customerId: 999_999, feeCode: 'administration' })).status).toBe(404);
      const others = await post(url, { customerId: member, feeCode: 'cleaning', tripId: othersTrip });
      expect([others.status, others.body.messageKey]).toEqual([404, 'billing.modals.tripNotFound']);
      const active = await post(url, { customerId: member, feeCode: 'cleaning', tripId: activeTrip });
      expect([active.status, active.body.fields]).toEqual([
        400,
        { tripId: 'billing.modals.tripNotFinished' },
      ]);
      expect(await balanceOf(member)).toBe(before);
      expect((await post(url, { customerId: member, feeCode: 'administration' }, ['SUPPORT'])).status).toBe(
        403,
      );
    });
  });

  describe('Fee reversal: /transaction/gen-special-fee-reversal', () => {
    const url = '/api/transaction/gen-special-fee-reversal';
    const feeOf = async (feeCode: string) =>
      (await postMoving('/api/transaction/gen-special-fee-trans', { customerId: member, feeCode }))
        .lines[0] as {
        id: number;
      };

    it('reverses in parts, never more than what is left, and gives back exactly the fee; twice refused', async () => {
      const fee = await feeOf('administration'); // 15.00 + 0.75
      const first = await postMoving(url, {
        customerId: member,
        lineId: fee.id,
        amount: 10,
        reason: 'disputed',
      });
      expect(first.lines).toMatchObject([
        // It names the fee it gives back, so the ledger reads it as that fee's reversal.
        {
          kind: 'feeReversal',
          reversesId: fee.id,
          feeCode: 'administration',
          amount: -9.52,
          tax: -0.48,
          total: -10,
        },
      ]);
      const tooMuch = await post(url, {
        customerId: member,
        lineId: fee.id,
        amount: 5.76,
        reason: 'disputed',
      });
      expect([tooMuch.status, tooMuch.body.fields]).toEqual([
        400,
        { amount: 'billing.modals.reversalExceedsFee' },
      ]);
      const rest = await postMoving(url, {
        customerId: member,
        lineId: fee.id,
        amount: 5.75,
        reason: 'goodwill',
        note: 'rest',
      });
      // The two parts give back the fee's net and tax to the cent.
      expect(rest.lines).toMatchObject([{ amount: -5.48, tax: -0.27, total: -5.75 }]);
      const twice = await post(url, { customerId: member, lineId: fee.id, amount: 0.01, reason: 'disputed' });
      expect([twice.status, twice.body.messageKey]).toEqual([409, 'billing.modals.feeAlreadyReversed']);
    });

    it("refuses a line that is no fee, another member's fee, and a reason off the list", async () => {
      const tripLine = await t.db
        .selectFrom('ledger_lines')
        .select('id')
        .where('trip_id', '=', String(tripId))
        .where('kind', '=', 'trip')
        .executeTakeFirstOrThrow();
      const notFee = await post(url, {
        customerId: member,
        lineId: Number(tripLine.id),
        amount: 1,
        reason: 'disputed',
      });
      expect(notFee.status).toBe(404);
      const fee = await feeOf('cardReplacement');
      const othersFee = await post(url, { customerId: other, lineId: fee.id, amount: 1, reason: 'disputed' });
      expect(othersFee.status).toBe(404);
      const reason = await post(url, { customerId: member, lineId: fee.id, amount: 1, reason: 'because' });
      expect([reason.status, reason.body.fields]).toEqual([400, { reason: 'validation.invalid' }]);
      const cents = await post(url, {
        customerId: member,
        lineId: fee.id,
        amount: 1.005,
        reason: 'disputed',
      });
      expect([cents.status, cents.body.fields]).toEqual([400, { amount: 'billing.modals.decimals' }]);
      const negative = await post(url, {
        customerId: member,
        lineId: fee.id,
        amount: -1,
        reason: 'disputed',
      });
      expect([negative.status, negative.body.fields]).toEqual([400, { amount: 'validation.minValue' }]);
    });

    it('two reversals at once that would together exceed the fee: one wins, the other is refused', async () => {
      const fee = await feeOf('declinedPayment'); // 25.00 + 1.25
      const before = await balanceOf(member);
      const answers = await Promise.all(
        [0, 1].map(() =>
          post(url, { customerId: member, lineId: fee.id, amount: 20, reason: 'chargedInError' }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
      expect(await balanceOf(member)).toBe(before - 2000);
      expect(toCents(await ledgerBalance(t.db, member))).toBe(await balanceOf(member));
    });
  });

  describe('Trip modification and Trip adjustment: /transaction/gen-trip-adj', () => {
    const url = '/api/transaction/gen-trip-adj';
    const tripCharge = async () =>
      (
        await t.db
          .selectFrom('ledger_lines')
          .select((eb) => eb.fn.sum<string>(eb('amount', '+', eb.ref('tax'))).as('total'))
          .where('trip_id', '=', String(tripId))
          .where('kind', 'in', ['trip', 'tripModification'])
          .executeTakeFirstOrThrow()
      ).total;

    it('spec 2 Trip modification: the charge priced again by priceTrip, the difference posted with its tax', async () => {
      const body = await postMoving(url, {
        kind: 'modification',
        customerId: member,
        tripId,
        durationMinutes: 95,
      });
      const repriced = priceTrip(TARIFFS.Montreal, 95, '7.25', 0);
      expect(body.lines).toMatchObject([
        {
          kind: 'tripModification',
          tripId,
          details: {
            before: { durationMinutes: 30, distanceKm: 7.25 },
            after: { durationMinutes: 95, distanceKm: 7.25 },
          },
        },
      ]);
      expect(toCents(await tripCharge())).toBe(repriced.total);
      // A second modification starts from the first one's measures.
      const again = await postMoving(url, {
        kind: 'modification',
        customerId: member,
        tripId,
        distanceKm: 420,
      });
      expect(again.lines[0].details.before).toEqual({ durationMinutes: 95, distanceKm: 7.25 });
      expect(toCents(await tripCharge())).toBe(priceTrip(TARIFFS.Montreal, 95, '420', 0).total);
      const trip = await t.db
        .selectFrom('trips')
        .selectAll()
        .where('id', '=', String(tripId))
        .executeTakeFirstOrThrow();
      expect(trip.distance_km).toMatch(/^7\.25/);
    });

    it('refuses a modification that changes nothing or names nothing', async () => {
      const same = await post(url, { kind: 'modification', customerId: member, tripId, durationMinutes: 95 });
      expect([same.status, same.body.fields]).toEqual([400, { durationMinutes: 'billing.modals.noChange' }]);
      const empty = await post(url, { kind: 'modification', customerId: member, tripId });
      expect([empty.status, empty.body.fields]).toEqual([
        400,
        { durationMinutes: 'billing.modals.modificationEmpty' },
      ]);
      const others = await post(url, {
        kind: 'modification',
        customerId: member,
        tripId: othersTrip,
        durationMinutes: 5,
      });
      expect(others.status).toBe(404);
    });

    it('a missing trip or a fraction of a minute is refused with the key the dialog shows (what is expected)', async () => {
      const noTrip = await post(url, {
        kind: 'modification',
        customerId: member,
        tripId: null,
        durationMinutes: 5,
      });
      expect([noTrip.status, noTrip.body.messageKey, noTrip.body.fields]).toEqual([
        400,
        'billing.modals.chooseTrip',
        { tripId: 'billing.modals.chooseTrip' },
      ]);
      const fraction = await post(url, {
        kind: 'modification',
        customerId: member,
        tripId,
        durationMinutes: 12.5,
      });
      expect([fraction.status, fraction.body.fields]).toEqual([
        400,
        { durationMinutes: 'validation.wholeMinutes' },
      ]);
    });

    it('spec 2 Trip adjustment: a credit or a debit with its GST, a credit at most what the trip is charged', async () => {
      const credit = await postMoving(url, {
        kind: 'adjustment',
        customerId: member,
        tripId,
        direction: 'credit',
        amount: 5,
        reason: 'serviceIssue',
      });
      expect(credit.lines).toMatchObject([
        { kind: 'tripAdjustment', amount: -5, tax: -0.25, reason: 'serviceIssue' },
      ]);
      const debit = await postMoving(url, {
        kind: 'adjustment',
        customerId: member,
        tripId,
        direction: 'debit',
        amount: 0.1,
        reason: 'billingError',
        note: 'Tolls',
      });
      expect(debit.lines).toMatchObject([{ amount: 0.1, tax: 0.01 }]);
      const tooMuch = await post(url, {
        kind: 'adjustment',
        customerId: member,
        tripId,
        direction: 'credit',
        amount: 4999,
        reason: 'goodwill',
      });
      expect([tooMuch.status, tooMuch.body.fields]).toEqual([
        400,
        { amount: 'billing.modals.creditExceedsTrip' },
      ]);
      const noReason = await post(url, {
        kind: 'adjustment',
        customerId: member,
        tripId,
        direction: 'credit',
        amount: 1,
      });
      expect([noReason.status, noReason.body.fields]).toEqual([400, { reason: 'validation.required' }]);
      const huge = await post(url, {
        kind: 'adjustment',
        customerId: member,
        tripId,
        direction: 'debit',
        amount: 50_000,
        reason: 'other',
      });
      expect([huge.status, huge.body.fields]).toEqual([400, { amount: 'validation.maxValue' }]);
    });
  });

  describe('Fuel reimbursement: /customers-billing/netfuelreimbursement', () => {
    const url = '/api/customers-billing/netfuelreimbursement';

    it('credits the receipt whole, its GST apart', async () => {
      const body = await postMoving(url, {
        customerId: member,
        receiptTotal: 52.5,
        litres: 31.415,
        receiptDate: daysAgo(3),
      });
      expect(body.lines).toMatchObject([
        {
          kind: 'fuelReimbursement',
          amount: -50,
          tax: -2.5,
          total: -52.5,
          details: { litres: 31.415, receiptTotal: 52.5 },
        },
      ]);
    });

    it('refuses a receipt dated after today or before the member joined, at the field', async () => {
      const future = await post(url, {
        customerId: member,
        receiptTotal: 10,
        litres: 5,
        receiptDate: daysAgo(-3),
      });
      expect([future.status, future.body.fields]).toEqual([
        400,
        { receiptDate: 'billing.modals.receiptInFuture' },
      ]);
      const old = await post(url, {
        customerId: member,
        receiptTotal: 10,
        litres: 5,
        receiptDate: '2024-12-31',
      });
      expect([old.status, old.body.fields]).toEqual([
        400,
        { receiptDate: 'billing.modals.receiptBeforeJoining' },
      ]);
      const litres = await post(url, {
        customerId: member,
        receiptTotal: 10,
        litres: 0,
        receiptDate: daysAgo(3),
      });
      expect([litres.status, litres.body.fields]).toEqual([400, { litres: 'validation.minValue' }]);
      expect(
        (await post(url, { customerId: 999_999, receiptTotal: 10, litres: 5, receiptDate: daysAgo(3) }))
          .status,
      ).toBe(404);
    });
  });
});
