import type { CustomerDetail } from '../../../domain/customers/customerDetail.ts';
import type { CustomerSearchRow } from '../../../domain/customers/customerSearch.ts';

/** Who the profile is of, as its header shows it: facts the search row holds too. */
export type ProfileSummary = Pick<
  CustomerSearchRow,
  | 'firstName'
  | 'lastName'
  | 'customerNumber'
  | 'emailAddress'
  | 'phoneNumber'
  | 'accountStatus'
  | 'accountSuspendStatus'
>;

/** The profile's record: the full one, or the search row react-admin's list left in the cache. */
export type ProfileRecord = CustomerDetail | CustomerSearchRow;

/**
 * react-admin puts every list row in the getOne cache, so a profile opened from the search
 * first gets the row (shown at once, while the full record loads).
 */
export const isCustomerDetail = (record: ProfileRecord): record is CustomerDetail =>
  'accountInformation' in record;

export const profileSummary = (record: ProfileRecord): ProfileSummary => ({
  firstName: record.firstName,
  lastName: record.lastName,
  customerNumber: record.customerNumber,
  emailAddress: record.emailAddress,
  phoneNumber: record.phoneNumber,
  ...(isCustomerDetail(record)
    ? record.accountInformation
    : { accountStatus: record.accountStatus, accountSuspendStatus: record.accountSuspendStatus }),
});
