import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { LedgerKind } from '../../../src/domain/billing/ledger.ts';
import type { LedgerAmount } from '../../../src/domain/billing/ledgerTotals.ts';
import { toCents } from '../../../src/domain/money.ts';
import type { Database } from '../../db/schema.ts';

/**
 * A member's lines summed by SQL into like lines, one sum per kind and sign: what
 * ledgerTotals (src/domain/billing/ledgerTotals.ts) folds into charges, credits and payments
 * without the lines leaving the database. `before`, when given, keeps the lines posted before it.
 */
export async function ledgerSums(
  db: Kysely<Database>,
  customerId: string,
  before?: RawBuilder<Date>,
): Promise<LedgerAmount[]> {
  const total = sql<string>`amount + tax`;
  const rows = await db
    .selectFrom('ledger_lines')
    .select(['kind', sql<string>`sum(${total})`.as('total')])
    .where('customer_id', '=', customerId)
    .$if(before !== undefined, (query) => query.where('posted_at', '<', before as RawBuilder<Date>))
    .groupBy(['kind', sql`sign(${total})`])
    .execute();
  return rows.map((row) => ({ kind: row.kind as LedgerKind, total: toCents(row.total) }));
}
