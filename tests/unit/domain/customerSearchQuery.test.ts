import { describe, expect, it } from 'vitest';
import { CUSTOMER_FILTERS, customerSearchQuery } from '../../../src/domain/customers/customerSearchQuery.ts';
import { postalCodeKey } from '../../../src/domain/formats.ts';

/** The field keys a query string is refused with, or {} when it is accepted. */
const refused = (query: string) => {
  const result = customerSearchQuery.safeParse(Object.fromEntries(new URLSearchParams(query)));
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('spec 5 "Customer search: phone number and postal code must be valid"', () => {
  it('phone: a 10-digit North American number, however punctuated', () => {
    for (const ok of ['(604) 555-0101', '604.555.0101', '1 604 555 0101', '6045550101', ' '])
      expect(refused(`phone=${encodeURIComponent(ok)}`), ok).toEqual({});
    for (const bad of ['555-0101', '0045550101', '604555010', '60455501011', 'six'])
      expect(refused(`phone=${encodeURIComponent(bad)}`), bad).toEqual({ phone: 'validation.phone' });
  });

  it('postal code: a Canadian postal code or a US ZIP, spaced or not, any case', () => {
    for (const ok of ['V6B 1A1', 'v6b1a1', 'H2X 1Y4', '98101', '98101-1234', ''])
      expect(refused(`postalCode=${encodeURIComponent(ok)}`), ok).toEqual({});
    for (const bad of ['V6B 1A', 'D6B 1A1', 'W6B 1A1', '9810', '98101-12', 'V6B-1A1'])
      expect(refused(`postalCode=${encodeURIComponent(bad)}`), bad).toEqual({
        postalCode: 'validation.postalCode',
      });
  });

  it('a postal code is matched on one key: upper case, no spaces, a ZIP+4 by its ZIP', () => {
    expect(postalCodeKey('v6b 1a1')).toBe('V6B1A1');
    expect(postalCodeKey('V6B1A1')).toBe('V6B1A1');
    expect(postalCodeKey('98101-1234')).toBe('98101');
    expect(postalCodeKey('98101')).toBe('98101');
  });
});

describe('customer search: the RFID, account status and suspension status filters', () => {
  it('RFID: 8 to 20 digits, the rule the Assign modal uses too', () => {
    for (const ok of ['0012345678', '12345678', '1'.repeat(20), ''])
      expect(refused(`rfid=${ok}`), ok).toEqual({});
    for (const bad of ['12 34', '12-34', 'AB123456', '1234567', '1'.repeat(21)])
      expect(refused(`rfid=${encodeURIComponent(bad)}`), bad).toEqual({ rfid: 'validation.rfidNumber' });
  });

  it('spec 4 statuses: ACTIVE or CLOSED; UNSUSPENDED, SUSPENDED-FLAG or SUSPENDED-OSB; blank for any', () => {
    for (const ok of ['ACTIVE', 'CLOSED', '']) expect(refused(`accountStatus=${ok}`), ok).toEqual({});
    for (const ok of ['UNSUSPENDED', 'SUSPENDED-FLAG', 'SUSPENDED-OSB', ''])
      expect(refused(`accountSuspendStatus=${ok}`), ok).toEqual({});
    expect(refused('accountStatus=active')).toEqual({ accountStatus: 'validation.invalid' });
    expect(refused('accountSuspendStatus=SUSPENDED')).toEqual({ accountSuspendStatus: 'validation.invalid' });
  });
});

describe('CUSTOMER_FILTERS (spec 5 Customer search: what narrows free text)', () => {
  it('holds every filter of the form and nothing that only pages, sorts or reads an export', () => {
    expect([...CUSTOMER_FILTERS].sort()).toEqual(
      [
        'accountStatus',
        'customerNumber',
        'email',
        'firstName',
        'lastName',
        'phone',
        'postalCode',
        'rfid',
        'accountSuspendStatus',
      ].sort(),
    );
  });
});
