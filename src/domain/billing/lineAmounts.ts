import { type Cents, scaleCents, sumCents } from '../money.ts';
import { GST_RATE, taxOf } from '../pricing/gst.ts';

/** A ledger line's net and tax in cents (issue 18 point 1: GST once per line, to the cent, half up). */
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

/**
 * The reversal of `part` cents of a fee's total (tax included), as a credit: the tax is the share
 * of GST the part holds, so reversing the whole total gives back exactly the fee's net and tax.
 */
export const feeReversal = (fee: LineAmounts, part: Cents): LineAmounts => {
  const total = sumCents([fee.amount, fee.tax]);
  if (part === total) return { amount: -fee.amount, tax: -fee.tax };
  const net = scaleCents(part, { numerator: fee.amount, denominator: total });
  return { amount: -net, tax: -(part - net) };
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
  return { amount: -net, tax: -(receiptTotal - net) };
};
