import { ACCOUNT_STATUSES, SUSPEND_STATUSES } from '../../../src/domain/customerStatus.ts';

const text = { type: ['string', 'null'] } as const;
const flag = { type: 'boolean' } as const;
const object = (properties: Record<string, unknown>) => ({ type: 'object', properties }) as const;
const texts = (...names: string[]) => Object.fromEntries(names.map((name) => [name, text]));
const address = texts('unit', 'line1', 'line2', 'city', 'province', 'postalCode', 'country');

/** OpenAPI description of CustomerDetail (src/domain/customerDetail.ts); Fastify also serialises with it. */
export const customerDetailSchema = object({
  id: { type: 'integer' },
  customerNumber: { type: 'string' },
  firstName: { type: 'string' },
  lastName: { type: 'string' },
  emailAddress: { type: 'string' },
  preferredLanguage: { type: 'string' },
  customerCreateDate: { type: 'string', format: 'date-time' },
  outstandingBalanceAmount: { type: 'number' },
  ...texts(
    'preferredName',
    'middleName',
    'phoneNumber',
    'birthDate',
    'gender',
    'discountGroup',
    'schoolName',
  ),
  marketingRegionId: { type: ['integer', 'null'] },
  signupRegionId: { type: ['integer', 'null'] },
  emailConsentFlag: flag,
  smsConsentFlag: flag,
  isStudent: flag,
  accountInformation: object({
    accountStatus: { type: 'string', enum: [...ACCOUNT_STATUSES] },
    accountSuspendStatus: { type: 'string', enum: [...SUSPEND_STATUSES] },
  }),
  caaMemberShipInformation: object(
    texts('memberClubCode', 'memberNumber', 'memberSince', 'memberPostalCode'),
  ),
  homeAddress: object(address),
  billingAddress: object({ ...address, isSame: flag }),
  driverLicence: object({
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
    isActive: flag,
  }),
  paymentInformation: object({
    ...texts('cardType', 'holder', 'expiry'),
    maskedNumber: { ...text, description: 'last four digits only; the security code is never stored' },
    isActive: flag,
  }),
  rfid: object(texts('rfidNumber', 'rfidStatus')),
});
