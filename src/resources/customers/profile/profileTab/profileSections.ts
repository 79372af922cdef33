import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import type { Section } from '../../../../domain/customers/customerUpdate.ts';

/** The detail's own fields a form shows; the row's transform renames and trims them (spec 3). */
type DetailField = keyof CustomerDetail;

/**
 * The Profile tab's sections: the part of spec 7's update payload each one's fields belong to
 * (contact, consents and addresses are personal information on the server), those fields, and
 * the member's facts a section shows read-only besides them.
 */
export const PROFILE_SECTIONS = {
  personal: {
    section: 'personalInformation',
    facts: ['customerCreateDate', 'marketingRegionId', 'signupRegionId', 'discountGroup'],
    fields: [
      'preferredName',
      'firstName',
      'middleName',
      'lastName',
      'birthDate',
      'gender',
      'preferredLanguage',
    ],
  },
  contact: { section: 'personalInformation', fields: ['emailAddress', 'phoneNumber'] },
  consents: { section: 'personalInformation', fields: ['emailConsentFlag', 'smsConsentFlag'] },
  addresses: { section: 'personalInformation', fields: ['homeAddress', 'billingAddress'] },
  school: { section: 'school', fields: ['isStudent', 'schoolName'] },
  membership: { section: 'membership', fields: ['caaMemberShipInformation'] },
  driverLicence: { section: 'driverLicence', fields: ['driverLicence'] },
  payment: { section: 'paymentInformation', fields: ['paymentInformation'] },
} as const satisfies Record<
  string,
  { section: Section; fields: readonly DetailField[]; facts?: readonly DetailField[] }
>;
export type ProfileSectionName = keyof typeof PROFILE_SECTIONS;

const SECTION_NAMES = Object.keys(PROFILE_SECTIONS) as ProfileSectionName[];

/** The section showing a field, by the detail's path of it (`homeAddress.city` is the addresses'). */
export const sectionOfField = (path: string) =>
  SECTION_NAMES.find((name) =>
    (PROFILE_SECTIONS[name].fields as readonly string[]).includes(path.split('.')[0]!),
  );

/** What a section shows of the member, fields and facts, as one text: it changed when this did. */
export const sectionPartOf = (customer: CustomerDetail, name: ProfileSectionName) => {
  const { fields, ...rest } = PROFILE_SECTIONS[name];
  const facts: readonly DetailField[] = 'facts' in rest ? rest.facts : [];
  return JSON.stringify([...fields, ...facts].map((key) => customer[key] ?? null));
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The sections whose fields differ from the member as stored. */
export const changedSections = (values: Partial<CustomerDetail>, stored: CustomerDetail) =>
  SECTION_NAMES.filter((name) =>
    PROFILE_SECTIONS[name].fields.some((field) => !same(values[field], stored[field])),
  );

/** What one PATCH /customer/{id} sends for these sections: their fields, nothing else. */
export const changesOf = (values: Partial<CustomerDetail>, names: readonly ProfileSectionName[]) =>
  Object.fromEntries(
    names.flatMap((name) => PROFILE_SECTIONS[name].fields.map((field) => [field, values[field]])),
  ) as Partial<CustomerDetail>;
