import type { Cents } from '../money.ts';

/** A charge of the ledger and what is left of it to pay, in cents. */
export interface OpenCharge {
  id: string;
  open: Cents;
}

/**
 * Spec 3 Payment lines: which charges a payment of `amount` settles, and how much of each. The
 * oldest charge is paid first, whole, then the next; the last one reached may be paid in part
 * and stays owed for the rest, for the next payment to settle.
 */
export const settle = (charges: readonly OpenCharge[], amount: Cents): { id: string; amount: Cents }[] => {
  const settled: { id: string; amount: Cents }[] = [];
  let left = amount;
  for (const charge of charges) {
    if (left <= 0) break;
    const part = Math.min(charge.open, left);
    settled.push({ id: charge.id, amount: part });
    left -= part;
  }
  return settled;
};
