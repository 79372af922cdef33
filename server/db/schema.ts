import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables created by migrations/*.sql; keep the two in step. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DateOnly = ColumnType<string, string, string>;
/** numeric columns come back from the drivers as strings; they go in as numbers or strings. */
type Numeric = ColumnType<string, number | string, number | string>;
// Unwraps a ColumnType (e.g. Timestamp) so a defaulted timestamp still selects as a Date.
type Defaulted<T> = [T] extends [ColumnType<infer S, infer I, infer U>]
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;

export interface RegionsTable {
  id: number;
  name: string;
  province: string;
  time_zone: string;
}

export interface StaffsTable {
  id: Generated<number>;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  /** The identity provider's user id, linked at its first sign-in with a verified e-mail. */
  sub: string | null;
  created_at: Defaulted<Timestamp>;
}

export interface CustomersTable {
  id: Generated<string>;
  customer_number: string;
  preferred_name: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  phone: string | null;
  preferred_language: Defaulted<string>;
  birth_date: DateOnly | null;
  gender: string | null;
  marketing_region_id: number | null;
  signup_region_id: number | null;
  discount_group: string | null;
  email_consent: Defaulted<boolean>;
  sms_consent: Defaulted<boolean>;
  is_student: Defaulted<boolean>;
  school_name: string | null;
  account_status: Defaulted<string>;
  suspension_status: Defaulted<string>;
  outstanding_balance: Defaulted<Numeric>;
  application_submitted_at: Timestamp | null;
  created_at: Defaulted<Timestamp>;
  home_unit: string | null;
  home_line1: string | null;
  home_line2: string | null;
  home_city: string | null;
  home_province: string | null;
  home_postal_code: string | null;
  home_country: string | null;
  billing_same: Defaulted<boolean>;
  billing_unit: string | null;
  billing_line1: string | null;
  billing_line2: string | null;
  billing_city: string | null;
  billing_province: string | null;
  billing_postal_code: string | null;
  billing_country: string | null;
  dl_number: string | null;
  dl_first_name: string | null;
  dl_last_name: string | null;
  dl_expiry_date: DateOnly | null;
  dl_country: string | null;
  dl_province: string | null;
  dl_record_status: string | null;
  dl_approval_date: Timestamp | null;
  dl_is_active: Defaulted<boolean>;
  cc_type: string | null;
  cc_holder: string | null;
  cc_last4: string | null;
  cc_expiry: string | null;
  cc_active: Defaulted<boolean>;
  rfid_number: string | null;
  rfid_status: string | null;
  caa_club_code: string | null;
  caa_member_number: string | null;
  caa_member_since: DateOnly | null;
  caa_postal_code: string | null;
}

export interface CarsTable {
  vin: string;
  plate_number: string;
  fleet_id: number;
  make: string;
  model: string;
  model_year: number;
  telemeter_model: string;
  telemeter_id: string;
  carrier: string;
  msisdn: string;
  imsi: string;
  iccid: string;
  status: string;
  is_active: Defaulted<boolean>;
  latitude: number | null;
  longitude: number | null;
  fuel_level: number | null;
  battery_voltage: Numeric | null;
  odometer: number | null;
  created_at: Defaulted<Timestamp>;
}

export interface TripsTable {
  id: Generated<string>;
  customer_id: string | number;
  vin: string;
  start_at: Timestamp;
  end_at: Timestamp | null;
  start_latitude: number | null;
  start_longitude: number | null;
  end_latitude: number | null;
  end_longitude: number | null;
  distance_km: Numeric | null;
  status: string;
  charges: Numeric | null;
  discounts: Numeric | null;
  taxes: Numeric | null;
  total: Numeric | null;
}

export interface PaymentsTable {
  id: Generated<string>;
  customer_id: string | number;
  trip_id: string | number | null;
  paid_at: Timestamp;
  amount: Numeric;
  status: string;
  card_type: string | null;
  card_last4: string | null;
  card_expiry: string | null;
  process_type: string | null;
  reference: string | null;
}

export interface PromotionsTable {
  id: Generated<number>;
  promo_code: string;
  description: string | null;
  sub_channel: string;
  status: string;
  type: string;
  free_minutes: number | null;
  days_valid: number | null;
  number_of_uses: number | null;
  reg_discount: number | null;
  start_date: DateOnly;
  expiry_date: DateOnly | null;
  marketing_notes: string | null;
  created_at: Defaulted<Timestamp>;
}

export interface PromotionRegionsTable {
  promotion_id: number;
  region_id: number;
}

export interface TicketsTable {
  id: Generated<number>;
  subject: string;
  details: string | null;
  department: string;
  source: string | null;
  priority: string;
  status: string;
  staff_id: number | null;
  created_at: Defaulted<Timestamp>;
  created_by: string;
  updated_at: Timestamp | null;
  updated_by: string | null;
}

export interface TicketCategoriesTable {
  ticket_id: number;
  category_value: number;
}

export interface TicketCustomersTable {
  ticket_id: number;
  customer_id: string | number;
}

export interface TicketVehiclesTable {
  ticket_id: number;
  vin: string;
}

export interface TicketNotesTable {
  id: Generated<number>;
  ticket_id: number;
  note: string;
  created_at: Defaulted<Timestamp>;
  created_by: number | null;
}

export interface RevokedSessionsTable {
  subject: string;
  revoked_at: Timestamp;
}

export interface SigninThrottleTable {
  username: string;
  failures: Defaulted<number>;
  locked_until: Timestamp | null;
  code_issued_at: Timestamp | null;
  code_failures: Defaulted<number>;
}

export interface Database {
  regions: RegionsTable;
  staffs: StaffsTable;
  customers: CustomersTable;
  cars: CarsTable;
  trips: TripsTable;
  payments: PaymentsTable;
  promotions: PromotionsTable;
  promotion_regions: PromotionRegionsTable;
  tickets: TicketsTable;
  ticket_categories: TicketCategoriesTable;
  ticket_customers: TicketCustomersTable;
  ticket_vehicles: TicketVehiclesTable;
  ticket_notes: TicketNotesTable;
  revoked_sessions: RevokedSessionsTable;
  signin_throttle: SigninThrottleTable;
}
