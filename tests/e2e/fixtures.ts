import type { Insertable, Kysely } from 'kysely';
import type { Page } from 'playwright-core';
import type { CarsTable, CustomersTable, Database } from '../../server/db/schema.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedDatabase } from '../../server/seed/index.ts';
import type { CustomerSearchRow } from '../../src/domain/customers/customerSearch.ts';
import type { Paginated } from '../../src/domain/pagination.ts';
import { postLedgerLines } from '../../server/repositories/ledger.ts';
import { toCents, toDecimal } from '../../src/domain/money.ts';
import type { PaymentStatus } from '../../src/domain/payments/payments.ts';
import { taxOf } from '../../src/domain/pricing/gst.ts';
import { apiCall } from './api.ts';
import { boxIdWhere, working } from '../support/boxIds.ts';
import { insertTrip, UNDER_WAY } from '../support/memberTrips.ts';
import { copyPgliteTemplate } from '../support/pgliteTemplate.ts';

/**
 * Members whose names a spreadsheet would run as formulas: the CSV export must neutralise
 * them. No route creates members, so they go into the database before the product opens it.
 */
export const FORMULA_MEMBERS = [
  { customerNumber: 'E2E-F1', firstName: 'Formula', lastName: '=Formula', email: 'f1.e2e@example.com' },
  { customerNumber: 'E2E-F2', firstName: '@Formula', lastName: '=Formulaic', email: 'f2.e2e@example.com' },
];
/** A filter that matches exactly the members above. */
export const FORMULA_FILTER = { lastName: '=Formula' };

/**
 * One member per journey that needs a member in a given state. The demo data depends on
 * today's date, so a journey that looked for such a member among the demo's passed one day
 * and failed the next; these are the same on every day, and each journey has its own.
 */
export const E2E_MEMBERS = {
  /** Active and owing (a trip whose payment was declined): closing the account is refused. */
  owing: { customer_number: 'E2E-OWES' },
  /** No alert yet. */
  alert: { customer_number: 'E2E-ALERT' },
  /** Holds an RFID card another member cannot be given. */
  rfidHolder: { customer_number: 'E2E-RFID-1', rfid_number: '80000000001', rfid_status: 'ACTIVE' },
  /** Holds no RFID card. */
  rfidFree: { customer_number: 'E2E-RFID-2' },
  /** Active, not suspended, holding no car: may book one. */
  booker: { customer_number: 'E2E-BOOK' },
  /** Like booker, in Vancouver's region, with no trip: books by place (spec 3 Reservation). */
  placeBooker: { customer_number: 'E2E-BOOK-PLACE', marketing_region_id: 1 },
  /** Has one trip (ended an hour ago, its payment in process), so the Trips tab and the recent activity list it. */
  traveller: { customer_number: 'E2E-TRIPS' },
  /** Has one trip and the card payment that settles it, for the Payments screen. */
  payer: { customer_number: 'E2E-PAYS' },
  /**
   * Has one paid trip and a card replacement fee owed, for the Billing tab's
   * journey: a fee added and reversed beside one that stays, a statement, a payment opened.
   */
  biller: { customer_number: 'E2E-BILL' },
  /** Owes a trip, and the card on file expired last year (spec 8 Payment): a payment is declined, with its reason. */
  decliner: {
    customer_number: 'E2E-DECLINED',
    cc_type: 'Visa',
    cc_last4: '0002',
    cc_expiry: `07/${String((new Date().getFullYear() - 1) % 100).padStart(2, '0')}`,
  },
  /** No free minute and no promo code yet: a code is applied and minutes imported. */
  promoted: { customer_number: 'E2E-PROMO' },
  /** No free minute yet: a grant of each expiry kind is added through the dialog (spec 5 Free minutes form). */
  granted: { customer_number: 'E2E-GRANT' },
  /** The same, for the journey in French. */
  grantedInFrench: { customer_number: 'E2E-GRANT-FR' },
  /** Given free minutes by an Excel file named by customer number (spec 5 File upload), in English then French. */
  excelGranted: { customer_number: 'E2E-EXCEL' },
  /**
   * Took the one trip of the ticketed car (the parking-ticket look-up), named so that no demo
   * member is. Its number has the demo's 8 digits, as the new ticket's member picker reads a
   * number, and is the demo's member number 88,679,359 (server/seed/customers.ts), which no seed
   * reaches.
   */
  ticketed: { customer_number: '99002100', first_name: 'Ottoline', last_name: 'Parkhurst' },
  /** On a trip under way in the `troubled` car: troubleshot, then ended. */
  stranded: { customer_number: 'E2E-STRANDED' },
  /** On trips under way in the `terminated` and `released` cars: one terminated, one released. */
  terminatedRider: { customer_number: 'E2E-TERMINATED' },
  releasedRider: { customer_number: 'E2E-RELEASED' },
  /** Ended a trip in the `returned` car an hour ago and calls because it won't lock (spec 4). */
  returner: { customer_number: 'E2E-RETURNED' },
  /** Driving the `driving` car on a trip under way: its route so far shows (spec 3 Trip info). */
  driver: { customer_number: 'E2E-DRIVING' },
} satisfies Record<string, Partial<Insertable<CustomersTable>> & { customer_number: string }>;

