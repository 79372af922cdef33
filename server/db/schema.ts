import type { ColumnType, Generated } from 'kysely';
import type { NotificationKind, NotificationParams } from '../../src/domain/notifications/notification.ts';
import type { INTERNAL_ERRORS } from '../../src/domain/fleet/wakeupProvider.ts';

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
  /** Bumped by every update (migration 020): a save from an older copy gets 412. */
  version: Defaulted<number>;
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
  /** Bumped by every update (migration 020): a save from an older copy gets 412. */
  version: Defaulted<number>;
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

export interface CustomerAlertsTable {
  customer_id: string | number;
  message: string;
  expiry_date: DateOnly;
  expires_at: Timestamp;
  time_zone: string;
  created_at: Defaulted<Timestamp>;
  created_by: string;
  version: Defaulted<number>;
}

export interface CarsTable {
  /** Bumped by every update (migration 020): a save from an older copy gets 412. */
  version: Defaulted<number>;
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
  /** Migration 110: an INFLEETING car's stage (src/domain/cars/carStatus.ts), null once deployed. */
  infleet_stage: string | null;
  is_active: Defaulted<boolean>;
  latitude: number | null;
  longitude: number | null;
  fuel_level: number | null;
  battery_voltage: Numeric | null;
  odometer: number | null;
  created_at: Defaulted<Timestamp>;
  /** Migration 123: a released member left the car here, and when: the field team checks it. */
  field_check_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  field_check_trip_id: ColumnType<string | null, string | number | null | undefined, string | number | null>;
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
  /** Migration 123: a trip command's If-Match, and the free minutes its price used (null before). */
  version: Defaulted<number>;
  free_minutes_used: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 171: the reservation the trip started from; null when the car was not booked. */
  reservation_id: ColumnType<string | null, string | number | null | undefined, string | number | null>;
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
  /** The client's key of a processed payment's attempt (migration 105); null for automatic ones. */
  idempotency_key: string | null;
}

export interface ReservationsTable {
  id: Generated<string>;
  customer_id: string | number;
  vin: string;
  reserved_at: Timestamp;
  expires_at: Timestamp;
  status: string;
  canceled_at: Timestamp | null;
  reserved_by: string | null;
  version: Defaulted<number>;
}

export interface PromotionsTable {
  /** Bumped by every update (migration 020): a save from an older copy gets 412. */
  version: Defaulted<number>;
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
  /** Bumped by every update (migration 020): a save from an older copy gets 412. */
  version: Defaulted<number>;
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
  /**
   * The row the search answers, as JSON in the API's shape (migration 094, from the summary of
   * its links of 093): written by triggers, never by the server.
   */
  search_row: ColumnType<unknown, never, never>;
}

