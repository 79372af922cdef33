import type { Area, Role } from '../../../src/domain/roles.ts';
import type { Operation } from '../../support/openApiOperations.ts';

/**
 * The access suites' own answer to "who may call what", written by hand from spec point 6's
 * role table and the README's departures, never read from `src/domain`: a role table or a
 * route marker changed by mistake then disagrees with it instead of agreeing with itself.
 * A screen that adds an area or a route adds its line here.
 */
export const ORACLE_ROLE_AREAS: Record<Role, readonly Area[]> = {
  // "Everything", and the two sections spec point 1 names besides the menu (departure: Team and Roles & Permissions).
  SYSADM: [
    'cars',
    'carDetail',
    'customers',
    'trips',
    'tickets',
    'promotions',
    'import',
    'infleet',
    'homeZone',
    'parkingData',
    'fleetManagement',
    'parkingTicket',
    'team',
    'rolesPermissions',
    'analytics',
    'notifications',
  ],
  MGMT: [
    'cars',
    'carDetail',
    'customers',
    'trips',
    'tickets',
    'promotions',
    'import',
    'infleet',
    'homeZone',
    'parkingData',
    'fleetManagement',
    'parkingTicket',
    'team',
    'rolesPermissions',
    'analytics',
    'notifications',
  ],
  // README, Departures from the spec: Analytics for BI, Notifications for every role but DRIVE.
  BI: ['cars', 'carDetail', 'customers', 'trips', 'tickets', 'parkingTicket', 'notifications', 'analytics'],
  MSA: ['cars', 'carDetail', 'customers', 'trips', 'tickets', 'parkingTicket', 'notifications'],
  OC: ['cars', 'carDetail', 'customers', 'trips', 'tickets', 'parkingTicket', 'notifications'],
  FLEET: [
    'cars',
    'carDetail',
    'customers',
    'trips',
    'tickets',
    'infleet',
    'fleetManagement',
    'parkingTicket',
    'notifications',
  ],
  SUPPORT: ['tickets', 'fleetManagement', 'parkingTicket', 'notifications'],
  SVC: ['cars', 'carDetail', 'tickets', 'fleetManagement', 'parkingTicket', 'notifications'],
  DRIVE: [],
};

/**
 * The area of each list whose own settings (saved searches, column choices) a request names in
 * its `resource`, from spec point 6's role table and spec point 2's screens.
 */
const ORACLE_LIST_AREAS: Record<string, Area> = {
  customers: 'customers',
  payments: 'customers',
  reservations: 'customers',
  freeMinutes: 'customers',
  promoApplications: 'customers',
  cars: 'cars',
  carDetails: 'carDetail',
  trips: 'trips',
  tickets: 'tickets',
  files: 'tickets',
  promotions: 'promotions',
  massImports: 'import',
  infleet: 'infleet',
  pendingVehicles: 'infleet',
  homeZones: 'homeZone',
  parking: 'parkingData',
  fleetManagement: 'fleetManagement',
  providerFailures: 'fleetManagement',
  parkingTickets: 'parkingTicket',
  staffs: 'team',
  rolesPermissions: 'rolesPermissions',
  analytics: 'analytics',
  notifications: 'notifications',
};

/**
 * Who may call an operation: any one of the areas, any signed-in staff member, anyone, or
 * `listed`: whoever opens the area of the list the request names (spec point 6).
 */
export type OracleAccess = readonly Area[] | 'signedIn' | 'listed' | 'public';

