import { sql, type Selectable, type Transaction } from 'kysely';
import type { LineAmounts } from '../../../src/domain/billing/lineAmounts.ts';
import { FEE_KINDS, type LedgerKind, type LedgerLineRow } from '../../../src/domain/billing/ledger.ts';
import { type Cents, sumCents, toCents, toDecimal } from '../../../src/domain/money.ts';
import type { Database, LedgerLinesTable } from '../../db/schema.ts';

/** Cents as the wire's decimal number, through the exact decimal text. */
export const wireAmount = (cents: Cents) => Number(toDecimal(cents));

const idOrNull = (value: string | number | null) => (value === null ? null : Number(value));
/** A numeric column as the wire's decimal number. */
const wireDecimal = (value: string) => wireAmount(toCents(value));
const isFee = (kind: string) => (FEE_KINDS as readonly string[]).includes(kind);

/**
 * What is left to reverse of each fee line, net and tax in cents: the fee less the reversals
 * already posted against it (a reversal is negative).
 */
export async function feesLeft(
  trx: Transaction<Database>,
  fees: readonly { id: string | number; amount: string; tax: string }[],
): Promise<Map<string, LineAmounts>> {
  if (fees.length === 0) return new Map();
  const reversed = await trx
    .selectFrom('ledger_lines')
    .select(['reverses_id', sql<string>`sum(amount)`.as('amount'), sql<string>`sum(tax)`.as('tax')])
    .where(
      'reverses_id',
      'in',
      fees.map((fee) => String(fee.id)),
    )
    .groupBy('reverses_id')
    .execute();
  const reversedOf = new Map(reversed.map((row) => [String(row.reverses_id), row]));
  return new Map(
    fees.map((fee) => {
      const done = reversedOf.get(String(fee.id));
      return [
        String(fee.id),
        {
          amount: sumCents([toCents(fee.amount), toCents(done?.amount ?? 0)]),
          tax: sumCents([toCents(fee.tax), toCents(done?.tax ?? 0)]),
        },
      ];
    }),
  );
}

/** A ledger line as the wire carries it, with what is left of it to reverse (numeric text, null but for a fee). */
export const toLedgerLine = (
  row: Selectable<LedgerLinesTable> & { reversible: string | null },
): LedgerLineRow => ({
  id: Number(row.id),
  customerId: Number(row.customer_id),
  postedAt: new Date(row.posted_at).toISOString(),
  kind: row.kind as LedgerKind,
  amount: wireDecimal(row.amount),
  tax: wireDecimal(row.tax),
  total: wireAmount(sumCents([toCents(row.amount), toCents(row.tax)])),
  tripId: idOrNull(row.trip_id),
  paymentId: idOrNull(row.payment_id),
  feeCode: row.fee_code,
  reversesId: idOrNull(row.reverses_id),
  reason: row.reason,
  note: row.note,
  details: row.details,
  staffName: row.staff_name,
  reversible: row.reversible === null ? null : wireDecimal(row.reversible),
});

/** Ledger lines as the wire carries them (src/domain/billing/ledger.ts), in the order given. */
export async function toLedgerLineRows(
  trx: Transaction<Database>,
  rows: Selectable<LedgerLinesTable>[],
): Promise<LedgerLineRow[]> {
  const left = await feesLeft(
    trx,
    rows.filter((row) => isFee(row.kind)),
  );
  return rows.map((row) => {
    const feeLeft = left.get(String(row.id));
    return toLedgerLine({ ...row, reversible: feeLeft ? toDecimal(feeLeft.amount + feeLeft.tax) : null });
  });
}
