import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import type { LedgerLineRow } from '../../../../domain/billing/ledger.ts';

/** Spec 2 Modals, Fee reversal: opened from a fee's line in the ledger. Placeholder until the modals land. */
export const FeeReversalButton = (_: { customer: CustomerDetail; line: LedgerLineRow }) => null;