/**
 * Members the free-text search must tell apart, with names no demo member has: the two share a
 * last name, so a search that read only the last name would find both. The wanted one's phone
 * gets an ending no other member has when the data is prepared (`freePhoneEnding`); tests read
 * it back through the API.
 */
export const SEARCH_MEMBERS = {
  wanted: {
    customer_number: 'E2E-FIND-1',
    first_name: 'Quintessa',
    last_name: 'Zarkovian',
    email: 'qzarkov.e2e@example.com',
  },
  namesake: {
    customer_number: 'E2E-FIND-2',
    first_name: 'Bartholomea',
    last_name: 'Zarkovian',
    email: 'bzarkov.e2e@example.com',
    phone: '5145550000',
  },
} satisfies Record<string, Insertable<CustomersTable>>;

/**
 * Cars of the browser tests' own, in Montreal's fleet: the demo's cars change state
 * with the seed's clock (asleep or not, a trip under way), these are the same on every run, each
 * journey has its own, and identifiers no demo car has (E2E VINs, 9xx box ids and SIM numbers).
 */
export const E2E_CARS = {
  /** Parked an hour ago with the ignition off, so its box is asleep: woken, then moved out of service and back. */
  sleeper: {
    vin: 'E2ESLEEPER0000001',
    plate_number: 'QZX 901',
    telemeter_id: 'CBX990000000001',
    msisdn: '15145550901',
    imsi: '302720990000901',
    iccid: '89302720990000009011',
  },
  /** Found in the car search by its plate and opened: its SIM, state and map marker. */
  listed: {
    vin: 'E2ELISTED00000001',
    plate_number: 'QZX 902',
    telemeter_id: 'CBX990000000002',
    msisdn: '15145550902',
    imsi: '302720990000902',
    iccid: '89302720990000009029',
  },
  /** Looked up by its plate and the time on a parking ticket: one trip, `TICKETED_TRIP`. */
  ticketed: {
    vin: 'E2ETICKETED000001',
    plate_number: 'QZX 903',
    telemeter_id: 'CBX990000000003',
    msisdn: '15145550903',
    imsi: '302720990000903',
    iccid: '89302720990000009037',
  },
  /**
   * On `stranded`'s trip, parked an hour ago so its box sleeps: the trip's troubleshooting
   * wakes it, unlocks it and ends the trip, so its box is one that carries out lock and unlock.
   */
  troubled: {
    vin: 'E2ETROUBLED000001',
    plate_number: 'QZX 904',
    telemeter_id: boxIdWhere('CBX99', working, 4),
    msisdn: '15145550904',
    imsi: '302720990000904',
    iccid: '89302720990000009045',
    status: 'IN_TRIP',
  },
  /** On `terminatedRider`'s trip, its box asleep: the trip is terminated, then the car moved on. */
  terminated: {
    vin: 'E2ETERMINATED0001',
    plate_number: 'QZX 905',
    telemeter_id: 'CBX990000000005',
    msisdn: '15145550905',
    imsi: '302720990000905',
    iccid: '89302720990000009052',
    status: 'IN_TRIP',
  },
  /** On `releasedRider`'s trip, its box dead for 8 days: the member is released, then the car written off. */
  released: {
    vin: 'E2ERELEASED000001',
    plate_number: 'QZX 906',
    telemeter_id: 'CBX990000000006',
    msisdn: '15145550906',
    imsi: '302720990000906',
    iccid: '89302720990000009060',
    status: 'IN_TRIP',
  },
  /** Available, its box dead for 7 days: not offered to members, and taken out of service. */
  deadBox: {
    vin: 'E2EDEADBOX0000001',
    plate_number: 'QZX 907',
    telemeter_id: 'CBX990000000007',
    msisdn: '15145550907',
    imsi: '302720990000907',
    iccid: '89302720990000009078',
  },
  /**
   * Parked an hour ago so its box sleeps, outside any trip: the car screen's journey locks it
   * (woken first) and runs its diagnostics as the service team, so its box is a working one.
   */
  commanded: {
    vin: 'E2ECOMMANDED00001',
    plate_number: 'QZX 908',
    telemeter_id: boxIdWhere('CBX99', working, 500),
    msisdn: '15145550908',
    imsi: '302720990000908',
    iccid: '89302720990000009086',
  },
  /** `returner`'s car, parked an hour ago at the end of the trip so its box sleeps; it carries out a lock. */
  returned: {
    vin: 'E2ERETURNED000001',
    plate_number: 'QZX 909',
    telemeter_id: boxIdWhere('CBX99', working, 905),
    msisdn: '15145550909',
    imsi: '302720990000909',
    iccid: '89302720990000009094',
  },
  /** On `driver`'s trip under way, its ignition on: the simulated fleet writes its route as it drives. */
  driving: {
    vin: 'E2EDRIVING0000001',
    plate_number: 'QZX 920',
    telemeter_id: boxIdWhere('CBX99', working, 950),
    msisdn: '15145550920',
    imsi: '302720990000920',
    iccid: '89302720990000009201',
    status: 'IN_TRIP',
  },
} satisfies Record<string, Partial<Insertable<CarsTable>>>;

