import { CUSTOMER_SORTS } from '../domain/customerSearch.ts';
import { PAYMENT_FETCH_RESULT, TRIP_SEARCH_RESULT } from './localData.ts';

/** Spec point 7 request verbs; the engine turns each into an HTTP method. */
export type Verb = 'FETCH' | 'SEARCH' | 'GVALIDATE' | 'ADD' | 'VALIDATE' | 'UPDATE' | 'DELETE';

/** Which configured base a path hangs from; `external` paths are absolute URLs of third parties. */
export type Base = 'api' | 'vehicle' | 'fleet' | 'external';

export interface ResourceEntry {
  base: Base;
  /** May hold {id}, {id2}, {id3} and {cmd}, filled from the call's parameters. */
  path: string;
  verbs: readonly Verb[];
  /** Only these fields become numbers before sending; identifiers made of digits stay text. */
  numericFields?: readonly string[];
  /** Answered from a constant, without a call. */
  local?: Partial<Record<Verb, () => unknown>>;
  /** On the suppression list: never send our id token to this URL. */
  suppressAuth?: true;
  /** The car: update and delete do not get the trailing /{id}. */
  trailingId?: false;
  /** The fields the server orders this search by (`sort`, `order`); a list offers only these. */
  sorts?: readonly string[];
  /** Searches and session calls raise no "changes applied" notification. */
  quiet?: true;
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
/** Third parties never see our token. */
const external = (url: string, verbs: readonly Verb[]): ResourceEntry => ({
  base: 'external',
  path: url,
  verbs,
  suppressAuth: true,
  quiet: true,
});

const MONEY = ['amount', 'netAmount', 'outstandingBalance', 'outstandingBalanceAmount'] as const;

/**
 * Every path of spec point 7, by the name the spec gives it. Paths the spec writes with
 * other placeholders use the four the engine knows: {vin} → {id}, a current and next
 * status → {id2}/{id3}, a note id or a date → {id2}.
 */
export const RESOURCES = {
  // Authentication
  token: api('/authentication/token', A, { quiet: true }),
  validate: api('/authentication/validate', R, { quiet: true }),
  revoke: api('/authentication/revoke', A, { quiet: true }),

  // Activity log
  activityLog: api('/activity-log/getactivity/{id}', R),

  // Customers
  customers: api('/customer-process/searchCustomer', S, { quiet: true, sorts: CUSTOMER_SORTS }),
  customer: api('/customer/{id}', RU, { numericFields: ['marketingRegionId', 'signupRegionId'] }),
  customerList: api('/customer', S, { quiet: true }),
  rfidConflict: api('/customer', ['SEARCH', 'UPDATE']),
  alertNote: api('/customer-process/alertNote/{id}', ['FETCH', 'ADD', 'UPDATE', 'DELETE']),
  accountSummary: api('/customer-process/accountSummary/{id}', RU, { numericFields: ['outstandingBalance'] }),
  personalInformation: api('/customer-process/personalInformation/{id}', RU, {
    numericFields: ['marketingRegionId', 'signupRegionId'],
  }),
  membership: api('/customer-process/membership/{id}', RU),
  driverLicence: api('/customer-process/driverLicence/{id}', RU),
  paymentInformation: api('/customer-process/paymentInformation/{id}', RU),
  school: api('/customer-process/school/{id}', RU),
  profileNotes: api('/customer-process/profileNotes/{id}', ['FETCH', 'ADD']),
  profileNote: api('/customer-process/profileNotes/{id}/{id2}', ['UPDATE', 'DELETE']),
  memberships: api('/membership', S, { quiet: true }),
  notes: api('/notes', ['SEARCH', 'ADD']),
  staffs: api('/staffs', S, { quiet: true }),
  /** The Team edit screen: one staff member, read and changed (the list is `staffs`). */
  staff: api('/staffs/{id}', RU),
  currentStaff: api('/currentStaff', R, { quiet: true }),

  // Tickets
  tickets: api('/tickets', ['SEARCH', 'ADD', 'UPDATE', 'DELETE'], { numericFields: ['categories', 'staff'] }),
  ticket: api('/tickets/{id}', R),
  relatedCustomers: api('/tickets/{id}/customers', R),
  ticketVehicle: api('/tickets/{id}/vehicle', R),
  ticketFile: api('/files/upload', A),

  // Payments and billing
  payments: api('/payments', R, { local: { FETCH: () => PAYMENT_FETCH_RESULT } }),
  processPayment: api('/payments', A, { numericFields: MONEY }),
  billingPayments: api('/customers-billing/payments', S, { quiet: true }),
  summary: api('/customers-billing/balances', R),
  billingDetail: api('/customers-billing/paymentdetails', R),
  fee: api('/customers-billing/productfeesdetails', R),
  netFuelReimbursement: api('/customers-billing/netfuelreimbursement', ['FETCH', 'ADD'], {
    numericFields: [...MONEY, 'litres'],
  }),
  monthlyStatements: api('/customers-billing/monthlyStatementList', S, { quiet: true }),
  generateStatement: api('/customers-billing/genMonthlyStatement', R),
  transactionDetails: api('/customers-billing/transactiondetails', R),
  bill: api('/bill/{id}', R),
  specialFee: api('/transaction/gen-special-fee-trans', A, { numericFields: MONEY }),
  feeReversal: api('/transaction/gen-special-fee-reversal', A, { numericFields: MONEY }),
  tripAdjustment: api('/transaction/gen-trip-adj', A, { numericFields: [...MONEY, 'distance', 'duration'] }),

  // Promotions and minutes
  promotions: api('/promotions', ['SEARCH', 'ADD', 'UPDATE'], {
    numericFields: ['freeMinutes', 'daysValid', 'numberOfUses', 'regDiscount'],
  }),
  promoCode: api('/promotions/promocode/{id}', R),
  freeMinutes: api('/customer-freeminute', ['SEARCH', 'ADD', 'DELETE'], {
    numericFields: ['freeMin', 'expiryDays', 'regions', 'ticket'],
  }),
  freeMinuteSummary: api('/customer-freeminute/summary', R),
  applyPromo: api('/apply-promo', ['ADD', 'VALIDATE']),
  regions: api('/regions', S, { quiet: true }),
  subChannels: api('/subChannels', S, { quiet: true }),

  // Files and imports
  files: api('/files', R),
  fileUpload: api('/files/upload', A),
  freeMinutesMassImport: api('/freeminutes-massimport', A),
  applyPromoMassImport: api('/applypromo-massimport', A),
  promotionsMassImport: api('/promotions-massimport', A),
  massImports: api('/mass-imports', S, { quiet: true }),

  // Vehicle service
  reservation: vehicle('/vehicle-service/reservation', ['FETCH', 'ADD', 'DELETE']),
  availableVehicles: vehicle('/internal/reservation/vehicle/available', S, { quiet: true }),
  cars: vehicle('/vehicle/search', S, { quiet: true }),
  msisdn: vehicle('/internal/vehicle/search/msisdn/', S, { quiet: true }),
  car: vehicle('/vehicle/{id}', RU, { trailingId: false, numericFields: ['fleetId'] }),
  carWakeup: vehicle('/vehicle-operations/wakeup/{id}', A),
  updateStatus: vehicle('/internal/vehicle/{id}/status/{id2}/{id3}', ['UPDATE']),
  state: vehicle('/telemetry/{id}/latest', R),
  history: vehicle('/internal/vehicle/{id}/history', R),
  carData: vehicle('/internal/vehicle/{id}/data', R),
  runDiagnostics: vehicle('/vehicle-operations/runDiagnostics', A),
  diagnosticResults: vehicle('/vehicle-operations/diagnosticResults/{id}', R),
  troubleshooting: vehicle('/vehicle-operations/{cmd}/{id}', A),
  diagnostic: vehicle('/vehicle-operations/{id}', A),

  // Infleet (`?update=true` on validate is passed as urlQuery)
  infleet: api('/infleet', ['ADD', 'UPDATE'], { numericFields: ['fleetId'] }),
  infleetValidate: api('/infleet/validate', ['VALIDATE', 'GVALIDATE'], { numericFields: ['fleetId'] }),
  infleetFormFields: api('/infleet/formFields', R),
  pendingVehicles: api('/infleet/pendingVehicles', S, { quiet: true }),
  infleetPromote: api('/infleet/promote/{id}', A),
  infleetVendor: api('/infleet/vendor', A),

  // Trips
  trip: vehicle('/internal/trip/{id}', R),
  vehicleTrips: vehicle('/internal/trip/vehicle/{id}', R),
  customerTrips: vehicle('/internal/trip/customer/{id}', R),
  activeTripList: vehicle('/internal/trip/active', S, { quiet: true }),
  tripTelemetry: vehicle('/internal/trip/telemetry/{id}', R),
  tripRoute: vehicle('/internal/trip/directions', R),
  endTrip: vehicle('/internal/trip/{id}/{cmd}', A),
  parkingTicket: vehicle('/internal/trip/completed/{id2}/vehicle/{id}/', R),
  trips: api('/trips', S, { quiet: true, local: { SEARCH: () => TRIP_SEARCH_RESULT } }),
  /** Local development only: the real geocoder is a third party. */
  tripGeocode: api('/trips/geocode', R),

  // Fleet service
  fleets: fleet('/fleet-service/internal/fleets', S, { quiet: true }),
  homeZoneMap: fleet('/fleets/zones', ['SEARCH', 'ADD'], { numericFields: ['fleetId'] }),
  homeZoneActivation: fleet('/fleets/{id2}/zones/{id}', ['ADD', 'DELETE']),
  homeZoneAudit: fleet('/fleets/zones/{id}/audit', R),
  parkingSpotList: fleet('/parking/spots', S, { quiet: true }),
  provider: fleet('/fleets/wakeup/provider', S, { quiet: true }),
  switchProvider: fleet('/fleets/{id}/wakeup/provider/{cmd}', A),
  providerFailures: fleet('/fleets/wakeup/provider/failures', S, { quiet: true }),

  // External services
  geocoding: external('https://nominatim.openstreetmap.org/search', S),
  cityParkingMeters: external(
    'https://opendata.vancouver.ca/api/explore/v2.1/catalog/datasets/parking-meters/exports/json',
    R,
  ),
  cityParkingLots: external(
    'https://opendata.vancouver.ca/api/explore/v2.1/catalog/datasets/parking-lots/records',
    S,
  ),
  parking: api('/parking', S, {
    quiet: true,
    numericFields: ['latitude', 'longitude', 'spaces', 'overflowSpaces'],
  }),
  parkingUpdate: api('/parking/update', A, {
    numericFields: ['latitude', 'longitude', 'spaces', 'overflowSpaces'],
  }),
  parkingAdd: api('/parking/add', A, {
    numericFields: ['latitude', 'longitude', 'spaces', 'overflowSpaces'],
  }),
} satisfies Record<string, ResourceEntry>;

export type ResourceName = keyof typeof RESOURCES;
