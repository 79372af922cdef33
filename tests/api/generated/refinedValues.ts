/**
 * What the OpenAPI document cannot say about a valid request, by operationId: refinements that
 * depend on today, on another field or on the seed's rows. The generated suites' valid
 * requests (validRequestOf) set these fields and parameters over the values drawn from the
 * document; every other rule is the document's own (formats, patterns, lengths, enums:
 * src/domain/validation.ts `documented`). A route whose valid request needs more adds its
 * line here, with the reason.
 */

/** The promotion code the seeded app holds for the apply-promo suites (seededApp). */
export const SUITE_PROMO_CODE = 'GENSUITE';

const nextYear = new Date().getFullYear() + 1;
/** Expiries must not have passed (spec 5); a day a year ahead stays ahead in every zone. */
const FUTURE_DAY = `${nextYear}-06-30`;
/** Birth and membership dates must have passed. */
const PAST_DAY = '1990-05-01';
/** A card expiry MM/YY not yet reached. */
const CARD_EXPIRY = `06/${String(nextYear % 100).padStart(2, '0')}`;
/** The postal code must be one of the address's country (a Canadian code for CA). */
const HOME_ADDRESS = {
  line1: '1 Main Street',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H2X 1Y4',
  country: 'CA',
};

const personalInformation = {
  birthDate: PAST_DAY,
  homeAddress: HOME_ADDRESS,
  // The billing lines are required unless the billing address is the home one.
  billingAddress: { isSame: true },
};
/** A membership is the club and the number together, or nothing. */
const caaMembership = {
  memberClubCode: '620',
  memberNumber: '6202771234567890',
  memberSince: PAST_DAY,
  memberPostalCode: 'H2X 1Y4',
};
/** A student names the school; a name is valid for anyone. */
const school = { schoolName: 'Concordia University' };

let drawn = 0;
/** `n` digits no earlier call gave (the time, then a counter), for identifiers that must be new. */
const uniqueDigits = (n: number) =>
  `${Date.now()}${String(++drawn).padStart(6, '0')}`.slice(-n).padStart(n, '0');

/** Dotted field path (or required query parameter) → value, or how to read it from the real values. */
type RefinedFields = Record<string, unknown>;
type Real = Record<string, string>;
/** A value taken from the seed (the suites' real values) when the request is built. */
class FromSeed {
  constructor(readonly read: (real: Real) => unknown) {}
}
const fromSeed = (read: (real: Real) => unknown) => new FromSeed(read);

/** Links to rows (members, cars, staff, files) must name rows that exist. */
const ticketLinks = {
  customers: fromSeed((real) => [real.customerId]),
  vehicles: fromSeed((real) => [real.vin]),
  staff: null,
  files: [],
};

/** Money typed in the billing modals has at most two decimals, which the document cannot say. */
const AMOUNT = 0.01;
/** A receipt of last week: not after today, and after the seeded member joined. */
const LAST_WEEK = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);

const promotion = {
  promoCode: fromSeed(() => `GEN${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`.toUpperCase()),
  startDate: FUTURE_DAY,
  expiryDate: undefined,
  numberOfUses: 1,
  regDiscount: 0,
  freeMinutes: 30,
  daysValid: 30,
};

const VANCOUVER_SQUARE = 'POLYGON((-123.2 49.2, -123.1 49.2, -123.1 49.25, -123.2 49.25, -123.2 49.2))';
const ANALYTICS_RANGE = { from: '2026-01-01', to: '2026-01-31' };
const CALENDAR_LAST_WEEK = { from: '9999-12-20', to: '9999-12-31' };
const parkingLotValues = { fleetId: 1, latitude: 49.28, longitude: -123.12, spaces: 12, overflowSpaces: 0 };

/**
 * The list the suites' saved searches and column choices name: one whose area some roles do not
 * open (SUPPORT, SVC, DRIVE), so the access matrix sees a `listed` route both allow and refuse.
 */
export const SUITE_LIST = 'customers';

