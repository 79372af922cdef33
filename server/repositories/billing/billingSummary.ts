import type { Kysely } from 'kysely';
import type { BillingSummary } from '../../../src/domain/billing/billingSummary.ts';
import { ledgerTotals } from '../../../src/domain/billing/ledgerTotals.ts';
import { toDecimal } from '../../../src/domain/money.ts';
import type { Database } from '../../db/schema.ts';
import { memberZoneOf } from '../customers/alerts.ts';
import { latestPayments } from '../payments.ts';
import { ledgerSums } from './ledgerSums.ts';

/**
 * Spec 7 /customers-billing/balances: the member's balance from the ledger, split into
 * charges, credits and payments by the rule the monthly statement follows too (ledgerTotals),
 * with their latest payment; undefined when no member has that id.
 */
export async function billingSummary(
  db: Kysely<Database>,
  customerId: string,
): Promise<BillingSummary | undefined> {
  const [sums, timeZone, [lastPayment]] = await Promise.all([
    ledgerSums(db, customerId),
    memberZoneOf(db, customerId),
    latestPayments(db, customerId, 1),
  ]);
  if (timeZone === undefined) return undefined;
  const totals = ledgerTotals(sums);
  return {
    customerId: Number(customerId),
    balance: Number(toDecimal(totals.balance)),
    charges: Number(toDecimal(totals.charges)),
    credits: Number(toDecimal(totals.credits)),
    payments: Number(toDecimal(totals.payments)),
    lastPayment: lastPayment ?? null,
    timeZone,
  };
}
