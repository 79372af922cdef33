import { type Cents, type Ratio, scaleCents } from '../money.ts';

/** Spec point 9: the only tax charged is GST, at 0.05. */
export const GST_RATE: Ratio = { numerator: 5, denominator: 100 };

/**
 * The GST on one line (spec 9, tax rate): computed once per line, on its net amount, and rounded
 * to the cent half away from zero (0.005 -> 0.01; a credit's tax mirrors its charge's).
 */
export const taxOf = (net: Cents): Cents => scaleCents(net, GST_RATE);
