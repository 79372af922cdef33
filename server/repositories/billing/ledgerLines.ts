import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import { FEE_KINDS } from '../../../src/domain/billing/ledger.ts';
import type {
  LedgerLinesQuery,
  LedgerLinesResult,
  LedgerListRow,
  TransactionDetail,
} from '../../../src/domain/billing/ledgerLines.ts';
import type { Database, LedgerLinesTable } from '../../db/schema.ts';
import { pagedSearch } from '../pagedSearch.ts';
import { toLedgerLine } from './ledgerRows.ts';

type LineRow = Selectable<LedgerLinesTable> & { reversible: string | null };

/**
 * A fee line's total less its reversals' (which are negative), null for other kinds: what is
 * left of the fee to reverse. Read through ledger_lines_reverses (migration 104).
 */
const reversible = (eb: ExpressionBuilder<Database, 'ledger_lines'>) =>
  sql<string | null>`CASE WHEN ${eb.ref('ledger_lines.kind')} IN (${sql.join([...FEE_KINDS])})
    THEN ${eb.ref('ledger_lines.amount')} + ${eb.ref('ledger_lines.tax')} + coalesce((
      SELECT sum(r.amount + r.tax) FROM ledger_lines r WHERE r.reverses_id = ${eb.ref('ledger_lines.id')}
    ), 0) END`.as('reversible');

const toListRow = (row: LineRow & { running_balance: string }): LedgerListRow => ({
  ...toLedgerLine(row),
  runningBalance: Number(row.running_balance),
});

/** Lines with what is left of each fee, for the lines a detail or a bill names. */
export const linesWithReversible = (db: Kysely<Database>) =>
  db.selectFrom('ledger_lines').selectAll('ledger_lines').select(reversible);

/**
 * One member's lines, each with the balance after it: a window over the member's lines newest
 * first, summing each line and every older one, so the order of ledger_lines_customer
 * (customer_id, posted_at DESC, id DESC) feeds both the window and the newest-first page.
 */
const withRunningBalance = (db: Kysely<Database>, customerId: string) =>
  db
    .selectFrom(
      linesWithReversible(db)
        .select(
          sql<string>`sum(amount + tax) OVER (ORDER BY posted_at DESC, id DESC
            ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING)`.as('running_balance'),
        )
        .where('ledger_lines.customer_id', '=', customerId)
        .as('lines'),
    )
    .selectAll('lines');

/** The member's lines in the order asked (newest first by default), and their matches for the count. */
export const orderedLedgerLines = (db: Kysely<Database>, { customerId, order }: LedgerLinesQuery) => {
  const matches = db.selectFrom('ledger_lines').where('ledger_lines.customer_id', '=', customerId);
  const direction = order === 'ASC' ? 'asc' : 'desc';
  const ordered = withRunningBalance(db, customerId)
    .orderBy('lines.posted_at', direction)
    .orderBy('lines.id', direction);
  return { matches, ordered };
};

/** Spec 7 /customers-billing/transactiondetails: one page of a member's lines, the count capped. */
export async function memberLedgerLines(
  db: Kysely<Database>,
  query: LedgerLinesQuery,
): Promise<LedgerLinesResult> {
  const { matches, ordered } = orderedLedgerLines(db, query);
  return pagedSearch(db, matches, ordered, query, (rows) => rows.map(toListRow));
}

/** The member's lines up to `limit` for an export, and whether more match. */
export async function exportLedgerLines(db: Kysely<Database>, query: LedgerLinesQuery, limit: number) {
  const rows = await orderedLedgerLines(db, query)
    .ordered.limit(limit + 1)
    .execute();
  return { rows: rows.slice(0, limit).map(toListRow), capped: rows.length > limit };
}

/** Spec 7 /customers-billing/transactiondetails/{id}: a line, the fee it reverses and its reversals; undefined when none. */
export async function transactionDetail(
  db: Kysely<Database>,
  id: string,
): Promise<TransactionDetail | undefined> {
  const owner = await db
    .selectFrom('ledger_lines')
    .select(['customer_id', 'reverses_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!owner) return undefined;
  const [line, reverses, reversals] = await Promise.all([
    withRunningBalance(db, String(owner.customer_id)).where('lines.id', '=', id).executeTakeFirstOrThrow(),
    owner.reverses_id === null
      ? undefined
      : linesWithReversible(db).where('ledger_lines.id', '=', String(owner.reverses_id)).executeTakeFirst(),
    linesWithReversible(db).where('ledger_lines.reverses_id', '=', id).orderBy('ledger_lines.id').execute(),
  ]);
  return {
    ...toListRow(line),
    reverses: reverses ? toLedgerLine(reverses) : null,
    reversals: reversals.map(toLedgerLine),
  };
}
