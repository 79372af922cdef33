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