/** The fixture cars whose boxes stopped reporting, and for how many days (rentability.ts, boxSilent). */
const SILENT_DAYS: Record<string, number> = { [E2E_CARS.released.vin]: 8, [E2E_CARS.deadBox.vin]: 7 };

/**
 * The ticketed car's one trip, taken by the ticketed member on a day long past, so that the demo
 * data's trips (which follow today's date) never reach it: 14 March 2025, 14:00 to 15:30 in
 * Montreal (EDT, UTC-4).
 */
export const TICKETED_TRIP = {
  start_at: new Date('2025-03-14T18:00:00Z'),
  end_at: new Date('2025-03-14T19:30:00Z'),
};

/**
 * E2E-DASH: the fleet dashboard's cars, available in Montreal with an empty tank, so they lead
 * its low-fuel list (fuel, then VIN: a leading 0 no demo VIN has), their boxes asleep like every
 * parked car's: the journey moves all five out of service at once (spec 2 car-state selection).
 */
export const E2E_DASH_CARS = [1, 2, 3, 4, 5].map((n) => ({
  vin: `0E2EDASH00000000${n}`,
  plate_number: `QZX 91${n}`,
  telemeter_id: `CBX99000000001${n}`,
  msisdn: `151455509${10 + n}`,
  imsi: `3027209900009${10 + n}`,
  iccid: `893027209900000091${n}0`,
  fuel_level: 0,
}));

/**
 * Writes the cars above, each with a box last active an hour ago: idle past 15 minutes, so
 * asleep, unless its ignition is on (the car being driven); those of SILENT_DAYS last reported
 * that many days ago and report no more.
 */
const insertFixtureCars = async (db: Kysely<Database>) => {
  const { id: fleetId } = await db
    .selectFrom('regions')
    .select('id')
    .where('name', '=', 'Montreal')
    .executeTakeFirstOrThrow();
  const lastActive = new Date(Date.now() - 3_600_000);
  const cars = [...Object.values(E2E_CARS), ...E2E_DASH_CARS];
  await db
    .insertInto('cars')
    .values(
      cars.map((car) => ({
        status: 'AVAILABLE',
        fleet_id: fleetId,
        make: 'Toyota',
        model: 'Prius',
        model_year: 2022,
        telemeter_model: 'INVERS CloudBoxx',
        carrier: 'Rogers',
        latitude: 45.5017,
        longitude: -73.5673,
        fuel_level: 80,
        battery_voltage: '12.6',
        odometer: 24_000,
        ...car,
      })),
    )
    .execute();
  await db
    .insertInto('fleet_boxes')
    .values(
      cars.map(({ vin }) => {
        const silentDays = SILENT_DAYS[vin];
        const at = silentDays ? new Date(Date.now() - silentDays * 24 * 3_600_000) : lastActive;
        return {
          vin,
          state_at: at,
          reported_at: at,
          active_at: at,
          offline: silentDays !== undefined,
          doors_locked: true,
          immobilizer_engaged: true,
          ignition_on: vin === E2E_CARS.driving.vin,
        };
      }),
    )
    .execute();
};

