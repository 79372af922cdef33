import type { Kysely, Selectable } from 'kysely';
import type { CustomerDetail } from '../../../src/domain/customerDetail.ts';
import type { AccountStatus, SuspendStatus } from '../../../src/domain/customerStatus.ts';
import type { CustomersTable, Database } from '../../db/schema.ts';

type Row = Selectable<CustomersTable>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const address = (row: Row, kind: 'home' | 'billing') => ({
  unit: row[`${kind}_unit`],
  line1: row[`${kind}_line1`],
  line2: row[`${kind}_line2`],
  city: row[`${kind}_city`],
  province: row[`${kind}_province`],
  postalCode: row[`${kind}_postal_code`],
  country: row[`${kind}_country`],
});

const toCustomerDetail = (row: Row): CustomerDetail => ({
  id: Number(row.id),
  customerNumber: row.customer_number,
  preferredName: row.preferred_name,
  firstName: row.first_name,
  middleName: row.middle_name,
  lastName: row.last_name,
  emailAddress: row.email,
  phoneNumber: row.phone,
  preferredLanguage: row.preferred_language,
  customerCreateDate: new Date(row.created_at).toISOString(),
  outstandingBalanceAmount: Number(row.outstanding_balance),
  birthDate: row.birth_date,
  gender: row.gender,
  marketingRegionId: row.marketing_region_id,
  signupRegionId: row.signup_region_id,
  discountGroup: row.discount_group,
  emailConsentFlag: row.email_consent,
  smsConsentFlag: row.sms_consent,
  isStudent: row.is_student,
  schoolName: row.school_name,
  accountInformation: {
    accountStatus: row.account_status as AccountStatus,
    accountSuspendStatus: row.suspension_status as SuspendStatus,
  },
  caaMemberShipInformation: {
    memberClubCode: row.caa_club_code,
    memberNumber: row.caa_member_number,
    memberSince: row.caa_member_since,
    memberPostalCode: row.caa_postal_code,
  },
  homeAddress: address(row, 'home'),
  // With isSame the billing address is the home address, whatever the billing columns hold.
  billingAddress: { ...address(row, row.billing_same ? 'home' : 'billing'), isSame: row.billing_same },
  driverLicence: {
    firstName: row.dl_first_name,
    lastName: row.dl_last_name,
    number: row.dl_number,
    expiryDate: row.dl_expiry_date,
    country: row.dl_country,
    province: row.dl_province,
    recordStatus: row.dl_record_status,
    recordApprovalDate: iso(row.dl_approval_date),
    isActive: row.dl_is_active,
  },
  paymentInformation: {
    cardType: row.cc_type,
    holder: row.cc_holder,
    maskedNumber: row.cc_last4 ? `**** **** **** ${row.cc_last4}` : null,
    expiry: row.cc_expiry,
    isActive: row.cc_active,
  },
  rfid: { rfidNumber: row.rfid_number, rfidStatus: row.rfid_status },
});

/** Spec point 3, Customer detail; undefined when no member has that id. */
export const getCustomerDetail = async (db: Kysely<Database>, id: number) => {
  const row = await db.selectFrom('customers').selectAll().where('id', '=', String(id)).executeTakeFirst();
  return row ? toCustomerDetail(row) : undefined;
};
