import { describe, expect, it } from 'vitest';
import {
  customerUpdate,
  isPartialSave,
  membershipUpdate,
  personalInformationUpdate,
  detailPathOf,
  renameForUpdate,
  sectionsOf,
  updatePayload,
} from '../../../src/domain/customers/customerUpdate.ts';

const membership = {
  memberClubCode: 'BCAA',
  memberNumber: '6202721234567890',
  memberSince: '2020-01-02',
  memberPostalCode: 'V6B 1A1',
};

describe('spec 3 "Customer detail": the update payload renames', () => {
  it('the membership object to caaMembership and the consent flags to isEmailConsent and isSMSConsent', () => {
    expect(
      renameForUpdate({
        caaMemberShipInformation: membership,
        emailConsentFlag: true,
        smsConsentFlag: false,
      }),
    ).toEqual({ caaMembership: membership, isEmailConsent: true, isSMSConsent: false });
  });

  it('lifts the account status and the suspension status out of accountInformation', () => {
    const sent = renameForUpdate({
      firstName: 'Ada',
      accountInformation: { accountStatus: 'CLOSED', accountSuspendStatus: 'SUSPENDED-FLAG' },
    });
    expect(sent).toEqual({
      firstName: 'Ada',
      accountStatus: 'CLOSED',
      accountSuspendStatus: 'SUSPENDED-FLAG',
    });
    expect(sent).not.toHaveProperty('accountInformation');
  });

  it("a field the server names in the payload's words is shown on the detail's field", () => {
    expect(detailPathOf('caaMembership.memberNumber')).toBe('caaMemberShipInformation.memberNumber');
    expect(detailPathOf('isSMSConsent')).toBe('smsConsentFlag');
    expect(detailPathOf('homeAddress.postalCode')).toBe('homeAddress.postalCode');
  });

  it('leaves out what was not given rather than sending it empty', () => {
    expect(renameForUpdate({ lastName: 'Lovelace' })).toEqual({ lastName: 'Lovelace' });
  });
});

describe('spec 7 "Customer detail update": each section sends only its own editable fields', () => {
  const values = {
    id: 7,
    customerNumber: '10000001',
    outstandingBalanceAmount: 12,
    emailAddress: 'ada@example.com',
    emailConsentFlag: true,
    caaMemberShipInformation: membership,
    driverLicence: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      number: 'L1234',
      expiryDate: '2030-01-01',
      country: 'CA',
      province: 'BC',
      recordStatus: 'APPROVED',
      recordApprovalDate: null,
      isActive: true,
    },
  };

  it('personal information: contact and consents, renamed; read-only fields dropped', () => {
    expect(updatePayload(values, 'personalInformation')).toEqual({
      emailAddress: 'ada@example.com',
      isEmailConsent: true,
    });
  });

  it('membership goes as caaMembership; the licence without its record status and approval', () => {
    expect(updatePayload(values, 'membership')).toEqual({ caaMembership: membership });
    expect(updatePayload(values, 'driverLicence')).toEqual({
      driverLicence: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        number: 'L1234',
        expiryDate: '2030-01-01',
        country: 'CA',
        province: 'BC',
      },
    });
  });

  it('the full update carries every section given, and names them in saving order', () => {
    const all = updatePayload(values);
    expect(Object.keys(all).sort()).toEqual([
      'caaMembership',
      'driverLicence',
      'emailAddress',
      'isEmailConsent',
    ]);
    expect(sectionsOf(all)).toEqual(['personalInformation', 'membership', 'driverLicence']);
  });

  it('the routes refuse the detail names: the payload must be renamed', () => {
    expect(personalInformationUpdate.safeParse({ emailConsentFlag: true }).success).toBe(false);
    expect(membershipUpdate.safeParse({ caaMemberShipInformation: membership }).success).toBe(false);
    expect(customerUpdate.safeParse({ accountInformation: { accountStatus: 'ACTIVE' } }).success).toBe(false);
    expect(customerUpdate.safeParse({ accountStatus: 'ACTIVE', isSMSConsent: true }).success).toBe(true);
  });
});

describe('spec 7/8 "Partial account save": an apiUpdateError or an error entry', () => {
  it('marks the answer as partly saved', () => {
    expect(
      isPartialSave({ id: 1, apiUpdateError: [{ section: 'membership', messageKey: 'error.stale' }] }),
    ).toBe(true);
    expect(isPartialSave({ id: 1, apiUpdateError: 'failed' })).toBe(true);
    expect(isPartialSave({ id: 1, errors: [{ message: 'x' }] })).toBe(true);
    expect(isPartialSave({ id: 1, apiUpdateError: [] })).toBe(false);
    expect(isPartialSave({ id: 1, firstName: 'Ada' })).toBe(false);
    expect(isPartialSave(null)).toBe(false);
  });
});
