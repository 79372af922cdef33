import { describe, expect, it } from 'vitest';
import type { CustomerDetail } from '../../../src/domain/customers/customerDetail.ts';
import type { CustomerSearchRow } from '../../../src/domain/customers/customerSearch.ts';
import { isCustomerDetail, profileSummary } from '../../../src/resources/customers/profile/profileSummary.ts';

const row: CustomerSearchRow = {
  id: 7,
  customerNumber: '10000007',
  firstName: 'Marie',
  lastName: 'Tremblay',
  preferredName: null,
  emailAddress: 'marie@example.com',
  phoneNumber: '6045550101',
  city: 'Vancouver',
  province: 'BC',
  accountStatus: 'CLOSED',
  accountSuspendStatus: 'SUSPENDED-OSB',
  outstandingBalanceAmount: 12.5,
  customerCreateDate: '2021-06-15T12:00:00.000Z',
};

describe('the profile shows the search row at once, the full record when it comes', () => {
  it('tells the search row react-admin caches from the full record', () => {
    const detail = {
      ...row,
      accountInformation: { accountStatus: 'ACTIVE', accountSuspendStatus: 'UNSUSPENDED' },
    } as unknown as CustomerDetail;
    expect(isCustomerDetail(row)).toBe(false);
    expect(isCustomerDetail(detail)).toBe(true);
    // The full record's statuses sit in accountInformation (spec 3), the row's at its top.
    expect(profileSummary(detail)).toMatchObject({
      accountStatus: 'ACTIVE',
      accountSuspendStatus: 'UNSUSPENDED',
    });
  });

  it('reads the header from the row: name, number, e-mail, phone and statuses', () => {
    expect(profileSummary(row)).toEqual({
      firstName: 'Marie',
      lastName: 'Tremblay',
      customerNumber: '10000007',
      emailAddress: 'marie@example.com',
      phoneNumber: '6045550101',
      accountStatus: 'CLOSED',
      accountSuspendStatus: 'SUSPENDED-OSB',
    });
  });
});