const REFINED_FIELDS: Record<string, RefinedFields> = {
  savedSearches: { resource: SUITE_LIST },
  addSavedSearch: { resource: SUITE_LIST },
  listColumns: { resource: SUITE_LIST },
  saveListColumns: { resource: SUITE_LIST },
  personalInformation,
  membership: { caaMembership },
  driverLicence: { 'driverLicence.expiryDate': FUTURE_DAY },
  paymentInformation: { 'paymentInformation.expiry': CARD_EXPIRY },
  school,
  updateCustomer: {
    ...personalInformation,
    ...school,
    caaMembership,
    driverLicence: {
      firstName: 'Ada',
      lastName: 'Tremblay',
      number: 'T1234-567890',
      expiryDate: FUTURE_DAY,
      country: 'CA',
      province: 'QC',
    },
    paymentInformation: { cardType: 'Visa', holder: 'Ada Tremblay', expiry: CARD_EXPIRY },
  },
  // An alert ends on a day still to come in the member's home zone.
  addAlertNote: { expiryDate: FUTURE_DAY },
  // A member who owes, on a card still good, paying a cent: a payment the member can always make.
  processPayment: { customerId: fromSeed((real) => real.debtorId), amount: 0.01 },
  // The log's start may not be in the future.
  getActivity: { startDate: PAST_DAY },
  // A statement is of a month that holds the member's lines (the seeded line's, seededApp).
  genMonthlyStatement: { month: fromSeed((real) => real.statementMonth) },
  // Spec 2 Modals, Trip fee: a fee of the catalogue on the seeded member's finished trip.
  addSpecialFee: { feeCode: 'cleaning', tripId: fromSeed((real) => real.tripId) },
  // The seeded member's fee, a cent at a time (once reversed whole, 409 is the business answer).
  reverseSpecialFee: { lineId: fromSeed((real) => real.lineId), amount: AMOUNT },
  // The adjustment's fields alone: the modification's would be refused by the other variant.
  adjustTrip: {
    kind: 'adjustment',
    tripId: fromSeed((real) => real.tripId),
    direction: 'debit',
    amount: AMOUNT,
    reason: 'goodwill',
    durationMinutes: undefined,
    distanceKm: undefined,
  },
  reimburseFuel: { receiptTotal: 10.5, litres: 7.25, receiptDate: LAST_WEEK },
  // A real run carries on after its 202 and would write while the matrix compares the tables
  // around another role's refused call; a dry run checks the same file and writes nothing.
  // The file is an import's (a ticket's attachment is not one).
  promotionsMassImport: { dryRun: true, fileLocation: fromSeed((real) => real.importFileLocation) },
  freeMinutesMassImport: { dryRun: true, fileLocation: fromSeed((real) => real.importFileLocation) },
  applyPromoMassImport: { dryRun: true, fileLocation: fromSeed((real) => real.importFileLocation) },
  addTicket: ticketLinks,
  updateTicket: ticketLinks,
  patchTicket: ticketLinks,
  // Spec 5 Promotion form: a new code each time (a code held already answers 409), starting in a
  // year, in a region /regions names (by name on add, by id on update); no expiry before it;
  // whole numbers within the spec-9 limits, which the document cannot say.
  addPromotion: { ...promotion, regions: ['Vancouver'] },
  updatePromotion: { ...promotion, regions: [1] },
  // A member's or a car's reservations: one of the two filters, which the document cannot say.
  memberReservations: { customerId: fromSeed((real) => real.customerId) },
  // A member the seed holds (an unknown one is the business 404).
  bookingPlaces: { customerId: fromSeed((real) => real.customerId) },
  // A plate of spec 5's shapes that no seeded car holds.
  changeCarPlate: { plateNumber: 'QZX 987' },
  // Digits: the MSISDN's rule is a refinement the document cannot say.
  searchCarsByMsisdn: { msisdn: '1' },
  // Spec 5 Free minutes form: whole minutes and days within spec 3, a region /regions names, no
  // ticket; the code the suites seed (a second application to the member is the business 409).
  addFreeMinutes: {
    freeMin: 30,
    regions: [1],
    expiry: 'days',
    expiryDays: 30,
    expiryDate: undefined,
    ticket: undefined,
  },
  applyPromo: { promoCode: SUITE_PROMO_CODE },
  // Spec 5 Add car form: a car no other car's identifiers clash with (a clash is the business 409),
  // of a box model, carrier, make, model and year the form fields offer, in a seeded fleet.
  addCar: {
    fleetId: 1,
    plateNumber: fromSeed(() => `${uniqueDigits(3)} QZX`),
    vinNumber: fromSeed(() => `GEN${uniqueDigits(14)}`),
    telemeterModel: 'Geotab GO9',
    telemeterId: fromSeed(() => `G9${uniqueDigits(13)}`),
    carMake: 'Kia',
    carModel: 'Niro',
    modelYear: 2022,
    carrier: 'Rogers',
    msisdn: fromSeed(() => uniqueDigits(15)),
    imsi: fromSeed(() => uniqueDigits(15)),
    iccid: fromSeed(() => uniqueDigits(20)),
  },
  // Spec 5 Parking lot: a lot of a seeded fleet, whole spaces, a point on Earth (refinements the
  // document cannot say); the update names the seed's first lot.
  addParkingLot: parkingLotValues,
  updateParkingLot: { ...parkingLotValues, lotId: 1 },
  // A car's telemetry range ends after it starts, at most 31 days later.
  carTelemetry: { from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' },
  // The route of a trip the seed holds.
  tripDirections: { tripId: fromSeed((real) => real.tripId) },
  // Only a known user's own password signs in (the draw picks the flow and its parameters).
  identityProviderPassage: {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: fromSeed((real) => ({ USERNAME: real.USERNAME, PASSWORD: real.PASSWORD })),
  },
  // Spec 5 date range: a range of days that ends after it starts, at most a year long; the charts
  // whose bounds and weeks step past a range's end read the calendar's last week (DATE_BOUNDS).
  analyticsTrips: CALENDAR_LAST_WEEK,
  analyticsRevenue: ANALYTICS_RANGE,
  analyticsUtilisation: CALENDAR_LAST_WEEK,
  analyticsMembers: CALENDAR_LAST_WEEK,
  analyticsTickets: ANALYTICS_RANGE,
  // Spec 5 File upload: a .txt file holding a shape inside the fleet's region (Vancouver's box).
  importHomeZone: { fleetId: 1, fileName: 'zone.txt', text: VANCOUVER_SQUARE },
  reshapeHomeZone: { fileName: 'zone.txt', text: VANCOUVER_SQUARE },
};

/**
 * Path parameters the seed's first key cannot fill, by operationId: the record must be in a
 * state the operation accepts. The seed's first grant may be cancelled or expired (409), so
 * the cancel names the suites' own open grant (seededApp).
 */
const HOME_ZONE_PATH = { id2: '1', id: '1' };

const REFINED_PATH_PARAMETERS: Record<string, RefinedFields> = {
  cancelFreeMinutes: { id: fromSeed((real) => real.openGrantId) },
  // The parking ticket's wall-clock time (the document's pattern) and a car the seed holds.
  parkingTicketTrip: { date: '2026-01-01T10:00', id: fromSeed((real) => real.vin) },
  // The seed's first zone is its first fleet's (server/seed/homeZones.ts).
  activateHomeZone: HOME_ZONE_PATH,
  deactivateHomeZone: HOME_ZONE_PATH,
  reshapeHomeZone: HOME_ZONE_PATH,
  // A trip the seed holds (the telemetry table has no id of its own to guess from).
  tripDetail: { id: fromSeed((real) => real.tripId) },
  tripTelemetry: { id: fromSeed((real) => real.tripId) },
};

/** The value a refined field or parameter takes, read from the seed where the table says so. */
const refinedValue = (value: unknown, real: Real) => (value instanceof FromSeed ? value.read(real) : value);

/** The refined value of a required query parameter, if the table names it. */
export const refinedParameter = (operationId: string | undefined, name: string, real: Real) => {
  const refined = REFINED_FIELDS[operationId ?? ''] ?? {};
  return name in refined ? String(refinedValue(refined[name], real)) : undefined;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `body` with the operation's refined fields set (the objects on a dotted path made when missing). */
export const withRefinedFields = (body: unknown, operationId: string | undefined, real: Real): unknown => {
  const refined = REFINED_FIELDS[operationId ?? ''];
  if (!refined || !isObject(body)) return body;
  const copy = structuredClone(body);
  for (const [path, value] of Object.entries(refined)) {
    const keys = path.split('.');
    const last = keys.pop()!;
    let node = copy;
    for (const key of keys) {
      const next = node[key];
      node = isObject(next) ? next : (node[key] = {});
    }
    node[last] = refinedValue(value, real);
  }
  return copy;
};

/** `values` (a path's parameters) with the operation's refined path parameters set. */
export const withRefinedPathParameters = (
  values: Record<string, string>,
  operationId: string | undefined,
  real: Real,
): Record<string, string> => {
  const refined = REFINED_PATH_PARAMETERS[operationId ?? ''] ?? {};
  return {
    ...values,
    ...Object.fromEntries(
      Object.entries(refined).map(([name, value]) => [
        name,
        encodeURIComponent(String(refinedValue(value, real))),
      ]),
    ),
  };
};
