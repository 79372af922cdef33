import { z } from 'zod';
import { ACCOUNT_STATUSES, SUSPEND_STATUSES } from './customerStatus.ts';

/** One row of /customer-process/searchCustomer. */
export const customerSearchRow = z.object({
  id: z.number().int(),
  customerNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
  emailAddress: z.string(),
  phoneNumber: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  accountSuspendStatus: z.enum(SUSPEND_STATUSES),
  outstandingBalanceAmount: z.number(),
  customerCreateDate: z.iso.datetime(),
});
export type CustomerSearchRow = z.infer<typeof customerSearchRow>;
