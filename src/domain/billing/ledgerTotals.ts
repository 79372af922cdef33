import { type Cents, sumCents } from '../money.ts';
import type { LedgerKind } from './ledger.ts';

/**
 * Spec 3, Billing statement, and spec 7 /customers-billing/balances: the one rule by which a
 * member's ledger lines add up to what they owe. A line's total is net plus tax in the
 * ledger's signs; a payment line counts as a payment whatever its sign, any other line as a
 * charge when its total is positive and as a credit when negative. The balance is every line
 * summed, so balance = charges + credits + payments. The Billing tab's summary and the
 * monthly statement both fold their lines (or SQL's sums of like lines) through it.
 */
export interface LedgerTotals {
  balance: Cents;
  charges: Cents;
  credits: Cents;
  payments: Cents;
}

/** Lines, or sums of lines of one kind and one sign, as the rule reads them. */
export interface LedgerAmount {
  kind: LedgerKind;
  total: Cents;
}

export const ledgerPart = ({ kind, total }: LedgerAmount): keyof Omit<LedgerTotals, 'balance'> =>
  kind === 'payment' ? 'payments' : total > 0 ? 'charges' : 'credits';

export function ledgerTotals(amounts: Iterable<LedgerAmount>): LedgerTotals {
  const parts: Record<keyof Omit<LedgerTotals, 'balance'>, Cents[]> = {
    charges: [],
    credits: [],
    payments: [],
  };
  for (const amount of amounts) parts[ledgerPart(amount)].push(amount.total);
  const charges = sumCents(parts.charges);
  const credits = sumCents(parts.credits);
  const payments = sumCents(parts.payments);
  return { balance: sumCents([charges, credits, payments]), charges, credits, payments };
}

/**
 * Spec 3, Billing statement: a month's account. The closing balance is the opening balance
 * (every line before the month, by the rule above) moved by the month's lines; it is what the
 * Billing tab's summary shows when no line was posted after the month. What is owed is the
 * closing balance when positive; a negative one is a credit the member holds, and nothing is due.
 */
export interface MonthAccount {
  opening: Cents;
  month: LedgerTotals;
  closing: Cents;
  amountDue: Cents;
}

export function monthAccount(before: Iterable<LedgerAmount>, month: Iterable<LedgerAmount>): MonthAccount {
  const opening = ledgerTotals(before).balance;
  const totals = ledgerTotals(month);
  const closing = sumCents([opening, totals.balance]);
  return { opening, month: totals, closing, amountDue: Math.max(closing, 0) };
}
