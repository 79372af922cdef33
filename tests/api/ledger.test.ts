import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerBalance, postLedgerLines } from '../../server/repositories/ledger.ts';
import { seedDatabase } from '../../server/seed/index.ts';
import { LEDGER_KINDS } from '../../src/domain/billing/ledger.ts';
import { feeCharge } from '../../src/domain/billing/lineAmounts.ts';
import { toCents } from '../../src/domain/money.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const NOW = Date.UTC(2026, 4, 15, 18, 0, 0);
const MEMBERS = 150;

/** Members whose kept balance is not the sum of their ledger lines, in one query. */
const mismatchedBalances = async (db: TestApp['db']) =>
  (
    await sql<{ id: string }>`
      SELECT c.id FROM customers c
      LEFT JOIN (SELECT customer_id, sum(amount + tax) AS total FROM ledger_lines GROUP BY customer_id) l
        ON l.customer_id = c.id
      WHERE c.outstanding_balance <> coalesce(l.total, 0)
      ORDER BY c.id`.execute(db)
  ).rows;

/** The lines the trips and payments make, comparable across two loads (ids aside). */
const automaticLines = async (db: TestApp['db']) =>
  (
    await sql<Record<string, string>>`
      SELECT customer_id::text, posted_at::text, kind, amount::text, tax::text, trip_id::text, payment_id::text
      FROM ledger_lines WHERE kind IN ('trip', 'payment')
      ORDER BY kind, trip_id, payment_id`.execute(db)
  ).rows;

/** Migration 104's backfill statements, as the file has them. */
const backfillStatements = () =>
  readFileSync(new URL('../../server/db/migrations/104_ledger.sql', import.meta.url), 'utf8')
    .replace(/--.*$/gm, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement.startsWith('INSERT INTO ledger_lines'));

describe.each(engines)('the ledger is the one truth of a balance on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedDatabase(t.database, { members: MEMBERS, now: NOW });
  });
  afterAll(() => t?.close());

  it('keeps every seeded member’s outstanding_balance at the sum of their lines, to the cent', async () => {
    expect(await mismatchedBalances(t.db)).toEqual([]);
    // The check is not empty: members owe, others are in credit.
    const { rows } = await sql<{ owing: string; credit: string }>`
      SELECT count(*) FILTER (WHERE outstanding_balance > 0) AS owing,
             count(*) FILTER (WHERE outstanding_balance < 0) AS credit
      FROM customers`.execute(t.db);
    expect(Number(rows[0].owing)).toBeGreaterThan(0);
    expect(Number(rows[0].credit)).toBeGreaterThan(0);
  });

  it('answers the same balance over HTTP, in the account summary, for a sample of members', async () => {
    // Every member with a line staff posted, and every tenth member besides.
    const { rows } = await sql<{ id: string }>`
      SELECT id::text FROM customers c
      WHERE id % 10 = 1 OR EXISTS (
        SELECT 1 FROM ledger_lines l WHERE l.customer_id = c.id AND l.kind NOT IN ('trip', 'payment'))
      ORDER BY id`.execute(t.db);
    expect(rows.length).toBeGreaterThan(MEMBERS / 10);
    for (const { id } of rows) {
      const response = await t.app.inject({
        url: `/api/customer-process/accountSummary/${id}`,
        headers: t.bearer({ groups: ['MSA'] }),
      });
      expect(response.statusCode).toBe(200);
      const { outstandingBalance } = response.json<{ outstandingBalance: number }>();
      expect({ id, balance: toCents(outstandingBalance) }).toEqual({
        id,
        balance: toCents(await ledgerBalance(t.db, id)),
      });
    }
  });

  it('seeds every kind of line but the trip modification (staff make those)', async () => {
    const { rows } = await sql<{
      kind: string;
    }>`SELECT DISTINCT kind FROM ledger_lines ORDER BY kind`.execute(t.db);
    // A trip modification recomputes a trip's price: the Billing tab's modal makes those.
    expect(rows.map((r) => r.kind)).toEqual(LEDGER_KINDS.filter((k) => k !== 'tripModification').sort());
  });

  it("is reproduced by migration 104's backfill: the seed writes the lines the backfill makes", async () => {
    const seeded = await automaticLines(t.db);
    expect(seeded.length).toBeGreaterThan(MEMBERS);
    const statements = backfillStatements();
    expect(statements).toHaveLength(2);
    const rolledBack = new Error('roll back');
    await expect(
      t.db.transaction().execute(async (trx) => {
        await sql`DELETE FROM ledger_lines WHERE kind IN ('trip', 'payment')`.execute(trx);
        for (const statement of statements) await sql.raw(statement).execute(trx);
        expect(await automaticLines(trx)).toEqual(seeded);
        expect(await mismatchedBalances(trx)).toEqual([]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await automaticLines(t.db)).toEqual(seeded);
  });

  describe('postLedgerLines', () => {
    const actor = { staffId: null, name: 'Ledger Test' };
    const member = async (number: string) =>
      (
        await t.db
          .insertInto('customers')
          .values({
            customer_number: number,
            first_name: 'Ledger',
            last_name: 'Member',
            email: `${number}@example.com`,
            outstanding_balance: '10.00',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const state = async (id: string) => {
      const row = await t.db
        .selectFrom('customers')
        .select(['outstanding_balance', 'version'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const lines = await t.db
        .selectFrom('ledger_lines')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('customer_id', '=', id)
        .executeTakeFirstOrThrow();
      return { balance: toCents(row.outstanding_balance), version: row.version, lines: Number(lines.n) };
    };

    it("moves the balance by the lines' sum without bumping the member's version", async () => {
      const id = await member('LEDGER-1');
      const before = await state(id);
      const fee = feeCharge(toCents('15.00'));
      await t.db.transaction().execute((trx) =>
        postLedgerLines(trx, id, actor, [
          { kind: 'accountFee', feeCode: 'administration', ...fee },
          { kind: 'accountFee', feeCode: 'cardReplacement', ...feeCharge(toCents('10.00')) },
        ]),
      );
      expect(await state(id)).toEqual({
        balance: before.balance + 1575 + 1050,
        version: before.version,
        lines: before.lines + 2,
      });
    });

    it('rolls back with the transaction: no line, the balance as it was', async () => {
      const id = await member('LEDGER-2');
      const before = await state(id);
      const failed = new Error('the caller fails after posting');
      await expect(
        t.db.transaction().execute(async (trx) => {
          await postLedgerLines(trx, id, actor, [
            { kind: 'accountFee', feeCode: 'collection', amount: 3500 },
          ]);
          throw failed;
        }),
      ).rejects.toBe(failed);
      expect(await state(id)).toEqual(before);
    });
  });
});
