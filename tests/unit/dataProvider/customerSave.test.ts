import { describe, expect, it } from 'vitest';
import { PARTIAL_SAVE } from '../../../src/dataProvider/transforms/customerUpdate.ts';
import { bodyOf, fakeNetwork, json } from './fakeNetwork.ts';

const detail = {
  id: 7,
  version: 3,
  customerNumber: '10000001',
  firstName: ' Ada ',
  middleName: '',
  emailConsentFlag: true,
  smsConsentFlag: false,
  accountInformation: { accountStatus: 'ACTIVE', accountSuspendStatus: 'UNSUSPENDED' },
  caaMemberShipInformation: {
    memberClubCode: 'BCAA',
    memberNumber: '6202721234567890',
    memberSince: null,
    memberPostalCode: null,
  },
  paymentInformation: {
    cardType: 'Visa',
    holder: 'ADA',
    expiry: '01/30',
    maskedNumber: '**** **** **** 4242',
    isActive: true,
  },
  rfid: { rfidNumber: '0012345678', rfidStatus: 'ACTIVE' },
};

describe('spec 7 "Customer detail update" through the customers and section rows', () => {
  it('PATCH /customer/{id} sends the spec 3 payload: renamed, statuses lifted, read-only parts left out', async () => {
    const net = fakeNetwork(() => json({ id: 7 }));
    await net.engine.call('customers', 'UPDATE', detail);
    expect(net.last()).toMatchObject({ url: '/api/customer/7', method: 'PATCH' });
    expect(bodyOf(net.last())).toEqual({
      firstName: 'Ada',
      middleName: null,
      isEmailConsent: true,
      isSMSConsent: false,
      accountStatus: 'ACTIVE',
      accountSuspendStatus: 'UNSUSPENDED',
      caaMembership: detail.caaMemberShipInformation,
      paymentInformation: { cardType: 'Visa', holder: 'ADA', expiry: '01/30' },
    });
  });

  it('a section goes to its own /customer-process path with its own fields only', async () => {
    const net = fakeNetwork(() => json({ id: 7 }));
    await net.engine.call('membership', 'UPDATE', detail);
    expect(net.last().url).toBe('/api/customer-process/membership/7');
    expect(bodyOf(net.last())).toEqual({ caaMembership: detail.caaMemberShipInformation });
    await net.engine.call('personalInformation', 'UPDATE', detail);
    expect(net.last().url).toBe('/api/customer-process/personalInformation/7');
    expect(bodyOf(net.last())).toEqual({
      firstName: 'Ada',
      middleName: null,
      isEmailConsent: true,
      isSMSConsent: false,
    });
  });

  it('spec 8 "Partial account save": an apiUpdateError fails the call with its message, no success notice', async () => {
    const net = fakeNetwork(() =>
      json({ id: 7, apiUpdateError: [{ section: 'membership', messageKey: 'error.stale' }] }),
    );
    await expect(net.engine.call('customers', 'UPDATE', detail)).rejects.toMatchObject({
      message: PARTIAL_SAVE,
    });
    expect(net.notices).toEqual([]);
    const entry = fakeNetwork(() => json({ id: 7, errors: [{ message: 'school' }] }));
    await expect(entry.engine.call('school', 'UPDATE', detail)).rejects.toMatchObject({
      message: PARTIAL_SAVE,
    });
  });
});
