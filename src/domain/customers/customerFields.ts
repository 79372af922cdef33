import { z } from 'zod';
import { calendarDate, cardExpiry } from '../calendarRules.ts';
import {
  CANADIAN_POSTAL_CODE,
  isNorthAmericanPhone,
  isPostalCode,
  NORTH_AMERICAN_PHONE,
  US_ZIP,
} from '../formats.ts';
import { canadianPostalCode, email, formatted, MESSAGES, oneOf, text, usZip } from '../validation.ts';

/**
 * The rules of each field staff edit on the Profile tab (spec points 3, 5 and 9), shared by
 * the section forms (zodValidator) and the /customer-process/<section> routes.
 */
export const LANGUAGES = ['en', 'fr'] as const;
export const GENDERS = ['Female', 'Male', 'Non-binary', 'Prefer not to say'] as const;
export const COUNTRIES = ['CA', 'US'] as const;
export const CARD_TYPES = ['Visa', 'Mastercard', 'Amex'] as const;

const NAME_MAX = 50;
const LINE_MAX = 100;

/** Spec point 5 "Account summary phone": digits only, a valid 10-digit North American number. */
export const memberPhone = formatted(
  (v) => /^\d{10}$/.test(v) && isNorthAmericanPhone(v),
  'validation.profile.phoneDigits',
  { pattern: NORTH_AMERICAN_PHONE.source },
);
/** A Canadian postal code or a US ZIP code; which one is decided by the address's country. */
export const postalCode = formatted(isPostalCode, 'validation.postalCode', {
  pattern: `${CANADIAN_POSTAL_CODE.source}|${US_ZIP.source}`,
});
/** Provinces and states as their two-letter codes (BC, QC, NY). */
const PROVINCE = /^[A-Za-z]{2}$/;
export const province = formatted((v) => PROVINCE.test(v), 'validation.profile.province', {
  pattern: PROVINCE.source,
});
/** CAA membership numbers: 16 digits (620, the club's number, then the member's). */
const CAA_MEMBER_NUMBER = /^\d{16}$/;
const caaMemberNumber = formatted((v) => CAA_MEMBER_NUMBER.test(v), 'validation.profile.memberNumber', {
  pattern: CAA_MEMBER_NUMBER.source,
});
const LICENCE_NUMBER = /^[A-Za-z0-9-]{1,20}$/;
const licenceNumber = formatted((v) => LICENCE_NUMBER.test(v), 'validation.profile.licenceNumber', {
  pattern: LICENCE_NUMBER.source,
});

export const addressFields = {
  unit: text({ max: 10 }),
  line1: text({ required: true, max: LINE_MAX }),
  line2: text({ max: LINE_MAX }),
  city: text({ required: true, max: NAME_MAX }),
  province: province({ required: true }),
  postalCode: postalCode({ required: true }),
  country: oneOf(COUNTRIES),
};

/** The postal code a country uses: A1A 1A1 in Canada, a ZIP code in the United States. */
export const postalCodeOf = (country: unknown) =>
  country === 'US'
    ? usZip({ required: true })
    : country === 'CA'
      ? canadianPostalCode({ required: true })
      : addressFields.postalCode;

type AddressValues = { country?: string; postalCode?: string };

/** Optional text that was left blank or held only spaces. */
const missing = (value: unknown) => value === undefined || value === null || value === '';

/** Checked once the code is a postal code at all (its field says so otherwise). */
const postalCodeOfCountry = (address: AddressValues, context: z.RefinementCtx) => {
  if (missing(address.postalCode) || !isPostalCode(address.postalCode!)) return;
  const result = postalCodeOf(address.country).safeParse(address.postalCode);
  if (!result.success) {
    context.addIssue({ code: 'custom', message: result.error.issues[0]!.message, path: ['postalCode'] });
  }
};

export const homeAddress = z.object(addressFields).superRefine(postalCodeOfCountry);

/** What a billing address needs when it is not the home address. */
const BILLING_REQUIRED = ['line1', 'city', 'province', 'postalCode', 'country'] as const;

/** "Same as home": the billing lines are then ignored; otherwise they are required as at home. */
export const billingAddress = z
  .object({
    isSame: z.boolean(),
    unit: addressFields.unit,
    line1: text({ max: LINE_MAX }),
    line2: addressFields.line2,
    city: text({ max: NAME_MAX }),
    province: province(),
    postalCode: postalCode(),
    country: oneOf(COUNTRIES, { required: false }),
  })
  .superRefine((address, context) => {
    if (address.isSame) return;
    for (const field of BILLING_REQUIRED) {
      if (missing(address[field]))
        context.addIssue({ code: 'custom', message: MESSAGES.required, path: [field] });
    }
    postalCodeOfCountry(address, context);
  });

/** Spec point 3 personal information, with the contact details, consents and addresses. */
export const personalInformationFields = {
  preferredName: text({ max: NAME_MAX }),
  firstName: text({ required: true, max: NAME_MAX }),
  middleName: text({ max: NAME_MAX }),
  lastName: text({ required: true, max: NAME_MAX }),
  emailAddress: email({ required: true }),
  phoneNumber: memberPhone({ required: true }),
  preferredLanguage: oneOf(LANGUAGES),
  birthDate: calendarDate({ when: 'past' }),
  gender: oneOf(GENDERS, { required: false }),
  isEmailConsent: z.boolean(),
  isSMSConsent: z.boolean(),
  homeAddress,
  billingAddress,
};

export const caaMembershipFields = {
  memberClubCode: text({ max: 20 }),
  memberNumber: caaMemberNumber(),
  memberSince: calendarDate({ when: 'past' }),
  memberPostalCode: postalCode(),
};

/** A membership is the club and the number, or nothing at all (a member who left CAA). */
export const caaMembership = z.object(caaMembershipFields).superRefine((membership, context) => {
  if (Object.values(membership).every(missing)) return;
  for (const field of ['memberClubCode', 'memberNumber'] as const) {
    if (missing(membership[field]))
      context.addIssue({ code: 'custom', message: MESSAGES.required, path: [field] });
  }
});

/** The licence as staff copy it; its record status and approval belong to the account summary. */
export const driverLicenceFields = {
  firstName: text({ required: true, max: NAME_MAX }),
  lastName: text({ required: true, max: NAME_MAX }),
  number: licenceNumber({ required: true }),
  expiryDate: calendarDate({ required: true, when: 'future' }),
  country: oneOf(COUNTRIES),
  province: province({ required: true }),
};
export const driverLicence = z.object(driverLicenceFields);

/** The card on file: never its number (only the last four digits are kept) nor its security code. */
export const paymentInformationFields = {
  cardType: oneOf(CARD_TYPES),
  holder: text({ required: true, max: 100 }),
  expiry: cardExpiry(),
};
export const paymentInformation = z.object(paymentInformationFields);

export const schoolFields = {
  isStudent: z.boolean(),
  schoolName: text({ max: 100 }),
};
/** A student names the school; for anyone else it may stay blank. */
export const schoolNameOf = (isStudent: unknown) =>
  isStudent === true ? text({ required: true, max: 100 }) : schoolFields.schoolName;

export const schoolRule = (
  values: { isStudent?: boolean; schoolName?: string },
  context: z.RefinementCtx,
) => {
  if (values.isStudent && missing(values.schoolName)) {
    context.addIssue({ code: 'custom', message: MESSAGES.required, path: ['schoolName'] });
  }
};
