import { z } from 'zod';
import { customerDetail, type CustomerDetail } from './customerDetail.ts';
import {
  caaMembership,
  driverLicence,
  driverLicenceFields,
  paymentInformation,
  paymentInformationFields,
  personalInformationFields,
  schoolFields,
  schoolRule,
} from './customerFields.ts';
import { ACCOUNT_STATUSES, SUSPEND_STATUSES } from './customerStatus.ts';
import { oneOf } from '../validation.ts';

/**
 * Spec point 7 "Customer detail update": the profile saves section by section, each on its
 * own /customer-process/<section>/{id} path, and PATCH /customer/{id} saves several at once
 * (each section its own transaction, in this order). There `accountSummary` is the two statuses
 * the update payload lifts out of the detail's accountInformation, saved by the account summary's rules.
 */
export const SECTIONS = [
  'personalInformation',
  'membership',
  'driverLicence',
  'paymentInformation',
  'school',
  'accountSummary',
] as const;
export type Section = (typeof SECTIONS)[number];

const accountInformationFields = {
  accountStatus: oneOf(ACCOUNT_STATUSES),
  accountSuspendStatus: oneOf(SUSPEND_STATUSES),
};

/** The update payload's fields of each section, named as spec point 3 names them. */
export const SECTION_FIELDS = {
  personalInformation: personalInformationFields,
  membership: { caaMembership },
  driverLicence: { driverLicence },
  paymentInformation: { paymentInformation },
  school: schoolFields,
  accountSummary: accountInformationFields,
} satisfies Record<Section, z.ZodRawShape>;

/** The request bodies; unknown names (the detail's own, such as emailConsentFlag) are refused. */
export const personalInformationUpdate = z.strictObject(personalInformationFields).partial();
export const membershipUpdate = z.strictObject({ caaMembership });
export const driverLicenceUpdate = z.strictObject({ driverLicence: z.strictObject(driverLicenceFields) });
export const paymentInformationUpdate = z.strictObject({
  paymentInformation: z.strictObject(paymentInformationFields),
});
export const schoolUpdate = z.strictObject(schoolFields).superRefine(schoolRule);

/** PATCH /customer/{id}: any sections at once; a section left out stays as it is. */
export const customerUpdate = z
  .strictObject(Object.assign({}, ...Object.values(SECTION_FIELDS)) as FullShape)
  .partial()
  .superRefine(schoolRule);
type FullShape = typeof personalInformationFields &
  typeof schoolFields &
  typeof accountInformationFields & {
    caaMembership: typeof caaMembership;
    driverLicence: typeof driverLicence;
    paymentInformation: typeof paymentInformation;
  };
export type CustomerUpdate = z.output<typeof customerUpdate>;

/** The sections a payload touches, in saving order. */
export const sectionsOf = (update: Record<string, unknown>): Section[] =>
  SECTIONS.filter((section) => Object.keys(SECTION_FIELDS[section]).some((field) => field in update));

/** A section that could not be saved while the others were (spec 8 "Partial account save"). */
export const sectionError = z.object({ section: z.enum(SECTIONS), messageKey: z.string() });
export type SectionError = z.infer<typeof sectionError>;

export const customerUpdateResult = customerDetail.extend({
  apiUpdateError: z
    .array(sectionError)
    .optional()
    .describe('the sections that were not saved; the others were, and the record is as it now stands'),
});

const holdsSomething = (value: unknown) => (Array.isArray(value) ? value.length > 0 : Boolean(value));

/** Spec 7: a save answer that holds an apiUpdateError or an error entry was only partly applied. */
export const isPartialSave = (body: unknown): boolean => {
  if (typeof body !== 'object' || body === null) return false;
  const { apiUpdateError, errors } = body as { apiUpdateError?: unknown; errors?: unknown };
  return holdsSomething(apiUpdateError) || holdsSomething(errors);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Spec point 3: the update payload renames caaMemberShipInformation to caaMembership,
 * emailConsentFlag to isEmailConsent and smsConsentFlag to isSMSConsent, and lifts
 * accountStatus and accountSuspendStatus out of accountInformation.
 */
export const renameForUpdate = (values: Partial<CustomerDetail>): Record<string, unknown> => {
  const { caaMemberShipInformation, emailConsentFlag, smsConsentFlag, accountInformation, ...rest } = values;
  return {
    ...rest,
    ...(caaMemberShipInformation !== undefined && { caaMembership: caaMemberShipInformation }),
    ...(emailConsentFlag !== undefined && { isEmailConsent: emailConsentFlag }),
    ...(smsConsentFlag !== undefined && { isSMSConsent: smsConsentFlag }),
    ...accountInformation,
  };
};

const DETAIL_NAMES: Record<string, string> = {
  caaMembership: 'caaMemberShipInformation',
  isEmailConsent: 'emailConsentFlag',
  isSMSConsent: 'smsConsentFlag',
  accountStatus: 'accountInformation.accountStatus',
  accountSuspendStatus: 'accountInformation.accountSuspendStatus',
};

/** The renames undone for a field path the server names (`caaMembership.memberNumber`), so a form shows it on its field. */
export const detailPathOf = (path: string): string => {
  const [head, ...rest] = path.split('.');
  return [DETAIL_NAMES[head!] ?? head, ...rest].join('.');
};

/** Only what `shape` lets staff change, at any depth: read-only parts of the record are not sent. */
const pick = (shape: z.ZodRawShape, values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(shape)
      .filter(([field]) => field in values)
      .map(([field, schema]) => {
        const value = values[field];
        return [field, schema instanceof z.ZodObject && isRecord(value) ? pick(schema.shape, value) : value];
      }),
  );

/** The payload of one section (or of all, for PATCH /customer/{id}) from values shaped like the detail. */
export const updatePayload = (
  values: Partial<CustomerDetail>,
  section?: Section,
): Record<string, unknown> => {
  const shape = section ? SECTION_FIELDS[section] : Object.assign({}, ...Object.values(SECTION_FIELDS));
  return pick(shape, renameForUpdate(values));
};
