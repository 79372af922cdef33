import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerBalance, postLedgerLines, type LedgerPosting } from '../../server/repositories/ledger.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
const GOOD_CARD = { cc_type: 'Visa', cc_last4: '4242', cc_expiry: `12/${nextYear}` };
/** Last month's card: the seed's failing cards are those past their expiry. */
const lastMonth = new Date();
lastMonth.setDate(1);
lastMonth.setMonth(lastMonth.getMonth() - 1);
const EXPIRED_CARD = {
  cc_type: 'Mastercard',
  cc_last4: '0005',
  cc_expiry: `${String(lastMonth.getMonth() + 1).padStart(2, '0')}/${String(lastMonth.getFullYear() % 100).padStart(2, '0')}`,
};

describe.each(engines)('process payment (spec 7 /payments, spec 8 Payment) on %s', (engine) => {
  let t: TestApp;
  let serial = 0;

  /** A member with a card and the charges given, in cents; the balance is their sum. */
  const memberOwing = async (
    card: Record<keyof typeof GOOD_CARD, string | null>,
    charges: LedgerPosting[],
  ) => {
    serial += 1;
    const { id } = await t.db
      .insertInto('customers')
      .values({
        customer_number: `P-${serial}`,
        first_name: 'Ada',
        last_name: `Payer${serial}`,
        email: `payer${serial}@example.com`,
        ...card,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.transaction().execute((trx) => postLedgerLines(trx, id, null, charges));
    return String(id);
  };
  const fees = (...cents: number[]): LedgerPosting[] =>
    cents.map((amount, i) => ({
      kind: 'accountFee',
      amount,
      tax: Math.round(amount / 20),
      feeCode: 'administration',
      postedAt: new Date(Date.UTC(2026, 0, 1 + i)),
    }));
  const pay = (body: Record<string, unknown>, groups = ['MSA']) =>
    t.app.inject({ method: 'POST', url: '/api/payments', headers: t.bearer({ groups }), payload: body });
  const balanceOf = async (id: string) =>
    (
      await t.db
        .selectFrom('customers')
        .select('outstanding_balance')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).outstanding_balance;
  const paymentsOf = (id: string) =>
    t.db.selectFrom('payments').selectAll().where('customer_id', '=', id).orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('spec 8: a card past its expiry is declined with "Unable to process payment", the attempt kept as Unsuccessful', async () => {
    const id = await memberOwing(EXPIRED_CARD, fees(1500));
    const response = await pay({ customerId: id, idempotencyKey: randomUUID() });
    expect(response.statusCode).toBe(402);
    // Spec 8's text, with the reason beside it for what staff do next.
    expect(response.json()).toMatchObject({
      messageKey: 'billing.processPayment.declined',
      messageArgs: { reason: 'cardExpired', expiry: EXPIRED_CARD.cc_expiry },
    });
    expect(await balanceOf(id)).toBe('15.75');
    const [payment] = await paymentsOf(id);
    expect(payment).toMatchObject({
      status: 'Unsuccessful',
      amount: '15.75',
      card_last4: '0005',
      process_type: 'Manual',
    });
    const lines = await t.db
      .selectFrom('ledger_lines')
      .select('kind')
      .where('customer_id', '=', id)
      .execute();
    expect(lines.map((l) => l.kind)).toEqual(['accountFee']);
    const audit = await t.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('entity', '=', 'customers')
      .where('record_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'payment.process' });
    expect(audit.after).toMatchObject({ payment_status: 'Unsuccessful', outstanding_balance: '15.75' });
  });

  it('spec 8: no card on file is declined with its reason, and its replay says the same', async () => {
    const id = await memberOwing({ cc_type: null, cc_last4: null, cc_expiry: null }, fees(500));
    const body = { customerId: id, idempotencyKey: randomUUID() };
    for (const response of [await pay(body), await pay(body)]) {
      expect(response.statusCode).toBe(402);
      expect(response.json().messageArgs).toEqual({ reason: 'noCard', expiry: '' });
    }
    expect(await paymentsOf(id)).toHaveLength(1);
  });

  it('accepts a valid card: a Success payment, a payment line, the balance lowered, the audit entry, and the lines it settles', async () => {
    const id = await memberOwing(GOOD_CARD, fees(1500, 1000));
    const response = await pay({ customerId: id, idempotencyKey: randomUUID() });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      customerId: Number(id),
      amount: 26.25,
      status: 'Success',
      cardType: 'Visa',
      cardNumber: '**** **** **** 4242',
      processType: 'Manual',
      tripId: null,
    });
    expect(body.reference).toMatch(/^ch_[0-9a-f]{24}$/);
    expect(await balanceOf(id)).toBe('0.00');
    expect(await ledgerBalance(t.db, id)).toBe('0.00');
    const payLine = await t.db
      .selectFrom('ledger_lines')
      .selectAll()
      .where('customer_id', '=', id)
      .where('kind', '=', 'payment')
      .executeTakeFirstOrThrow();
    expect(payLine).toMatchObject({ amount: '-26.25', payment_id: String(body.id) });
    const audit = await t.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('record_id', '=', id)
      .where('action', '=', 'payment.process')
      .executeTakeFirstOrThrow();
    expect(audit.before).toEqual({ outstanding_balance: '26.25' });
    expect(audit.after).toMatchObject({ outstanding_balance: '0.00', payment_status: 'Success' });

    const detail = await t.app.inject({
      url: `/api/payments/${body.id}`,
      headers: t.bearer({ groups: ['MSA'] }),
    });
    expect(detail.json().member).toMatchObject({
      id: Number(id),
      customerNumber: expect.stringMatching(/^P-/),
    });
    expect(
      detail.json().lines.map((l: { kind: string; total: number; settled: number; tripId: null }) => l),
    ).toEqual([
      expect.objectContaining({
        kind: 'accountFee',
        charges: 15,
        taxes: 0.75,
        total: 15.75,
        settled: 15.75,
        tripId: null,
      }),
      expect.objectContaining({ kind: 'accountFee', charges: 10, taxes: 0.5, total: 10.5, settled: 10.5 }),
    ]);
  });

  it('pays part of the balance: the oldest charge first, the next one in part, and the rest stays owed', async () => {
    const id = await memberOwing(GOOD_CARD, fees(1000, 2000));
    const first = await pay({ customerId: id, amount: 20, idempotencyKey: randomUUID() });
    expect(first.statusCode).toBe(201);
    expect(await balanceOf(id)).toBe('11.50');
    const lines = (
      await t.app.inject({
        url: `/api/payments/${first.json().id}`,
        headers: t.bearer({ groups: ['MSA'] }),
      })
    ).json().lines;
    expect(lines.map((l: { total: number; settled: number }) => [l.total, l.settled])).toEqual([
      [10.5, 10.5],
      [21, 9.5],
    ]);
    // The next payment settles what is left of the second charge.
    const second = await pay({ customerId: id, idempotencyKey: randomUUID() });
    expect(second.json()).toMatchObject({ amount: 11.5 });
    const rest = (
      await t.app.inject({
        url: `/api/payments/${second.json().id}`,
        headers: t.bearer({ groups: ['MSA'] }),
      })
    ).json().lines;
    expect(rest.map((l: { total: number; settled: number }) => [l.total, l.settled])).toEqual([[21, 11.5]]);
  });

  it('refuses nothing owed and more than is owed (409: the balance decides), and an unknown member (404), writing nothing', async () => {
    const id = await memberOwing(GOOD_CARD, []);
    const nothing = await pay({ customerId: id, idempotencyKey: randomUUID() });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().messageKey).toBe('billing.processPayment.nothingOwed');
    const owing = await memberOwing(GOOD_CARD, fees(1000));
    const over = await pay({ customerId: owing, amount: 10.51, idempotencyKey: randomUUID() });
    expect(over.statusCode).toBe(409);
    expect(over.json().fields).toEqual({ amount: 'billing.processPayment.overBalance' });
    expect((await pay({ customerId: '999999999', idempotencyKey: randomUUID() })).statusCode).toBe(404);
    expect(await paymentsOf(id)).toEqual([]);
    expect(await paymentsOf(owing)).toEqual([]);
  });

  it('refuses bad input at the field: a key that is not a UUID, an amount past the cent or not positive', async () => {
    const id = await memberOwing(GOOD_CARD, fees(1000));
    for (const [body, field] of [
      [{ customerId: id, idempotencyKey: 'twice' }, 'idempotencyKey'],
      [{ customerId: id, amount: 1.001, idempotencyKey: randomUUID() }, 'amount'],
      [{ customerId: id, amount: 0, idempotencyKey: randomUUID() }, 'amount'],
      [{ customerId: 'abc', idempotencyKey: randomUUID() }, 'customerId'],
    ] as const) {
      const response = await pay(body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields ?? {})).toContain(field);
    }
    expect(await paymentsOf(id)).toEqual([]);
  });

  it('pays once when pressed twice with one key: the second answers the first payment', async () => {
    const id = await memberOwing(GOOD_CARD, fees(1000));
    const key = randomUUID();
    const first = await pay({ customerId: id, idempotencyKey: key });
    const again = await pay({ customerId: id, idempotencyKey: key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await paymentsOf(id)).toHaveLength(1);
    expect(await balanceOf(id)).toBe('0.00');
    // A declined attempt sent again is the same decline, not a second attempt.
    const expired = await memberOwing(EXPIRED_CARD, fees(1000));
    const declinedKey = randomUUID();
    expect((await pay({ customerId: expired, idempotencyKey: declinedKey })).statusCode).toBe(402);
    expect((await pay({ customerId: expired, idempotencyKey: declinedKey })).statusCode).toBe(402);
    expect(await paymentsOf(expired)).toHaveLength(1);
    // The key is the attempt's: sent for another member it is refused.
    const reused = await pay({ customerId: expired, idempotencyKey: key });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().messageKey).toBe('billing.processPayment.keyReused');
  });

  it('pays once when the same key races itself', async () => {
    const id = await memberOwing(GOOD_CARD, fees(1000));
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => pay({ customerId: id, idempotencyKey: key })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await paymentsOf(id)).toHaveLength(1);
    expect(await balanceOf(id)).toBe('0.00');
    expect(await ledgerBalance(t.db, id)).toBe('0.00');
  });

  it('pays the balance once when two attempts (two keys) race: the second finds nothing owed', async () => {
    const id = await memberOwing(GOOD_CARD, fees(1000));
    const answers = await Promise.all(
      [1, 2].map(() => pay({ customerId: id, idempotencyKey: randomUUID() })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await balanceOf(id)).toBe('0.00');
  });

  it('follows the role table (spec 6): the customers/payments area', async () => {
    const id = await memberOwing(GOOD_CARD, fees(1000));
    for (const role of ['SVC', 'SUPPORT', 'DRIVE'])
      expect((await pay({ customerId: id, idempotencyKey: randomUUID() }, [role])).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: { customerId: id, idempotencyKey: randomUUID() },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await paymentsOf(id)).toEqual([]);
    expect((await pay({ customerId: id, idempotencyKey: randomUUID() }, ['FLEET'])).statusCode).toBe(201);
  });
});
