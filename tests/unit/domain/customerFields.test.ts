import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { calendarDate, cardExpiry, isIsoDate } from '../../../src/domain/calendarRules.ts';
import {
  billingAddress,
  caaMembership,
  homeAddress,
  memberPhone,
  personalInformationFields,
  postalCodeOf,
  province,
} from '../../../src/domain/customers/customerFields.ts';
import { schoolUpdate } from '../../../src/domain/customers/customerUpdate.ts';
import { messageOf } from '../../../src/domain/validation.ts';

/** The first message key a schema gives, or null when the value passes. */
const keyOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : messageOf(result.error.issues[0]!).message;
};
/** Each failing path's message key. */
const keysOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.map((issue) => [issue.path.join('.'), messageOf(issue).message]),
      );
};

const now = () => new Date(2026, 10, 23, 12);
const home = {
  unit: null,
  line1: '1 Main St',
  line2: null,
  city: 'Vancouver',
  province: 'BC',
  postalCode: 'V6B 1A1',
  country: 'CA',
};

describe('spec 5 "Account summary phone": numeric only, a valid 10-digit North American number', () => {
  it('takes ten digits whose area code and exchange start with 2-9', () => {
    expect(keyOf(memberPhone({ required: true }), '6045550101')).toBeNull();
  });
  it('refuses punctuation, a country code, short numbers and 0/1 area codes', () => {
    for (const value of [
      '(604) 555-0101',
      '604-555-0101',
      '16045550101',
      '604555010',
      '1045550101',
      '6041550101',
    ]) {
      expect(keyOf(memberPhone({ required: true }), value)).toBe('validation.profile.phoneDigits');
    }
    expect(keyOf(personalInformationFields.phoneNumber, '')).toBe('validation.required');
  });
});

describe('spec 5 names and e-mail (general message kinds: required, e-mail, max length)', () => {
  it('first and last names are required, at most 50 characters; the e-mail must be one', () => {
    expect(keyOf(personalInformationFields.firstName, '  ')).toBe('validation.required');
    expect(keyOf(personalInformationFields.lastName, 'x'.repeat(51))).toBe('validation.maxLength');
    expect(keyOf(personalInformationFields.middleName, null)).toBeNull();
    expect(keyOf(personalInformationFields.emailAddress, 'ada@example')).toBe('validation.email');
    expect(keyOf(personalInformationFields.emailAddress, 'ada@example.com')).toBeNull();
  });
});

describe('spec 5 postal codes: Canadian postal code or US zip, by the address country', () => {
  it('an address in Canada needs A1A 1A1, in the United States a ZIP code', () => {
    expect(keysOf(homeAddress, home)).toEqual({});
    expect(keysOf(homeAddress, { ...home, postalCode: '90210' })).toEqual({
      postalCode: 'validation.canadianPostalCode',
    });
    expect(keysOf(homeAddress, { ...home, country: 'US', province: 'WA', postalCode: '98101' })).toEqual({});
    expect(keysOf(homeAddress, { ...home, country: 'US', postalCode: 'V6B 1A1' })).toEqual({
      postalCode: 'validation.zip',
    });
    expect(keyOf(postalCodeOf(undefined), 'nope')).toBe('validation.postalCode');
    expect(keyOf(province({ required: true }), 'B.C.')).toBe('validation.profile.province');
  });

  it('"same as home" needs no billing lines; otherwise they are required as at home', () => {
    expect(keysOf(billingAddress, { isSame: true })).toEqual({});
    expect(keysOf(billingAddress, { isSame: false, line1: '2 Side St' })).toEqual({
      city: 'validation.required',
      province: 'validation.required',
      postalCode: 'validation.required',
      country: 'validation.required',
    });
    expect(keysOf(billingAddress, { ...home, isSame: false, postalCode: 'H3B' })).toEqual({
      postalCode: 'validation.postalCode',
    });
  });
});

describe('spec 9 dates: birth and membership dates have happened, licence and card expiries have not', () => {
  it('a calendar date is YYYY-MM-DD and exists', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(keyOf(calendarDate(), '23/11/2026')).toBe('validation.profile.date');
  });
  it('a past date may not be tomorrow; an expiry may be today but not yesterday', () => {
    expect(keyOf(calendarDate({ when: 'past', now }), '2026-11-24')).toBe('validation.profile.future');
    expect(keyOf(calendarDate({ when: 'past', now }), '2026-11-23')).toBeNull();
    expect(keyOf(calendarDate({ required: true, when: 'future', now }), '2026-11-22')).toBe(
      'validation.profile.expired',
    );
    expect(keyOf(calendarDate({ required: true, when: 'future', now }), '2026-11-23')).toBeNull();
    expect(keyOf(calendarDate({ required: true, when: 'future', now }), null)).toBe('validation.required');
  });
  it('a card expiry is MM/YY and valid through the end of that month', () => {
    expect(keyOf(cardExpiry(now), '11/26')).toBeNull();
    expect(keyOf(cardExpiry(now), '10/26')).toBe('validation.profile.expired');
    expect(keyOf(cardExpiry(now), '13/27')).toBe('validation.profile.cardExpiry');
    expect(keyOf(cardExpiry(now), '')).toBe('validation.required');
  });
});

describe('spec 3 membership and school', () => {
  it('a CAA membership is a club and a 16-digit number, or nothing at all', () => {
    expect(
      keysOf(caaMembership, {
        memberClubCode: null,
        memberNumber: null,
        memberSince: null,
        memberPostalCode: null,
      }),
    ).toEqual({});
    expect(keysOf(caaMembership, { memberClubCode: 'BCAA', memberNumber: '620272' })).toEqual({
      memberNumber: 'validation.profile.memberNumber',
    });
    expect(keysOf(caaMembership, { memberSince: '2020-01-01' })).toEqual({
      memberClubCode: 'validation.required',
      memberNumber: 'validation.required',
    });
  });
  it('a student names the school', () => {
    expect(keysOf(schoolUpdate, { isStudent: true, schoolName: ' ' })).toEqual({
      schoolName: 'validation.required',
    });
    expect(keysOf(schoolUpdate, { isStudent: false, schoolName: null })).toEqual({});
  });
});
