import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';

/** Issue 18 point 5, process payment of the outstanding balance. Placeholder until it lands. */
export const ProcessPaymentButton = (_: { customer: CustomerDetail; balance: number }) => null;
