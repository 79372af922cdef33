import { FAILURE_SORTS } from '../domain/fleet/wakeupProvider.ts';
import { LEDGER_SORTS } from '../domain/billing/ledgerLines.ts';
import { CUSTOMER_SORTS } from '../domain/customers/customerSearchQuery.ts';
import { PAYMENT_SORTS } from '../domain/payments/paymentSearch.ts';
import { CAR_SORTS } from '../domain/cars/carSearchQuery.ts';
import { PROMOTION_SORTS } from '../domain/promotions/promotionSearchQuery.ts';
import { TICKET_SORTS } from '../domain/tickets/ticketSearchQuery.ts';
import { TRIP_SORTS } from '../domain/trips/tripSearch.ts';
import { carAdd } from './transforms/carAdd.ts';
import { accountSummarySave, customerSave } from './transforms/customerUpdate.ts';
import { freeMinuteAdd } from './transforms/freeMinutes.ts';
import { feeFetch } from './transforms/productFees.ts';
import { promotionSave } from './transforms/promotions.ts';
import { rowsKeyedBy } from './transforms/rowsKeyedBy.ts';
import { ticketFetch, ticketSave } from './transforms/tickets.ts';
import type { Transform } from './transforms/transform.ts';
import type { Verb } from './types.ts';

/** Which configured base a path hangs from; `external` paths are absolute URLs of third parties. */
export type Base = 'api' | 'vehicle' | 'fleet' | 'external';

export interface ResourceEntry {
  base: Base;
  /** May hold {id}, {id2}, {id3} and {cmd}, filled from the call's parameters. */
  path: string;
  /** A verb that calls another path than `path`: one entity, one resource, its list and record apart. */
  paths?: Partial<Record<Verb, string>>;
  verbs: readonly Verb[];
  /** Only these fields become numbers before sending; identifiers made of digits stay text. */
  numericFields?: readonly string[];
  /** On the suppression list: never send our id token to this URL. */
  suppressAuth?: true;
  /** The /config.json setting that, when given, replaces `path` (a third party's URL per environment). */
  setting?: CityLayerSetting;
  /** The fields the server orders this search by (`sort`, `order`); a list offers only these. */
  sorts?: readonly string[];
  /**
   * Raises no "changes applied" notification: session calls (sign-in, sign-out records), and
   * screens that announce their own outcome.
   */
  quiet?: true;
  /** Spec 7 "Behaviour around calls": the row's payload rules, before sending and after receiving. */
  transform?: Transform;
}

const R: readonly Verb[] = ['FETCH'];
const S: readonly Verb[] = ['SEARCH'];
const A: readonly Verb[] = ['ADD'];
const RU: readonly Verb[] = ['FETCH', 'UPDATE'];

const api = (path: string, verbs: readonly Verb[], more: Partial<ResourceEntry> = {}): ResourceEntry => ({
  base: 'api',
  path,
  verbs,
  ...more,
});
const vehicle = (path: string, verbs: readonly Verb[], more: Partial<ResourceEntry> = {}): ResourceEntry => ({
  base: 'vehicle',
  path,
  verbs,
  ...more,
});
const fleet = (path: string, verbs: readonly Verb[], more: Partial<ResourceEntry> = {}): ResourceEntry => ({
  base: 'fleet',
  path,
  verbs,
  ...more,
});
/** The city layers' URLs in /config.json (spec 7 External; README, Configuration). */
export type CityLayerSetting = 'cityParkingMetersUrl' | 'cityParkingLotsUrl';

/** Third parties never see our token. */
const external = (url: string, verbs: readonly Verb[], setting?: CityLayerSetting): ResourceEntry => ({
  base: 'external',
  path: url,
  verbs,
  suppressAuth: true,
  ...(setting ? { setting } : {}),
});

const PARKING_NUMBERS = ['fleetId', 'lotId', 'latitude', 'longitude', 'spaces', 'overflowSpaces'];