export interface TicketCategoriesTable {
  ticket_id: number;
  category_value: number;
  /** The ticket's created_at (migration 092) and status (093): filled by triggers when not given. */
  ticket_created_at: Defaulted<Timestamp>;
  ticket_status: Defaulted<string>;
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

/** Migration 090: what the API knows of an uploaded file; the bytes sit behind server/files/storage.ts. */
export interface FilesTable {
  id: Generated<number>;
  file_name: string;
  file_location: string;
  content_type: string;
  size_bytes: number;
  uploaded_by_staff_id: number | null;
  uploaded_at: Defaulted<Timestamp>;
  /** Whose the file is: a ticket's attachment, or a mass import's upload or details (migration 109). */
  area: Defaulted<'tickets' | 'import'>;
  /** Written by the server (an import's details), not uploaded: no upload cap (migration 155). */
  made_by_product: Defaulted<boolean>;
}

export interface TicketFilesTable {
  ticket_id: number;
  file_id: number;
  file_description: Defaulted<string>;
}

export interface ProfileNotesTable {
  id: Generated<string>;
  customer_id: string | number;
  note: string;
  version: Defaulted<number>;
  created_at: Defaulted<Timestamp>;
  created_by_staff_id: number | null;
  /** The author's name as it was when the note was written. */
  created_by: string;
  updated_at: Timestamp | null;
  updated_by: string | null;
}

export interface RevokedSessionsTable {
  subject: string;
  revoked_at: Timestamp;
  /** The signed-out token's jti and origin_jti (migration 096). */
  token_jti: string | null;
  origin_jti: string | null;
}

export interface SigninThrottleTable {
  username: string;
  failures: Defaulted<number>;
  locked_until: Timestamp | null;
  code_issued_at: Timestamp | null;
  code_failures: Defaulted<number>;
  /** The last write (migration 097's trigger): names not seen for a day are forgotten. */
  seen_at: Defaulted<Timestamp>;
}

/** Password recovery codes asked per user name (migration 095). */
export interface RecoveryRequestsTable {
  username: string;
  window_started_at: Timestamp;
  requests: number;
  seen_at: Timestamp;
}

/** Who changed what on which record (migration 020); a member's entries are its Activity Log. */
export interface AuditEntriesTable {
  id: Generated<string>;
  at: Defaulted<Timestamp>;
  actor_staff_id: number | null;
  actor_name: string;
  entity: string;
  record_id: string;
  action: string;
  before: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  after: ColumnType<Record<string, unknown> | null, string | null, string | null>;
}

/**
 * A staff member's saved search of one list (migration 100; README, Departures from the spec): made and
 * deleted, never edited, so no version. `value` is react-admin's saved query.
 */
export interface SavedSearchesTable {
  id: Generated<string>;
  staff_id: number;
  resource: string;
  label: string;
  value: ColumnType<Record<string, unknown>, string, string>;
  created_at: Defaulted<Timestamp>;
}

/** A staff member's choice of one list's columns (migration 175, spec points 2 and 9). */
export interface ListColumnsTable {
  id: Generated<number>;
  staff_id: number;
  resource: string;
  hidden: string[];
  ranks: number[];
  version: Generated<number>;
}

/** The fee catalogue (migration 104, spec point 3 Billing fee). */
export interface ProductFeesTable {
  code: string;
  type: 'account' | 'trip';
  name: string;
  net_amount: Numeric;
}

/**
 * A charge or credit of a member (migration 104; spec 3, Billing fee): written once, never edited,
 * so no version; written only through server/repositories/ledger.ts, which keeps the balance.
 */
export interface LedgerLinesTable {
  id: Generated<string>;
  customer_id: string | number;
  posted_at: Defaulted<Timestamp>;
  kind: string;
  amount: Numeric;
  tax: Defaulted<Numeric>;
  trip_id: string | number | null;
  payment_id: string | number | null;
  fee_code: string | null;
  reverses_id: string | number | null;
  reason: string | null;
  note: string | null;
  details: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  staff_id: number | null;
  staff_name: string | null;
  free_minute_grant_id: Defaulted<string | number | null>;
}

/** What a processed payment settles of a ledger line (migration 105). */
export interface PaymentSettlementsTable {
  payment_id: string | number;
  ledger_line_id: string | number;
  amount: Numeric;
}

/**
 * Spec 3 Free minute (migration 106): a member's free-minute grant; what is left is minutes - used
 * - cancelled.
 */
export interface FreeMinuteGrantsTable {
  id: Generated<string>;
  version: Defaulted<number>;
  customer_id: string | number;
  reason: string;
  minutes: number;
  used_minutes: Defaulted<number>;
  region_ids: number[];
  granted_at: Defaulted<Timestamp>;
  expires_at: Timestamp | null;
  ticket_id: number | null;
  promotion_id: number | null;
  staff_id: number | null;
  staff_name: string | null;
  cancelled_minutes: Defaulted<number>;
  cancelled_at: Timestamp | null;
  cancel_reason: string | null;
  cancelled_by: string | null;
}
export interface PromoApplicationsTable {
  id: Generated<string>;
  promotion_id: number;
  customer_id: string | number;
  applied_at: Defaulted<Timestamp>;
  grant_id: string | number | null;
  staff_id: number | null;
  staff_name: string | null;
}
/** Spec 3, Mass import log entry; Interrupted is read from a stale heartbeat, never stored. */
export interface MassImportsTable {
  id: Generated<string>;
  type: string;
  status: string;
  started_at: Defaulted<Timestamp>;
  finished_at: Timestamp | null;
  heartbeat_at: Defaulted<Timestamp>;
  file_name: string | null;
  file_location: string | null;
  total: Defaulted<number>;
  processed: Defaulted<number>;
  success: Defaulted<number>;
  failed: Defaulted<number>;
  duplicates: Defaulted<number>;
  details_location: string | null;
  staff_id: number | null;
  staff_name: string | null;
}
export interface MassImportReferencesTable {
  type: string;
  reference: string;
  mass_import_id: string | number;
}

/** Migration 111: a car's simulated telematics box (server/vehicleGateway/simulated), its fault flags and last state. */
export interface FleetBoxesTable {
  vin: string;
  failing_tests: Defaulted<string[]>;
  offline: Defaulted<boolean>;
  vendor_error: string | null;
  state_at: Timestamp;
  reported_at: Timestamp;
  active_at: Timestamp;
  doors_locked: Defaulted<boolean>;
  immobilizer_engaged: Defaulted<boolean>;
  ignition_on: Defaulted<boolean>;
  home_zone_led: Defaulted<boolean>;
  booted_at: Timestamp | null;
  rfid_reset_at: Timestamp | null;
}

/** Migration 111: a command sent to a car's box, with the outcome the vendor gives it at outcome_at. */
export interface VehicleCommandsTable {
  id: Generated<string>;
  vin: string;
  command: string;
  diagnostic_id: string | null;
  requested_by_staff_id: number | null;
  requested_by_name: string;
  requested_at: Timestamp;
  sent_at: Timestamp;
  outcome: string;
  outcome_at: Timestamp;
  reported_state: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  vendor_error: string | null;
  /** Migration 123: the trip a trip command (end, terminate, release) was sent for. */
  trip_id: ColumnType<string | null, string | number | null | undefined, string | number | null>;
}

/**
 * Spec 3 Wakeup provider (migration 116): a fleet's wakeup provider, keyed by the fleet (region)
 * id.
 */
export interface WakeupProvidersTable {
  id: number;
  provider: 'JASPER' | 'TWILIO';
  status: 'ACTIVE' | 'DEGRADED' | 'OUTAGE';
  end_time: Timestamp | null;
  updated_at: Timestamp;
  version: Defaulted<number>;
}
export interface WakeupProviderFailuresTable {
  id: Generated<string>;
  fleet_id: number;
  vin: string;
  provider: 'JASPER' | 'TWILIO';
  status: 'FAILED' | 'TIMED_OUT';
  failed_at: Timestamp;
  vendor_error: string | null;
  internal_error: (typeof INTERNAL_ERRORS)[number] | null;
}
/** Migration 150: how a provider the fleet switched away from served it (spec 3 switch provider). */
export interface WakeupProviderStandingsTable {
  fleet_id: number;
  provider: 'JASPER' | 'TWILIO';
  status: 'ACTIVE' | 'DEGRADED' | 'OUTAGE';
  end_time: Timestamp | null;
  updated_at: Timestamp;
}

/** Spec 3 Parking lot (migration 124): a fleet's parking lot, and its numbered spots. */
export interface ParkingLotsTable {
  id: Generated<number>;
  fleet_id: number;
  name: string;
  description: string;
  latitude: number;
  longitude: number;
  spaces: number;
  overflow_spaces: Defaulted<number>;
  visible_on_app: Defaulted<boolean>;
  overflow_parking: Defaulted<boolean>;
  ubc_parking: Defaulted<boolean>;
  analysis_area: string | null;
  updated_on: Defaulted<Timestamp>;
  version: Defaulted<number>;
}
export interface ParkingSpotsTable {
  id: Generated<number>;
  lot_id: number;
  number: number;
  vin: string | null;
}

/** Migration 112: the boxes' reports, partitioned by UTC day (server/db/telemetryPartitions.ts). */
export interface TelemetryTable {
  vin: string;
  recorded_at: Timestamp;
  latitude: number;
  longitude: number;
  speed_kmh: number;
  fuel_level: number;
  battery_voltage: Numeric;
  odometer: number;
  ignition: boolean;
  /** Migration 122: degrees from north, clockwise; null standing still. */
  heading: number | null;
  doors_closed: Defaulted<boolean>;
  locked: Defaulted<boolean>;
  in_home_zone: Defaulted<boolean>;
  charging: Defaulted<boolean>;
}

/** Migration 118: how many cars hold each status and model, kept by triggers on cars. */
export interface CarCountsTable {
  status: string;
  model: string;
  cars: number;
}

/**
 * Spec 1 Notifications (migration 128): a staff member's notification, its text's parameters in
 * `params`.
 */
export interface NotificationsTable {
  id: Generated<string>;
  staff_id: number;
  kind: NotificationKind;
  reference: string;
  params: ColumnType<NotificationParams, string, string>;
  created_at: Defaulted<Timestamp>;
  read_at: Timestamp | null;
  version: Defaulted<number>;
}

/**
 * docs/architecture.md, Home zones (migration 125): a fleet's home zone; `geometry` a GeoJSON
 * MultiPolygon.
 */
export interface HomeZonesTable {
  id: Generated<number>;
  fleet_id: number;
  name: string;
  geometry: ColumnType<Record<string, unknown>, string, string>;
  west: number;
  south: number;
  east: number;
  north: number;
  active: Defaulted<boolean>;
  created_at: Defaulted<Timestamp>;
  updated_at: Defaulted<Timestamp>;
  version: Defaulted<number>;
}

/** Spec 7 (migration 165): the answer a write with an Idempotency-Key gave, replayed to its retries. */
export interface IdempotentRequestsTable {
  key: string;
  operation: string;
  request_hash: string;
  response: ColumnType<unknown, string | undefined, string>;
  created_at: Defaulted<Timestamp>;
}

export interface Database {
  regions: RegionsTable;
  staffs: StaffsTable;
  customers: CustomersTable;
  customer_alerts: CustomerAlertsTable;
  cars: CarsTable;
  car_counts: CarCountsTable;
  trips: TripsTable;
  payments: PaymentsTable;
  reservations: ReservationsTable;
  promotions: PromotionsTable;
  promotion_regions: PromotionRegionsTable;
  tickets: TicketsTable;
  ticket_categories: TicketCategoriesTable;
  ticket_customers: TicketCustomersTable;
  ticket_vehicles: TicketVehiclesTable;
  ticket_notes: TicketNotesTable;
  files: FilesTable;
  ticket_files: TicketFilesTable;
  profile_notes: ProfileNotesTable;
  revoked_sessions: RevokedSessionsTable;
  signin_throttle: SigninThrottleTable;
  recovery_requests: RecoveryRequestsTable;
  audit_entries: AuditEntriesTable;
  saved_searches: SavedSearchesTable;
  list_columns: ListColumnsTable;
  product_fees: ProductFeesTable;
  ledger_lines: LedgerLinesTable;
  payment_settlements: PaymentSettlementsTable;
  free_minute_grants: FreeMinuteGrantsTable;
  promo_applications: PromoApplicationsTable;
  mass_imports: MassImportsTable;
  mass_import_references: MassImportReferencesTable;
  fleet_boxes: FleetBoxesTable;
  vehicle_commands: VehicleCommandsTable;
  wakeup_providers: WakeupProvidersTable;
  wakeup_provider_failures: WakeupProviderFailuresTable;
  wakeup_provider_standings: WakeupProviderStandingsTable;
  parking_lots: ParkingLotsTable;
  parking_spots: ParkingSpotsTable;
  telemetry: TelemetryTable;
  home_zones: HomeZonesTable;
  notifications: NotificationsTable;
  idempotent_requests: IdempotentRequestsTable;
}