/** Every operation of the OpenAPI document, by operationId. */
export const ORACLE_OPERATIONS: Record<string, OracleAccess> = {
  health: 'public',
  appConfig: 'public',
  vehicleLinkContract: 'public',
  // Spec 7's city parking layers: their bundled samples, the default of two /config.json URLs.
  cityParkingMetersSample: 'public',
  cityParkingLotsSample: 'public',
  identityProviderPassage: 'public',
  validate: 'signedIn',
  validateByPost: 'signedIn',
  token: 'signedIn',
  revoke: 'signedIn',
  currentStaff: 'signedIn',
  liveEvents: 'signedIn',
  // README, "Saved searches live on the server": each staff member's own saved searches, of the
  // lists their role opens; any owner deletes their own.
  savedSearches: 'listed',
  addSavedSearch: 'listed',
  deleteSavedSearch: 'signedIn',
  // Spec points 2 and 9: each staff member's choice of a list's columns, beside the searches.
  listColumns: 'listed',
  saveListColumns: 'listed',
  // Spec 6: "customers/payments" is one area; the Activity Log is a tab of the customer profile.
  getActivity: ['customers'],
  customerList: ['customers'],
  customerDetail: ['customers'],
  updateCustomer: ['customers'],
  searchCustomer: ['customers'],
  accountSummary: ['customers'],
  updateAccountSummary: ['customers'],
  alertNote: ['customers'],
  addAlertNote: ['customers'],
  removeAlertNote: ['customers'],
  driverLicence: ['customers'],
  membership: ['customers'],
  paymentInformation: ['customers'],
  personalInformation: ['customers'],
  profileNotes: ['customers'],
  addProfileNote: ['customers'],
  deleteProfileNote: ['customers'],
  updateProfileNote: ['customers'],
  recentActivity: ['customers'],
  school: ['customers'],
  billingPayments: ['customers'],
  searchPayments: ['customers'],
  paymentDetail: ['customers'],
  monthlyStatementList: ['customers'],
  genMonthlyStatement: ['customers'],
  billingSummary: ['customers'],
  transactionDetails: ['customers'],
  transactionDetail: ['customers'],
  billingDetail: ['customers'],
  bill: ['customers'],
  processPayment: ['customers'],
  // Spec 2 Modals: the Billing tab's fee modals and the fee catalogue they pick from.
  productFees: ['customers'],
  addSpecialFee: ['customers'],
  reverseSpecialFee: ['customers'],
  adjustTrip: ['customers'],
  reimburseFuel: ['customers'],
  // Reservations are booked for a member on the profile's Reservation tab.
  availableVehicles: ['customers'],
  // Spec 3 Reservation, booking by place: the places a booking orders the cars from.
  bookingPlaces: ['customers'],
  geocode: ['customers'],
  memberReservations: ['customers'],
  bookCar: ['customers'],
  cancelReservation: ['customers'],
  customerTrips: ['trips'],
  searchTrips: ['trips'],
  activeTrips: ['trips'],
  // Spec 4 Trip troubleshooting commands and their timeline are the trip detail's (the trips area).
  tripCommand: ['trips'],
  tripCommands: ['trips'],
  tripDetail: ['trips'],
  tripTelemetry: ['trips'],
  tripDirections: ['trips'],
  parkingTicketTrip: ['parkingTicket'],
  // Uploaded files are ticket attachments, or a mass import's CSV (its details file too): the
  // route lets either area in, the server then asks for the one the file is for.
  uploadFile: ['tickets', 'import'],
  downloadFile: ['tickets', 'import'],
  // The ticket form's staff picker, and the Team section.
  searchStaffs: ['tickets', 'team'],
  staffDetail: ['team'],
  updateStaff: ['team'],
  searchTickets: ['tickets'],
  addTicket: ['tickets'],
  ticketDetail: ['tickets'],
  updateTicket: ['tickets'],
  patchTicket: ['tickets'],
  // Departure: a ticket's own members and cars, and the lookups, to every ticket role.
  relatedCustomers: ['tickets'],
  ticketVehicle: ['tickets'],
  ticketCustomerLookup: ['tickets'],
  ticketVehicleLookup: ['tickets'],
  // The lists of spec 5's Promotion form and Free minutes form.
  regions: ['customers', 'promotions'],
  subChannels: ['customers', 'promotions'],
  // The promotion search and the Add/Update promo code modal (spec 2).
  searchPromotions: ['promotions'],
  promotionDetail: ['promotions'],
  addPromotion: ['promotions'],
  updatePromotion: ['promotions'],
  // Mass imports, their log and templates (spec 1, spec 4 Import status).
  promotionsMassImport: ['import'],
  freeMinutesMassImport: ['import'],
  applyPromoMassImport: ['import'],
  massImports: ['import'],
  massImportTemplate: ['import'],
  // The member's free minutes and Apply promo code (spec 7; member-service roles apply codes).
  freeMinuteGrants: ['customers'],
  freeMinuteSummary: ['customers'],
  addFreeMinutes: ['customers'],
  cancelFreeMinutes: ['customers'],
  applyPromo: ['customers'],
  lookupPromoCode: ['customers', 'promotions'],
  searchCars: ['cars'],
  carDetail: ['carDetail'],
  // The simulated fleet (docs/architecture.md, Simulated fleet). Car detail wakes, commands, reads
  // and moves a car (trip troubleshooting's roles all hold carDetail); diagnostics are infleeting's
  // and, spec 1 ("run diagnostics" for staff who see a car), the car screen's.
  vehicleCommand: ['carDetail'],
  wakeUpCar: ['carDetail'],
  carState: ['carDetail'],
  carHistory: ['carDetail'],
  carCommands: ['carDetail'],
  changeCarStatus: ['carDetail'],
  runDiagnostic: ['infleet', 'carDetail'],
  diagnosticResult: ['infleet', 'carDetail'],
  addCar: ['infleet'],
  infleetFormFields: ['infleet'],
  infleetValidate: ['infleet'],
  infleetVendor: ['infleet'],
  pendingVehicles: ['infleet'],
  promoteCar: ['infleet'],
  // Spec 3 Wakeup provider: the fleets and their wakeup providers, a Fleet Management tab.
  fleets: ['fleetManagement'],
  wakeupProviders: ['fleetManagement'],
  switchWakeupProvider: ['fleetManagement'],
  wakeupProviderFailures: ['fleetManagement'],
  // The fleet dashboard's reads, on the same tab's page (README, The fleet dashboard).
  fleetDashboard: ['fleetManagement'],
  fleetDashboardCars: ['fleetManagement'],
  fleetDashboardAttention: ['fleetManagement'],
  // The parking data of /aima-parking (spec 3 Parking lot; spec 6: parking data).
  parkingLots: ['parkingData'],
  addParkingLot: ['parkingData'],
  updateParkingLot: ['parkingData'],
  parkingSpots: ['parkingData'],
  // The car detail's telemetry (docs/architecture.md, Telemetry history).
  carTelemetry: ['carDetail'],
  // Spec 3 Car search and Car detail: the MSISDN search, the Change car plate modal, a car's trips.
  searchCarsByMsisdn: ['cars'],
  changeCarPlate: ['carDetail'],
  vehicleTrips: ['trips'],
  // The home zones (spec 7 Home zones; spec 6: the home zone area).
  homeZones: ['homeZone'],
  importHomeZone: ['homeZone'],
  // The Analytics charts (README, Departures from the spec).
  analyticsTrips: ['analytics'],
  analyticsRevenue: ['analytics'],
  analyticsUtilisation: ['analytics'],
  analyticsMembers: ['analytics'],
  analyticsTickets: ['analytics'],
  homeZoneAudit: ['homeZone'],
  activateHomeZone: ['homeZone'],
  deactivateHomeZone: ['homeZone'],
  reshapeHomeZone: ['homeZone'],
  // Each staff member's own notifications (README departures: every role but DRIVE).
  notifications: ['notifications'],
  markNotificationRead: ['notifications'],
  markAllNotificationsRead: ['notifications'],
};

