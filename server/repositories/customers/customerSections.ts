import type { Updateable } from 'kysely';
import type { CustomerUpdate, Section } from '../../../src/domain/customers/customerUpdate.ts';
import type { CustomersTable } from '../../db/schema.ts';

/**
 * The columns each profile section writes (spec 7 "Customer detail update"), from the update
 * payload as zod left it: a field present in the request is written (blank or null clears it),
 * a field left out stays as it is.
 */
export type CustomerColumns = Updateable<CustomersTable>;

type Column = keyof CustomersTable;
type Values = Record<string, unknown>;

/** Optional text arrives as undefined (null or blank was sent) or trimmed, possibly empty. */
const stored = (value: unknown) => (value === undefined || value === '' ? null : value);
/** Postal codes and provinces are kept in capitals, as they are printed. */
const capitals = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value.toUpperCase() : stored(value);

const CAPITALS = new Set<Column>([
  'home_province',
  'home_postal_code',
  'billing_province',
  'billing_postal_code',
  'dl_province',
  'caa_postal_code',
]);

/** The given fields of `values`, each to its column. */
const columnsOf = (values: Values | undefined, columns: Record<string, Column>): CustomerColumns => {
  if (!values) return {};
  const set: Values = {};
  for (const [field, column] of Object.entries(columns)) {
    if (field in values) set[column] = CAPITALS.has(column) ? capitals(values[field]) : stored(values[field]);
  }
  return set as CustomerColumns;
};

/** Every field of a nested object is given when the object is: an address is saved whole. */
const wholeObject = (value: unknown, columns: Record<string, Column>): CustomerColumns =>
  value === undefined
    ? {}
    : columnsOf(
        Object.fromEntries(Object.keys(columns).map((field) => [field, (value as Values)[field]])),
        columns,
      );

const addressColumns = (kind: 'home' | 'billing'): Record<string, Column> => ({
  unit: `${kind}_unit`,
  line1: `${kind}_line1`,
  line2: `${kind}_line2`,
  city: `${kind}_city`,
  province: `${kind}_province`,
  postalCode: `${kind}_postal_code`,
  country: `${kind}_country`,
});

/** "Same as home" keeps the billing lines out of it: the detail shows the home address instead. */
const billingColumns = (billing: CustomerUpdate['billingAddress']): CustomerColumns =>
  billing === undefined
    ? {}
    : billing.isSame
      ? { billing_same: true }
      : { billing_same: false, ...wholeObject(billing, addressColumns('billing')) };

/** The account summary's statuses are saved by its own rules (accountSummary.ts), not column by column. */
export type ColumnSection = Exclude<Section, 'accountSummary'>;

export const SECTION_COLUMNS: Record<ColumnSection, (update: CustomerUpdate) => CustomerColumns> = {
  personalInformation: (update) => ({
    ...columnsOf(update, {
      preferredName: 'preferred_name',
      firstName: 'first_name',
      middleName: 'middle_name',
      lastName: 'last_name',
      emailAddress: 'email',
      phoneNumber: 'phone',
      preferredLanguage: 'preferred_language',
      birthDate: 'birth_date',
      gender: 'gender',
      isEmailConsent: 'email_consent',
      isSMSConsent: 'sms_consent',
    }),
    ...wholeObject(update.homeAddress, addressColumns('home')),
    ...billingColumns(update.billingAddress),
  }),
  membership: (update) =>
    wholeObject(update.caaMembership, {
      memberClubCode: 'caa_club_code',
      memberNumber: 'caa_member_number',
      memberSince: 'caa_member_since',
      memberPostalCode: 'caa_postal_code',
    }),
  driverLicence: (update) =>
    wholeObject(update.driverLicence, {
      firstName: 'dl_first_name',
      lastName: 'dl_last_name',
      number: 'dl_number',
      expiryDate: 'dl_expiry_date',
      country: 'dl_country',
      province: 'dl_province',
    }),
  paymentInformation: (update) =>
    wholeObject(update.paymentInformation, { cardType: 'cc_type', holder: 'cc_holder', expiry: 'cc_expiry' }),
  school: (update) => columnsOf(update, { isStudent: 'is_student', schoolName: 'school_name' }),
};
