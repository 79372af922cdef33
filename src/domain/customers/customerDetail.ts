import { z } from 'zod';
import { recordVersion } from '../audit.ts';
import { ACCOUNT_STATUSES, SUSPEND_STATUSES } from './customerStatus.ts';

const text = z.string().nullable();
const texts = <K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, text])) as Record<K, typeof text>;

export const address = z.object(texts('unit', 'line1', 'line2', 'city', 'province', 'postalCode', 'country'));

/**
 * Spec point 3, Customer detail, as GET /customer/{id} answers it. The card's security
 * code is never stored nor sent; the number only as its last four digits.
 */
export const customerDetail = z.object({
  id: z.number().int(),
  customerNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  preferredLanguage: z.string(),
  customerCreateDate: z.iso.datetime(),
  outstandingBalanceAmount: z.number(),
  ...texts(
    'preferredName',
    'middleName',
    'phoneNumber',
    'birthDate',
    'gender',
    'discountGroup',
    'schoolName',
  ),
  marketingRegionId: z.number().int().nullable(),
  signupRegionId: z.number().int().nullable(),
  emailConsentFlag: z.boolean(),
  smsConsentFlag: z.boolean(),
  isStudent: z.boolean(),
  accountInformation: z.object({
    accountStatus: z.enum(ACCOUNT_STATUSES),
    accountSuspendStatus: z.enum(SUSPEND_STATUSES),
  }),
  caaMemberShipInformation: z.object(
    texts('memberClubCode', 'memberNumber', 'memberSince', 'memberPostalCode'),
  ),
  homeAddress: address,
  billingAddress: address.extend({ isSame: z.boolean() }),
  driverLicence: z.object({
    ...texts(
      'firstName',
      'lastName',
      'number',
      'expiryDate',
      'country',
      'province',
      'recordStatus',
      'recordApprovalDate',
    ),
    isActive: z.boolean(),
  }),
  paymentInformation: z.object({
    ...texts('cardType', 'holder', 'expiry'),
    maskedNumber: text.describe('last four digits only; the security code is never stored'),
    isActive: z.boolean(),
  }),
  rfid: z.object(texts('rfidNumber', 'rfidStatus')),
  version: recordVersion,
});
export type CustomerDetail = z.infer<typeof customerDetail>;
