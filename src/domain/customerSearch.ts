import type { AccountStatus, SuspendStatus } from './customerStatus.ts';

/** One row of /customer-process/searchCustomer. */
export interface CustomerSearchRow {
  id: number;
  customerNumber: string;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  emailAddress: string;
  phoneNumber: string | null;
  city: string | null;
  province: string | null;
  accountStatus: AccountStatus;
  accountSuspendStatus: SuspendStatus;
  outstandingBalanceAmount: number;
  customerCreateDate: string;
}

/**
 * The orders staff sort members by (issue 7 point 6), each backed by an index in that order;
 * the search takes one as `sort` with `order` ASC or DESC.
 */
export const CUSTOMER_SORTS = ['lastName', 'emailAddress', 'customerNumber', 'customerCreateDate'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
