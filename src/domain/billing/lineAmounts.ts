import { type Cents, scaleCents, sumCents } from '../money.ts';
import { GST_RATE, taxOf } from '../pricing/gst.ts';

/** A ledger line's net and tax in cents (spec 9, tax rate: GST once per line, to the cent, half up). */
export interface LineAmounts {
  amount: Cents;
  tax: Cents;
}

/** A fee (spec 3 Billing fee: netAmount is before tax) charged with its GST. */
export const feeCharge = (net: Cents): LineAmounts => ({ amount: net, tax: taxOf(net) });

/**
 * A staff adjustment of `net` cents, a debit (charge) or a credit, with its GST: the credit's tax
 * mirrors the charge's so a debit and an equal credit cancel to the cent.
 */
export const adjustment = (net: Cents, direction: 'debit' | 'credit'): LineAmounts => {
  const signed = direction === 'credit' ? -net : net;
  return { amount: signed, tax: taxOf(signed) };
};

/** A credit of `net` and `tax` cents given as positives (never -0, which prints and compares apart). */
const credit = (net: Cents, tax: Cents): LineAmounts => ({ amount: -net || 0, tax: -tax || 0 });

/**
 * The reversal of `part` cents of a fee's total (tax included), as a credit, after its `earlier`
 * reversal lines (credits). The tax is the share of GST the part holds, kept within what is left
 * of the fee's net and of its tax: however many partial reversals, they never give back more net
 * or more tax than the fee charged, and the one that empties the fee gives back exactly what was
 * left (reversing the whole total at once gives back the fee's net and tax). A part of nothing or
 * more than is left throws: the route refuses it before.
 */
export const feeReversal = (
  fee: LineAmounts,
  part: Cents,
  earlier: readonly LineAmounts[] = [],
): LineAmounts => {
  const leftNet = fee.amount + sumCents(earlier.map((line) => line.amount));
  const leftTax = fee.tax + sumCents(earlier.map((line) => line.tax));
  const left = leftNet + leftTax;
  if (!Number.isSafeInteger(part) || part <= 0 || part > left)
    throw new RangeError(`Cannot reverse ${part} cents of a fee with ${left} left`);
  if (part === left) return credit(leftNet, leftTax);
  const share = scaleCents(part, { numerator: fee.amount, denominator: sumCents([fee.amount, fee.tax]) });
  const net = Math.min(leftNet, Math.max(part - leftTax, share));
  return credit(net, part - net);
};

/**
 * Spec 2 Modals, Fuel reimbursement: the member paid a receipt's total, GST included; the credit
 * gives it back whole, split into net and the GST it held (total / 1.05, to the cent).
 */
export const fuelReimbursement = (receiptTotal: Cents): LineAmounts => {
  const net = scaleCents(receiptTotal, {
    numerator: GST_RATE.denominator,
    denominator: GST_RATE.denominator + GST_RATE.numerator,
  });
  return credit(net, receiptTotal - net);
};