/** The first 4-digit ending, from 9999 down, that ends no member's phone and is no customer number. */
const freePhoneEnding = async (db: Kysely<Database>) => {
  const rows = await db.selectFrom('customers').select(['phone', 'customer_number']).execute();
  const taken = new Set(rows.flatMap((r) => [r.phone?.slice(-4), r.customer_number]));
  for (let n = 9999; n > 0; n--) {
    const ending = String(n).padStart(4, '0');
    if (!taken.has(ending)) return ending;
  }
  throw new Error('no free phone ending');
};

const fixtureMember = (key: string, values: Partial<Insertable<CustomersTable>>) => ({
  first_name: 'Fixture',
  last_name: key.charAt(0).toUpperCase() + key.slice(1),
  email: `${key.toLowerCase()}.e2e@example.com`,
  customer_number: '',
  ...values,
});

/** The demo data the product would load (SEED members), plus the members above. */
export const prepareData = async (dataDir: string, members: number) => {
  await copyPgliteTemplate(dataDir);
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database);
    await seedDatabase(database, { members });
    const { db } = database;
    await db
      .insertInto('customers')
      .values(
        FORMULA_MEMBERS.map((m) => ({
          customer_number: m.customerNumber,
          first_name: m.firstName,
          last_name: m.lastName,
          email: m.email,
        })),
      )
      .execute();
    const ending = await freePhoneEnding(db);
    await db
      .insertInto('customers')
      .values([{ ...SEARCH_MEMBERS.wanted, phone: `438555${ending}` }, SEARCH_MEMBERS.namesake])
      .execute();
    const inserted = await db
      .insertInto('customers')
      .values(Object.entries(E2E_MEMBERS).map(([key, values]) => fixtureMember(key, values)))
      .returning(['id', 'customer_number'])
      .execute();
    const idOf = (member: { customer_number: string }) =>
      inserted.find((m) => m.customer_number === member.customer_number)!.id;
    const { vin } = await db
      .selectFrom('cars')
      .select('vin')
      .orderBy('vin')
      .limit(1)
      .executeTakeFirstOrThrow();
    const hour = 3_600_000;
    const tripOf = async (customerId: string, charges: number, reserved: boolean) => {
      const start = Date.now() - 2 * hour;
      // Spec 3 Payment's Reserved column: the member held the car for 7 minutes before the trip ended the hold.
      const reservation = reserved
        ? await db
            .insertInto('reservations')
            .values({
              customer_id: customerId,
              vin,
              reserved_at: new Date(start - 7 * 60_000),
              expires_at: new Date(start + 23 * 60_000),
              status: 'TRIP_STARTED',
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        : null;
      return db
        .insertInto('trips')
        .values({
          customer_id: customerId,
          vin,
          reservation_id: reservation && reservation.id,
          start_at: new Date(start),
          end_at: new Date(start + hour),
          distance_km: '12.4',
          status: 'COMPLETED',
          charges: toDecimal(charges),
          discounts: '0',
          taxes: toDecimal(taxOf(charges)),
          total: toDecimal(charges + taxOf(charges)),
        })
        .returning(['id', 'total', 'end_at'])
        .executeTakeFirstOrThrow();
    };
    /**
     * A finished trip and its card payment, with the ledger lines the seed would write for them,
     * so the member's balance is their ledger's sum: a declined payment leaves the trip owed; a
     * `reserved` trip came from a reservation.
     */
    const tripAndPayment = async (
      member: { customer_number: string },
      charges: number,
      status: PaymentStatus,
      reserved = false,
    ) => {
      const customerId = idOf(member);
      const trip = await tripOf(customerId, charges, reserved);
      const payment = await db
        .insertInto('payments')
        .values({
          customer_id: customerId,
          trip_id: trip.id,
          paid_at: new Date(Date.now() - hour / 2),
          amount: trip.total!,
          status,
          card_type: 'Visa',
          card_last4: '4242',
          card_expiry: '08/29',
          process_type: 'Automatic',
          reference: `ch_${member.customer_number.toLowerCase().replace(/-/g, '_')}`,
        })
        .returning(['id', 'paid_at'])
        .executeTakeFirstOrThrow();
      await db.transaction().execute((trx) =>
        postLedgerLines(trx, customerId, null, [
          {
            kind: 'trip',
            tripId: trip.id,
            amount: charges,
            tax: taxOf(charges),
            postedAt: trip.end_at!,
          },
          ...(status === 'Unsuccessful'
            ? []
            : [
                {
                  kind: 'payment' as const,
                  paymentId: payment.id,
                  amount: -toCents(trip.total!),
                  postedAt: payment.paid_at,
                },
              ]),
        ]),
      );
    };
    await tripAndPayment(E2E_MEMBERS.traveller, 2002, 'In Process');
    await tripAndPayment(E2E_MEMBERS.payer, 2002, 'Success', true);
    await tripAndPayment(E2E_MEMBERS.owing, 4048, 'Unsuccessful');
    await tripAndPayment(E2E_MEMBERS.decliner, 1500, 'Unsuccessful');
    await tripAndPayment(E2E_MEMBERS.biller, 2002, 'Success');
    const poster = await db
      .selectFrom('staffs')
      .select(['id', 'first_name', 'last_name'])
      .where('role', '=', 'MSA')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const cardReplacement = 1000;
    await db.transaction().execute((trx) =>
      postLedgerLines(
        trx,
        idOf(E2E_MEMBERS.biller),
        { staffId: poster.id, name: `${poster.first_name} ${poster.last_name}` },
        [
          {
            kind: 'accountFee',
            feeCode: 'cardReplacement',
            amount: cardReplacement,
            tax: taxOf(cardReplacement),
            postedAt: new Date(Date.now() - hour / 4),
          },
        ],
      ),
    );
    // Last, so that nothing above picks one of them for a demo car.
    await insertFixtureCars(db);
    await db
      .insertInto('trips')
      .values({
        ...TICKETED_TRIP,
        customer_id: idOf(E2E_MEMBERS.ticketed),
        vin: E2E_CARS.ticketed.vin,
        distance_km: '8.2',
        status: 'COMPLETED',
      })
      .execute();
    for (const [member, car] of [
      [E2E_MEMBERS.stranded, E2E_CARS.troubled],
      [E2E_MEMBERS.terminatedRider, E2E_CARS.terminated],
      [E2E_MEMBERS.releasedRider, E2E_CARS.released],
    ] as const)
      await insertTrip(db, {
        customer_id: idOf(member),
        vin: car.vin,
        start_at: new Date(Date.now() - 2 * hour),
        ...UNDER_WAY,
      });
    await insertTrip(db, {
      customer_id: idOf(E2E_MEMBERS.returner),
      vin: E2E_CARS.returned.vin,
      start_at: new Date(Date.now() - 2 * hour),
      end_at: new Date(Date.now() - hour),
    });
    // Set off 40 minutes ago from where the car stands: the product's simulated fleet reports the rest.
    await insertTrip(db, {
      customer_id: idOf(E2E_MEMBERS.driver),
      vin: E2E_CARS.driving.vin,
      start_at: new Date(Date.now() - (2 / 3) * hour),
      start_latitude: 45.5017,
      start_longitude: -73.5673,
      ...UNDER_WAY,
    });
  } finally {
    await database.close();
  }
};

/** The id of a member the fixtures above wrote, found by customer number as staff would. */
export const fixtureMemberId = async (page: Page, member: { customer_number: string }) => {
  const { data } = await apiCall<Paginated<CustomerSearchRow>>(
    page,
    `/api/customer-process/searchCustomer?customerNumber=${member.customer_number}`,
  );
  const row = data.find((r) => r.customerNumber === member.customer_number);
  if (!row) throw new Error(`fixture member ${member.customer_number} is missing`);
  return row.id;
};
