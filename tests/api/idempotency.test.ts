import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLedgerLines } from '../../server/repositories/ledger.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { insertMembers, insertTrip, MONTREAL } from '../support/memberTrips.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const VIN = 'JTDBCMFE0NJ000078';
const LAST_WEEK = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);

/** One money write and two bodies for it: the second differs from the first by one field. */
interface Write {
  url: string;
  body: () => Record<string, unknown>;
  other: () => Record<string, unknown>;
  /** What the write adds: ledger lines, or free-minute grants. */
  table: 'ledger_lines' | 'free_minute_grants';
}

describe.each(engines)('money moves once (spec 7, Payments and billing: Idempotency-Key) on %s', (engine) => {
  let t: TestApp;
  let member: number;
  let tripId: number;
  let feeLine: number;

  const post = async (url: string, payload: object, key?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...t.bearer({ groups: ['MSA'] }), ...(key ? { 'idempotency-key': key } : {}) },
    });
    return {
      status: response.statusCode,
      body: response.json(),
      replayed: response.headers['idempotent-replayed'],
    };
  };
  const rowsOf = async (table: Write['table']) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('customer_id', '=', String(member))
          .executeTakeFirstOrThrow()
      ).count,
    );

  const writes: Write[] = [
    {
      url: '/api/transaction/gen-special-fee-trans',
      body: () => ({ customerId: member, feeCode: 'cleaning', tripId }),
      other: () => ({ customerId: member, feeCode: 'cleaning', tripId, note: 'another' }),
      table: 'ledger_lines',
    },
    {
      url: '/api/transaction/gen-special-fee-reversal',
      body: () => ({ customerId: member, lineId: feeLine, amount: 1, reason: 'disputed' }),
      other: () => ({ customerId: member, lineId: feeLine, amount: 2, reason: 'disputed' }),
      table: 'ledger_lines',
    },
    {
      url: '/api/transaction/gen-trip-adj',
      body: () => ({
        kind: 'adjustment',
        customerId: member,
        tripId,
        direction: 'debit',
        amount: 3,
        reason: 'serviceIssue',
      }),
      other: () => ({
        kind: 'adjustment',
        customerId: member,
        tripId,
        direction: 'credit',
        amount: 3,
        reason: 'serviceIssue',
      }),
      table: 'ledger_lines',
    },
    {
      url: '/api/customers-billing/netfuelreimbursement',
      body: () => ({ customerId: member, receiptTotal: 21, litres: 12.5, receiptDate: LAST_WEEK }),
      other: () => ({ customerId: member, receiptTotal: 22, litres: 12.5, receiptDate: LAST_WEEK }),
      table: 'ledger_lines',
    },
    {
      url: '/api/customer-freeminute',
      body: () => ({
        customerId: String(member),
        reason: 'Other',
        freeMin: 30,
        regions: [2],
        expiry: 'none',
      }),
      other: () => ({
        customerId: String(member),
        reason: 'Other',
        freeMin: 45,
        regions: [2],
        expiry: 'none',
      }),
      table: 'free_minute_grants',
    },
  ];

  beforeAll(async () => {
    t = await createTestApp(engine);
    await insertCars(t.db, [carRow(VIN, 'ONCE 12', 1)], MONTREAL);
    [member] = (
      await insertMembers(t.db, [
        {
          customer_number: 'I-1',
          first_name: 'Inès',
          last_name: 'Roy',
          email: 'once@example.com',
          created_at: '2025-01-01T12:00:00Z',
        },
      ])
    ).map(Number);
    tripId = await insertTrip(t.db, { customer_id: member, vin: VIN });
    await t.db
      .transaction()
      .execute((trx) =>
        postLedgerLines(trx, member, null, [{ kind: 'trip', amount: 1200, tax: 60, tripId }]),
      );
    const fee = await post('/api/transaction/gen-special-fee-trans', {
      customerId: member,
      feeCode: 'cleaning',
      tripId,
    });
    expect(fee.status, JSON.stringify(fee.body)).toBe(201);
    feeLine = Number(fee.body.lines[0].id);
  });
  afterAll(() => t?.close());

  describe.each(writes)('$url', (write) => {
    it('the same key with the same body answers the first answer again and writes once', async () => {
      const key = crypto.randomUUID();
      const before = await rowsOf(write.table);
      const first = await post(write.url, write.body(), key);
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expect(first.replayed).toBeUndefined();
      const again = await post(write.url, write.body(), key);
      expect([again.status, again.replayed]).toEqual([201, 'true']);
      expect(again.body).toEqual(first.body);
      expect(await rowsOf(write.table)).toBe(before + 1);
    });

    it('the same key with another body is refused, and writes nothing', async () => {
      const key = crypto.randomUUID();
      expect((await post(write.url, write.body(), key)).status).toBe(201);
      const before = await rowsOf(write.table);
      const refused = await post(write.url, write.other(), key);
      expect([refused.status, refused.body.messageKey]).toEqual([422, 'error.idempotencyKeyReused']);
      expect(await rowsOf(write.table)).toBe(before);
    });

    it('two requests at once with one key write once, and both answer the write', async () => {
      const key = crypto.randomUUID();
      const before = await rowsOf(write.table);
      const answers = await Promise.all([
        post(write.url, write.body(), key),
        post(write.url, write.body(), key),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      expect(answers[1]!.body).toEqual(answers[0]!.body);
      expect(answers.filter((answer) => answer.replayed === 'true')).toHaveLength(1);
      expect(await rowsOf(write.table)).toBe(before + 1);
    });
  });

  it('a key is one request: sent to another route it is refused', async () => {
    const key = crypto.randomUUID();
    const [fee, fuel] = [writes[0]!, writes[3]!];
    expect((await post(fee.url, fee.body(), key)).status).toBe(201);
    expect((await post(fuel.url, fuel.body(), key)).status).toBe(422);
  });

  it('a refused write keeps no key: its retry is tried afresh', async () => {
    const key = crypto.randomUUID();
    const unknown = { customerId: member, feeCode: 'no-such-fee' };
    expect((await post(writes[0]!.url, unknown, key)).status).toBe(400);
    expect((await post(writes[0]!.url, unknown, key)).status).toBe(400);
    expect((await post(writes[0]!.url, writes[0]!.body(), key)).status).toBe(201);
  });
});
