import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';

/**
 * Spec 2 Modals: the buttons that open Account fee, Trip fee, Trip modification, Trip
 * adjustment and Fuel reimbursement, above the member's ledger. Placeholder until the modals land.
 */
export const BillingActions = (_: { customer: CustomerDetail }) => null;
