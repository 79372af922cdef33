import type { ActivityLog } from '../../src/domain/activityLog.ts';
import type { AccountSummary } from '../../src/domain/customers/accountSummary.ts';
import type { CustomerDetail } from '../../src/domain/customers/customerDetail.ts';
import type { CustomerSearchRow } from '../../src/domain/customers/customerSearch.ts';
import type { Staff } from '../../src/domain/staffs/staff.ts';
import type { TicketSearchRow } from '../../src/domain/tickets/tickets.ts';
import type { PaymentDetail } from '../../src/domain/payments/paymentSearch.ts';

/** One member, ticket and staff member, as the screens that render every route read them. */
const names = { firstName: 'Ada', lastName: 'Lovelace', preferredName: null };
const agent = { id: 3, firstName: 'Nadia', lastName: 'Haddad', role: 'SUPPORT', fullName: 'Nadia Haddad' };

const address = {
  unit: null,
  line1: '1 Main St',
  line2: null,
  city: 'Vancouver',
  province: 'BC',
  postalCode: 'V6B 1A1',
  country: 'CA',
};
/** A member as the profile reads it (spec 3 Customer detail). */
export const MEMBER: CustomerDetail = {
  id: 7,
  version: 3,
  customerNumber: '10000007',
  firstName: 'Ada',
  lastName: 'Lovelace',
  preferredName: null,
  middleName: null,
  emailAddress: 'ada@example.com',
  phoneNumber: '6045550101',
  preferredLanguage: 'en',
  customerCreateDate: '2024-01-02T03:04:05.000Z',
  outstandingBalanceAmount: 0,
  birthDate: '1990-12-10',
  gender: 'Female',
  marketingRegionId: 1,
  signupRegionId: 1,
  discountGroup: null,
  emailConsentFlag: false,
  smsConsentFlag: true,
  isStudent: false,
  schoolName: null,
  accountInformation: { accountStatus: 'ACTIVE', accountSuspendStatus: 'UNSUSPENDED' },
  caaMemberShipInformation: {
    memberClubCode: null,
    memberNumber: null,
    memberSince: null,
    memberPostalCode: null,
  },
  homeAddress: address,
  billingAddress: { ...address, isSame: true },
  driverLicence: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    number: '1234567',
    expiryDate: '2031-01-01',
    country: 'CA',
    province: 'BC',
    recordStatus: 'APPROVED',
    recordApprovalDate: '2024-01-03T00:00:00.000Z',
    isActive: true,
  },
  paymentInformation: {
    cardType: 'Visa',
    holder: 'ADA LOVELACE',
    maskedNumber: '**** **** **** 4242',
    expiry: '01/31',
    isActive: true,
  },
  rfid: { rfidNumber: '0012345678', rfidStatus: 'ACTIVE' },
};

const memberRow: CustomerSearchRow = {
  id: 7,
  customerNumber: '10000007',
  ...names,
  emailAddress: 'ada@example.com',
  phoneNumber: '6045550101',
  city: 'Vancouver',
  province: 'BC',
  accountStatus: 'ACTIVE',
  accountSuspendStatus: 'UNSUSPENDED',
  outstandingBalanceAmount: 0,
  customerCreateDate: '2024-01-02T03:04:05.000Z',
};

const ticketRow: TicketSearchRow = {
  id: 42,
  subject: 'La voiture ne se déverrouille pas',
  department: 'Member Services',
  source: 'Phone',
  priority: 'High',
  status: 'In Progress',
  staff: agent,
  categories: [12],
  customers: [{ id: 7, ...names, fullName: 'Ada Lovelace' }],
  vehicles: [{ vin: '1HGCM82633A004352', plateNumber: 'ABC 123' }],
  createDateTime: '2026-03-05T15:04:05Z',
  createdBy: 'nadia@example.com',
  updateDateTime: null,
  updatedBy: null,
};

const staff: Staff = {
  id: 3,
  firstName: 'Nadia',
  lastName: 'Haddad',
  email: 'nadia@example.com',
  role: 'SUPPORT',
  version: 1,
};

const summary: AccountSummary = {
  id: 7,
  accountStatus: 'ACTIVE',
  accountSuspendStatus: 'UNSUSPENDED',
  dlRecordStatus: 'APPROVED',
  dlApprovedDateTime: null,
  dlIsActive: true,
  ccIsActive: true,
  applicationSubmittedDate: '2024-01-02T03:04:05.000Z',
  outstandingBalance: 0,
  rfidNumber: null,
  rfidStatus: null,
  version: 3,
};

const activity: ActivityLog = {
  data: [
    {
      id: 12,
      at: '2026-03-05T15:00:00Z',
      actorName: 'Nadia Haddad',
      action: 'accountSummary',
      changes: [{ field: 'account_status', from: 'ACTIVE', to: 'CLOSED' }],
    },
  ],
  page: 1,
  count: 25,
  totalPages: 3,
  totalCount: 60,
};

/** A payment and the trip it settles. */
export const payment: PaymentDetail = {
  id: 9,
  customerId: 7,
  member: { id: 7, customerNumber: '10000007', ...names, fullName: 'Ada Lovelace' },
  date: '2026-02-01T10:35:00.000Z',
  amount: 21.02,
  status: 'Success',
  cardType: 'Visa',
  cardNumber: '**** **** **** 4242',
  cardExpiry: '08/29',
  processType: 'Automatic',
  reference: 'ch_fr',
  timeZone: 'America/Vancouver',
  tripId: 77,
  lines: [
    {
      ledgerLineId: null,
      kind: 'trip',
      tripId: 77,
      plateNumber: 'PAY 123',
      vehicleTimeZone: 'America/Toronto',
      reservedDateTime: '2026-02-01T09:52:00.000Z',
      startDateTime: '2026-02-01T10:00:00.000Z',
      endDateTime: '2026-02-01T10:30:00.000Z',
      distanceKm: 12.4,
      durationSeconds: 1800,
      charges: 18.6,
      discounts: 0,
      taxes: 2.42,
      total: 21.02,
      settled: 21.02,
    },
  ],
};

export const SCREEN_RECORDS = {
  /** getList's rows by resource. */
  rows: { customers: memberRow, tickets: ticketRow, staffs: staff },
  /** getOne's records by resource. */
  records: {
    customers: MEMBER,
    tickets: { ...ticketRow, details: 'Au coin de la rue', notes: [], files: [], version: 1 },
    staffs: staff,
    accountSummary: summary,
    alertNote: { id: 7, alert: null, timeZone: 'America/Toronto' },
    activityLog: { id: 7, ...activity },
    payments: payment,
    cars: {
      id: '1HGCM82633A004352',
      vin: '1HGCM82633A004352',
      plateNumber: 'ABC 123',
      fleetId: 1,
      fleetName: 'Vancouver',
      make: 'Honda',
      model: 'Accord',
      modelYear: 2003,
      telemeterModel: 'Geotab GO9',
      telemeterId: 'G90000000000001',
      carrier: 'Bell',
      msisdn: '16045550001',
      status: 'OUT_OF_SERVICE',
      isActive: true,
      latitude: null,
      longitude: null,
      fuelLevel: 80,
      batteryVoltage: 12.5,
      odometer: 1234,
      sim: { provider: 'Bell', msisdn: '16045550001', imsi: '302610000000001', iccid: '8930261000000000001' },
      state: 'active',
      gps: null,
      createDateTime: '2026-01-01T00:00:00.000Z',
      version: 1,
    },
  },
};
