import type { ProductFee } from '../../domain/billing/productFees.ts';
import { isRecord, type VerbTransform } from './transform.ts';

/**
 * A catalogue whose fees lack their amount (spec 3 Billing fee: a missing netAmount is an
 * error): the screen says which, rather than offering them at 0.
 */
export class FeeWithoutAmountError extends Error {
  override name = 'FeeWithoutAmountError';
  readonly messageKey = 'billing.modals.feeWithoutAmount';
  constructor(readonly fees: string[]) {
    super(`Fees without a net amount: ${fees.join(', ')}`);
  }
}

const hasAmount = (fee: Record<string, unknown>) =>
  typeof fee.netAmount === 'number' && Number.isFinite(fee.netAmount);

const byTypeThenName = (a: ProductFee, b: ProductFee) =>
  a.type.localeCompare(b.type) || a.name.localeCompare(b.name) || a.code.localeCompare(b.code);

/** Spec 7 Billing fee fetch: sorted by type then name; a fee without netAmount is an error. */
export const feeFetch: VerbTransform = {
  receive: (body) => {
    const fees = Array.isArray(body) ? body.filter(isRecord) : [];
    const missing = fees.filter((fee) => !hasAmount(fee));
    if (missing.length) throw new FeeWithoutAmountError(missing.map((fee) => String(fee.code ?? fee.name)));
    return (fees as unknown as ProductFee[]).sort(byTypeThenName);
  },
};