/** The operation's line of the oracle, or an error saying which line to add. */
export const oracleAccessOf = (operation: Operation): OracleAccess => {
  const key = operation.operationId;
  const access = key === undefined ? undefined : ORACLE_OPERATIONS[key];
  if (access === undefined)
    throw new Error(
      `${operation.method} ${operation.path} (operationId ${key ?? 'missing'}) has no line in ` +
        'tests/api/generated/accessOracle.ts: give the route an operationId and add its line to ORACLE_OPERATIONS ' +
        '(its areas from spec point 6, or signedIn / listed / public)',
    );
  return access;
};

/** The route marker (`x-access`) in the oracle's words, to compare the two. */
export const markerAsOracle = (operation: Operation): OracleAccess | undefined => {
  const access = operation.access;
  if (!access) return undefined;
  if ('public' in access) return 'public';
  if ('signedIn' in access) return 'signedIn';
  if ('listed' in access) return 'listed';
  return [...access.areas].sort();
};

/** The list a request names in its query's or its JSON body's `resource`. */
export const listOfRequest = (request: { url: string; payload?: string | Buffer }): string | undefined => {
  const query = new URL(request.url, 'http://oracle').searchParams.get('resource');
  if (query !== null) return query;
  if (typeof request.payload !== 'string') return undefined;
  const body: unknown = JSON.parse(request.payload);
  return (body as { resource?: string } | null)?.resource;
};

/** Whether the role may call an operation of this access; a `listed` one with the request's list. */
export const oracleAllows = (role: Role, access: OracleAccess, list?: string) => {
  if (access === 'public' || access === 'signedIn') return true;
  if (access === 'listed') {
    const area = list === undefined ? undefined : ORACLE_LIST_AREAS[list];
    if (area === undefined)
      throw new Error(`no line of ORACLE_LIST_AREAS names the list ${list ?? '(none)'}: add it`);
    return ORACLE_ROLE_AREAS[role].includes(area);
  }
  return access.some((area) => ORACLE_ROLE_AREAS[role].includes(area));
};