const MONEY = ['amount', 'netAmount', 'outstandingBalance', 'outstandingBalanceAmount'] as const;

/**
 * Every path of spec point 7, by the name the spec gives it. Paths the spec writes with
 * other placeholders use the four the engine knows: {vin} → {id}, a current and next
 * status → {id2}/{id3}, a note id or a date → {id2}. An entity's screens use one resource
 * (`customers`, `staffs`, `tickets`, `cars`, named as in src/domain/entities.ts), so react-admin
 * keeps one cache per entity: a record saved on its edit page is the one its list shows.
 */
export const RESOURCES = {
  // Authentication
  token: api('/authentication/token', A, { quiet: true }),
  validate: api('/authentication/validate', R),
  revoke: api('/authentication/revoke', A, { quiet: true }),

  // Activity log
  activityLog: api('/activity-log/getactivity/{id}', R),

  // Customers
  customers: api('/customer/{id}', ['SEARCH', 'FETCH', 'UPDATE'], {
    paths: { SEARCH: '/customer-process/searchCustomer' },
    numericFields: ['marketingRegionId', 'signupRegionId'],
    sorts: CUSTOMER_SORTS,
    transform: customerSave(),
  }),
  customerList: api('/customer', S),
  rfidConflict: api('/customer', ['SEARCH', 'UPDATE']),
  alertNote: api('/customer-process/alertNote/{id}', ['FETCH', 'ADD', 'UPDATE', 'DELETE']),
  accountSummary: api('/customer-process/accountSummary/{id}', RU, {
    numericFields: ['outstandingBalance'],
    transform: accountSummarySave,
  }),
  personalInformation: api('/customer-process/personalInformation/{id}', RU, {
    transform: customerSave('personalInformation'),
  }),
  membership: api('/customer-process/membership/{id}', RU, { transform: customerSave('membership') }),
  driverLicence: api('/customer-process/driverLicence/{id}', RU, {
    transform: customerSave('driverLicence'),
  }),
  paymentInformation: api('/customer-process/paymentInformation/{id}', RU, {
    transform: customerSave('paymentInformation'),
  }),
  school: api('/customer-process/school/{id}', RU, { transform: customerSave('school') }),
  profileNotes: api('/customer-process/profileNotes/{id}', ['FETCH', 'ADD']),
  profileNote: api('/customer-process/profileNotes/{id}/{id2}', ['UPDATE', 'DELETE']),
  memberships: api('/membership', S),
  notes: api('/notes', ['SEARCH', 'ADD']),
  staffs: api('/staffs/{id}', ['SEARCH', 'FETCH', 'UPDATE'], { paths: { SEARCH: '/staffs' } }),
  currentStaff: api('/currentStaff', R),
  /**
   * The signed-in staff member's saved searches of a list (no spec path: README, Departures).
   * Quiet: the side panel shows what was saved.
   */
  savedSearches: api('/saved-searches/{id}', ['SEARCH', 'ADD', 'DELETE'], {
    paths: { SEARCH: '/saved-searches', ADD: '/saved-searches' },
    quiet: true,
  }),
  /**
   * Spec points 2 and 9: the signed-in staff member's choice of a list's columns, beside the
   * saved searches (no spec path; the server's own). Quiet: the table shows the choice.
   */
  listColumns: api('/list-columns', ['FETCH', 'UPDATE'], { quiet: true }),
  /**
   * The signed-in staff member's notifications, the bell's (no spec path: README, Departures).
   * Quiet: the bell shows what was marked.
   */
  notifications: api('/notifications', S, { quiet: true }),
  notificationRead: api('/notifications/{id}/read', A, { quiet: true }),
  notificationsReadAll: api('/notifications/read', A, { quiet: true }),
  /** Spec 2 split screen: the spec gives the member's recent activity no path; it sits with their sections. */
  recentActivity: api('/customer-process/recentActivity/{id}', R),

  // Tickets
  tickets: api('/tickets', ['SEARCH', 'FETCH', 'ADD', 'UPDATE', 'DELETE'], {
    paths: { FETCH: '/tickets/{id}' },
    numericFields: ['categories', 'staff'],
    sorts: TICKET_SORTS,
    transform: { ADD: ticketSave, UPDATE: ticketSave, FETCH: ticketFetch },
  }),
  relatedCustomers: api('/tickets/{id}/customers', R),
  ticketVehicle: api('/tickets/{id}/vehicle', R),
  ticketFile: api('/files/upload', A),
  /** The member and car pickers, in the tickets area (SUPPORT and SVC may use them: README, Departures). */
  ticketCustomerLookup: api('/tickets/lookup/customers', S),
  ticketVehicleLookup: api('/tickets/lookup/vehicles', S),

  // Payments and billing
  payments: api('/payments/{id}', ['SEARCH', 'FETCH'], {
    paths: { SEARCH: '/payments' },
    sorts: PAYMENT_SORTS,
  }),
  processPayment: api('/payments', A, { numericFields: MONEY, quiet: true }),
  billingPayments: api('/customers-billing/payments', S),
  // Spec 2 Billing, All billing: /balances answers the member's summary (FETCH, `customerId`);
  // the lines are transactionDetails, a list that pages, sorts and exports like the others.
  summary: api('/customers-billing/balances', R),
  billingDetail: api('/customers-billing/paymentdetails/{id}', R),
  fee: api('/customers-billing/productfeesdetails', R, { transform: { FETCH: feeFetch } }),
  // The Billing tab's modals say their own outcome (spec 2 Modals), so they are quiet.
  netFuelReimbursement: api('/customers-billing/netfuelreimbursement', A, {
    numericFields: ['receiptTotal', 'litres'],
    quiet: true,
  }),
  monthlyStatements: api('/customers-billing/monthlyStatementList', S, {
    transform: { SEARCH: rowsKeyedBy('month') },
  }),
  generateStatement: api('/customers-billing/genMonthlyStatement', R),
  transactionDetails: api('/customers-billing/transactiondetails/{id}', ['SEARCH', 'FETCH'], {
    paths: { SEARCH: '/customers-billing/transactiondetails' },
    sorts: LEDGER_SORTS,
  }),
  bill: api('/bill/{id}', R),
  specialFee: api('/transaction/gen-special-fee-trans', A, { quiet: true }),
  feeReversal: api('/transaction/gen-special-fee-reversal', A, { numericFields: MONEY, quiet: true }),
  tripAdjustment: api('/transaction/gen-trip-adj', A, {
    numericFields: [...MONEY, 'distanceKm', 'durationMinutes'],
    quiet: true,
  }),

  // Promotions and minutes
  // The list and the add at /promotions; one promotion, and its update, at /promotions/{id}.
  promotions: api('/promotions/{id}', ['SEARCH', 'FETCH', 'ADD', 'UPDATE'], {
    paths: { SEARCH: '/promotions', ADD: '/promotions' },
    numericFields: ['freeMinutes', 'daysValid', 'numberOfUses', 'regDiscount'],
    sorts: PROMOTION_SORTS,
    transform: promotionSave,
  }),
  // The Billing tab's Free mins & promo codes says each outcome itself (quiet).
  promoCode: api('/promotions/promocode/{id}', R),
  freeMinutes: api('/customer-freeminute', ['SEARCH', 'ADD'], {
    numericFields: ['freeMin', 'expiryDays', 'regions', 'ticket'],
    transform: { ADD: freeMinuteAdd },
    quiet: true,
  }),
  freeMinuteCancel: api('/customer-freeminute/{id}/cancel', A, { quiet: true }),
  freeMinuteSummary: api('/customer-freeminute/summary', R),
  applyPromo: api('/apply-promo', A, { quiet: true }),
  regions: api('/regions', S),
  subChannels: api('/subChannels', S),

  // Files and imports
  files: api('/files', R),
  // A mass import's CSV: the server asks for the import area (a ticket's attachment is ticketFile).
  fileUpload: api('/files/upload?kind=csv', A),
  // The import screen announces its own outcome (spec 8 'Operation in progress', the row report).
  freeMinutesMassImport: api('/freeminutes-massimport', A, { quiet: true }),
  applyPromoMassImport: api('/applypromo-massimport', A, { quiet: true }),
  promotionsMassImport: api('/promotions-massimport', A, { quiet: true }),
  massImports: api('/mass-imports', S),
  massImportTemplate: api('/mass-imports/template', R),

  // Vehicle service
  // A member's reservations (SEARCH by customerId), book (ADD), cancel (DELETE /{id}); the
  // tab says spec 8's own success texts, so the engine's "changes applied" would repeat them.
  reservations: vehicle('/vehicle-service/reservation', ['SEARCH', 'ADD', 'DELETE'], { quiet: true }),
  availableVehicles: vehicle('/internal/reservation/vehicle/available', S, {
    transform: { SEARCH: rowsKeyedBy('vin') },
  }),
  // Spec 3 Reservation, booking by place: what the cars are ordered from (spec 7, maps geocoding).
  bookingPlaces: vehicle('/internal/reservation/places', S),
  geocode: api('/geocode', S),
  // Spec 7 gives every update a trailing /{id} but the car's: its path already places the VIN.
  cars: vehicle('/vehicle/{id}', ['SEARCH', 'FETCH', 'UPDATE'], {
    paths: { SEARCH: '/vehicle/search' },
    numericFields: ['fleetId'],
    sorts: CAR_SORTS,
    transform: { SEARCH: rowsKeyedBy('vin') },
  }),
  msisdn: vehicle('/internal/vehicle/search/msisdn', S),
  // The car detail says spec 8's own text for each state change.
  carWakeup: vehicle('/vehicle-operations/wakeup/{id}', A, { quiet: true }),
  updateStatus: vehicle('/internal/vehicle/{id}/status/{id2}/{id3}', ['UPDATE'], { quiet: true }),
  state: vehicle('/telemetry/{id}/latest', R),
  history: vehicle('/internal/vehicle/{id}/history', S),
  // A departure like the trip's timeline: the car screen's command timeline.
  carCommands: vehicle('/internal/vehicle/{id}/commands', S),
  carData: vehicle('/internal/vehicle/{id}/data', R),
  // The diagnostics panel says how each test went: no "changes applied" after each start.
  runDiagnostics: vehicle('/vehicle-operations/runDiagnostics', A, { quiet: true }),
  diagnosticResults: vehicle('/vehicle-operations/diagnosticResults/{id}', R),
  // The trip's and the car's command panels say each command's progress and outcome themselves.
  troubleshooting: vehicle('/vehicle-operations/{cmd}/{id}', A, { quiet: true }),
  diagnostic: vehicle('/vehicle-operations/{id}', A),

  // Infleet (`?update=true` on validate is passed as urlQuery); the screen says spec 8's own
  // text for each step, so none raises the "changes applied" notification.
  infleet: api('/infleet', A, {
    numericFields: ['fleetId', 'modelYear'],
    transform: { ADD: carAdd },
    quiet: true,
  }),
  infleetValidate: api('/infleet/validate', ['VALIDATE', 'GVALIDATE'], { numericFields: ['fleetId'] }),
  infleetFormFields: api('/infleet/formFields', R),
  pendingVehicles: api('/infleet/pendingVehicles', S, {
    numericFields: ['fleetId'],
    transform: { SEARCH: rowsKeyedBy('vin') },
  }),
  infleetPromote: api('/infleet/promote/{id}', A, { quiet: true }),
  infleetVendor: api('/infleet/vendor', A, { quiet: true }),

  // Trips
  trip: vehicle('/internal/trip/{id}', R),
  vehicleTrips: vehicle('/internal/trip/vehicle/{id}', S),
  customerTrips: vehicle('/internal/trip/customer/{id}', S),
  activeTripList: vehicle('/internal/trip/active', S),
  // The trip detail's telemetry table pages its points; a point is keyed by its time.
  tripTelemetry: vehicle('/internal/trip/telemetry/{id}', S, {
    transform: { SEARCH: rowsKeyedBy('recordedAt') },
  }),
  tripRoute: vehicle('/internal/trip/directions', R),
  // Spec 4's trip commands (end, end out of service, terminate, release the member), one path by `cmd`.
  tripCommands: vehicle('/internal/trip/{id}/{cmd}', A, { quiet: true }),
  // A departure (README, Departures): the spec gives the command timeline no path.
  tripTimeline: vehicle('/internal/trip/{id}/commands', S),
  parkingTicket: vehicle('/internal/trip/completed/{id2}/vehicle/{id}', R),
  trips: api('/trips', S, { sorts: TRIP_SORTS }),
  /** Local development only: the real geocoder is a third party. */
  tripGeocode: api('/trips/geocode', R),

  // Fleet service
  fleets: fleet('/fleet-service/internal/fleets', S),
  // The home zone screen announces its own import and activation outcomes.
  homeZoneMap: fleet('/fleets/zones', ['SEARCH', 'ADD'], { numericFields: ['fleetId'], quiet: true }),
  homeZoneActivation: fleet('/fleets/{id2}/zones/{id}', ['ADD', 'DELETE'], { quiet: true }),
  homeZoneShape: fleet('/fleets/{id2}/zones/{id}', ['UPDATE'], { quiet: true }),
  homeZoneAudit: fleet('/fleets/zones/{id}/audit', R),
  parkingSpotList: fleet('/parking/spots', S),
  provider: fleet('/fleets/wakeup/provider', S),
  // The wakeup provider tab announces its own switch (success, failure, stale copy).
  switchProvider: fleet('/fleets/{id}/wakeup/provider/{cmd}', A, { quiet: true }),
  providerFailures: fleet('/fleets/wakeup/provider/failures', S, { sorts: FAILURE_SORTS }),
  // The fleet dashboard's reads (no spec path: README, Departures).
  fleetDashboard: fleet('/fleets/dashboard', S),
  fleetDashboardCars: fleet('/fleets/dashboard/cars', S),
  fleetDashboardAttention: fleet('/fleets/dashboard/attention', S),

  // Each chart of Analytics at /analytics/{chart} (the spec gives none: README, Departures), JSON or CSV.
  analytics: api('/analytics/{id}', R),

  // External services
  geocoding: external('https://nominatim.openstreetmap.org/search', S),
  cityParkingMeters: external(
    'https://opendata.vancouver.ca/api/explore/v2.1/catalog/datasets/parking-meters/exports/json',
    R,
    'cityParkingMetersUrl',
  ),
  cityParkingLots: external(
    'https://opendata.vancouver.ca/api/explore/v2.1/catalog/datasets/parking-lots/records',
    S,
    'cityParkingLotsUrl',
  ),
  parking: api('/parking', S, {
    numericFields: PARKING_NUMBERS,
  }),
  // The Parking lot modal announces its own outcome (spec 8's parking lot messages).
  parkingUpdate: api('/parking/update', A, { numericFields: PARKING_NUMBERS, quiet: true }),
  parkingAdd: api('/parking/add', A, { numericFields: PARKING_NUMBERS, quiet: true }),
} satisfies Record<string, ResourceEntry>;

const NO_SORT: readonly string[] = [];

/** The fields the server orders `resource`'s search by: the only columns its list sorts. */
export const sortsOf = (resource: string): readonly string[] =>
  (RESOURCES as Record<string, ResourceEntry | undefined>)[resource]?.sorts ?? NO_SORT;
