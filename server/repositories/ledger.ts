import { sql, type Kysely, type Transaction } from 'kysely';
import type { LedgerKind } from '../../src/domain/billing/ledger.ts';
import { type Cents, sumCents, toDecimal } from '../../src/domain/money.ts';
import type { Database } from '../db/schema.ts';
import type { Actor } from './audit.ts';

/** A line to post, in cents; what made it is named by the reference columns (migration 104). */
export interface LedgerPosting {
  kind: LedgerKind;
  amount: Cents;
  tax?: Cents;
  postedAt?: Date;
  tripId?: string | number | null;
  paymentId?: string | number | null;
  feeCode?: string | null;
  reversesId?: string | number | null;
  reason?: string | null;
  note?: string | null;
  details?: Record<string, unknown> | null;
  freeMinuteGrantId?: string | number | null;
}

/**
 * Posts lines to one member's ledger and moves `customers.outstanding_balance` by their sum,
 * in the caller's transaction (docs/architecture.md, Writes): the ledger and the balance stand or fall
 * together. The balance moves without `version`: a fee must not make a colleague's open
 * profile save stale. `actor` null is the system (a trip's charge, an automatic payment).
 * Returns the new lines' ids in order.
 */
export async function postLedgerLines(
  trx: Transaction<Database>,
  customerId: string | number,
  actor: Actor | null,
  lines: LedgerPosting[],
): Promise<string[]> {
  if (lines.length === 0) return [];
  const rows = await trx
    .insertInto('ledger_lines')
    .values(
      lines.map((line) => ({
        customer_id: customerId,
        kind: line.kind,
        amount: toDecimal(line.amount),
        tax: toDecimal(line.tax ?? 0),
        ...(line.postedAt ? { posted_at: line.postedAt } : {}),
        trip_id: line.tripId ?? null,
        payment_id: line.paymentId ?? null,
        fee_code: line.feeCode ?? null,
        reverses_id: line.reversesId ?? null,
        reason: line.reason ?? null,
        note: line.note ?? null,
        details: line.details ? JSON.stringify(line.details) : null,
        free_minute_grant_id: line.freeMinuteGrantId ?? null,
        staff_id: actor?.staffId ?? null,
        staff_name: actor?.name ?? null,
      })),
    )
    .returning('id')
    .execute();
  const delta = sumCents(lines.map((line) => line.amount + (line.tax ?? 0)));
  await trx
    .updateTable('customers')
    .set({ outstanding_balance: sql`outstanding_balance + ${toDecimal(delta)}::numeric` })
    .where('id', '=', String(customerId))
    .execute();
  return rows.map((row) => String(row.id));
}

/** The member's balance as the ledger sums it, in SQL (for checks against the kept balance). */
export const ledgerBalance = async (
  db: Kysely<Database> | Transaction<Database>,
  customerId: string | number,
) => {
  const row = await db
    .selectFrom('ledger_lines')
    .select(sql<string>`coalesce(sum(amount + tax), 0)`.as('balance'))
    .where('customer_id', '=', String(customerId))
    .executeTakeFirstOrThrow();
  return row.balance;
};
