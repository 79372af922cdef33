import type { AccountStatus, SuspendStatus } from './customerStatus.ts';

export interface Address {
  unit: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  country: string | null;
}

/**
 * Spec point 3, Customer detail, as GET /customer/{id} answers it. The card's security
 * code is never stored nor sent; the number only as its last four digits.
 */
export interface CustomerDetail {
  id: number;
  customerNumber: string;
  preferredName: string | null;
  firstName: string;
  middleName: string | null;
  lastName: string;
  emailAddress: string;
  phoneNumber: string | null;
  preferredLanguage: string;
  customerCreateDate: string;
  outstandingBalanceAmount: number;
  birthDate: string | null;
  gender: string | null;
  marketingRegionId: number | null;
  signupRegionId: number | null;
  discountGroup: string | null;
  emailConsentFlag: boolean;
  smsConsentFlag: boolean;
  isStudent: boolean;
  schoolName: string | null;
  accountInformation: { accountStatus: AccountStatus; accountSuspendStatus: SuspendStatus };
  caaMemberShipInformation: {
    memberClubCode: string | null;
    memberNumber: string | null;
    memberSince: string | null;
    memberPostalCode: string | null;
  };
  homeAddress: Address;
  billingAddress: Address & { isSame: boolean };
  driverLicence: {
    firstName: string | null;
    lastName: string | null;
    number: string | null;
    expiryDate: string | null;
    country: string | null;
    province: string | null;
    recordStatus: string | null;
    recordApprovalDate: string | null;
    isActive: boolean;
  };
  paymentInformation: {
    cardType: string | null;
    holder: string | null;
    maskedNumber: string | null;
    expiry: string | null;
    isActive: boolean;
  };
  rfid: { rfidNumber: string | null; rfidStatus: string | null };
}
