import { sql, type Kysely } from 'kysely';
import type { BillingSummary } from '../../../src/domain/billing/billingSummary.ts';
import type { Database } from '../../db/schema.ts';
import { memberZoneOf } from '../customers/alerts.ts';
import { latestPayments } from '../payments.ts';

const total = sql<string>`l.amount + l.tax`;

/**
 * Spec 7 /customers-billing/balances: the member's balance summed from the ledger in SQL, split
 * into charges, credits and payments (which add up to it), with their latest payment; undefined
 * when no member has that id.
 */
export async function billingSummary(
  db: Kysely<Database>,
  customerId: string,
): Promise<BillingSummary | undefined> {
  const [sums, timeZone, [lastPayment]] = await Promise.all([
    db
      .selectFrom('customers')
      .leftJoin('ledger_lines as l', 'l.customer_id', 'customers.id')
      .select([
        sql<string>`coalesce(sum(${total}), 0)`.as('balance'),
        sql<string>`coalesce(sum(${total}) FILTER (WHERE l.kind <> 'payment' AND ${total} > 0), 0)`.as(
          'charges',
        ),
        sql<string>`coalesce(sum(${total}) FILTER (WHERE l.kind <> 'payment' AND ${total} < 0), 0)`.as(
          'credits',
        ),
        sql<string>`coalesce(sum(${total}) FILTER (WHERE l.kind = 'payment'), 0)`.as('payments'),
      ])
      .where('customers.id', '=', customerId)
      .groupBy('customers.id')
      .executeTakeFirst(),
    memberZoneOf(db, customerId),
    latestPayments(db, customerId, 1),
  ]);
  if (!sums || timeZone === undefined) return undefined;
  return {
    customerId: Number(customerId),
    balance: Number(sums.balance),
    charges: Number(sums.charges),
    credits: Number(sums.credits),
    payments: Number(sums.payments),
    lastPayment: lastPayment ?? null,
    timeZone,
  };
}
