import { sql, type Kysely } from 'kysely';
import { toCents, toDecimal } from '../../src/domain/money.ts';
import type { Database } from '../db/schema.ts';
import { CAR_COLUMNS, planCars } from './cars.ts';
import { FLEET_BOX_COLUMNS, fleetBoxRows } from './fleetBoxes.ts';
import { CARD_TYPES, CUSTOMER_COLUMNS, customerRows, planCustomers } from './customers.ts';
import { REGIONS } from './places.ts';
import { PROMOTION_COLUMNS, planPromotions } from './promotions.ts';
import { seedSizes, type SizeOverrides } from './sizes.ts';
import { seedSavedSearches } from './savedSearches.ts';
import { seedMassImports } from './massImports.ts';
import type { FileStorage } from '../files/storage.ts';
import { billingStaff, SEED_STAFF, staffCreatedAt } from './staff.ts';
import { planTickets, TICKET_COLUMNS, TICKET_NOTE_COLUMNS } from './tickets.ts';
import { cardExpiry, DAY } from './time.ts';
import { PAYMENT_COLUMNS, simulateTrips, TRIP_COLUMNS, type TripWorld } from './trips.ts';
import { Random } from './random.ts';
import { RESERVATION_COLUMNS, reservationRows, tripReservations } from './reservations.ts';
import { withBulkLoad } from './bulkLoad.ts';
import {
  LEDGER_COLUMNS,
  type LedgerRow,
  MemberTrips,
  TRIP_LEDGER_COLUMNS,
  tripLedgerRows,
} from './ledger.ts';
import { billingDemoRows, type CatalogueFee } from './billingDemo.ts';
import {
  FREE_MINUTE_LEDGER_COLUMNS,
  freeMinuteRows,
  GRANT_COLUMNS,
  PROMO_APPLICATION_COLUMNS,
} from './freeMinutes.ts';
import { ensureWakeupProviders, seedProviderFailures } from './wakeupProviders.ts';
import { ensureHomeZones } from './homeZones.ts';
import { seedParkingLots } from './parkingLots.ts';
import { TELEMETRY_COLUMNS, telemetrySince, tripTelemetry } from './telemetry.ts';
import { createTelemetryPartitions } from '../db/telemetryPartitions.ts';

/**
 * What the seed needs from the server core's `openDatabase()`: Kysely and a bulk COPY
 * (row values are string, number, boolean, Date or null).
 */
export interface SeedTarget {
  db: Kysely<Database>;
  copyRows(table: string, columns: string[], rows: unknown[][]): Promise<void>;
}

export interface SeedOptions {
  /** The world's scale (SEED): members, and the cars, trips and tickets that go with them. */
  members: number;
  /** Members alone, when not `members` (SEED_MEMBERS): the rest of the world keeps its scale. */
  memberCount?: number;
  /** Tickets alone, when not at the world's scale (SEED_TICKETS). */
  ticketCount?: number;
  /** Cars alone, when not at the world's scale (SEED_CARS). */
  carCount?: number;
  /** The moment the data is built around (trips of the last two years, active trips now). */
  now?: Date | number;
  /** Rows per COPY; the generators never hold more than one batch of a big table. */
  batchSize?: number;
  /** Where the demo's files go (an import's details file); none in a test's seed. */
  files?: FileStorage;
}

export interface SeedSummary {
  skipped: boolean;
  customers: number;
  staff: number;
  cars: number;
  trips: number;
  payments: number;
  promotions: number;
  tickets: number;
  reservations: number;
  ledgerLines: number;
  freeMinuteGrants: number;
  telemetryPoints: number;
  ms: number;
}

type Row = (string | number | boolean | Date | null)[];

/** The tables filled by COPY; their keys and secondary indexes are rebuilt once, after the load. */
const BULK_TABLES = [
  'customers',
  'cars',
  'fleet_boxes',
  'reservations',
  'promotions',
  'promotion_regions',
  'trips',
  'payments',
  'ledger_lines',
  'tickets',
  'ticket_categories',
  'ticket_customers',
  'ticket_vehicles',
  'ticket_notes',
  'free_minute_grants',
  'promo_applications',
];

/** Everything but the database: the same `now` and size give the same rows. */
export const planWorld = (
  members: number,
  now: number,
  overrides: Pick<SizeOverrides, 'members' | 'cars'> = {},
): TripWorld => {
  const sizes = seedSizes(members, overrides);
  // Whole UTC days, two years back: trips are laid out one day at a time.
  const windowStart = Math.floor((now - 730 * DAY) / DAY) * DAY;
  return {
    now,
    windowStart,
    customers: planCustomers(sizes.members, now),
    cars: planCars(sizes.cars, now, windowStart),
    targetTrips: sizes.trips,
  };
};

/** Car rows with the state the trip simulation left them in. */
export const carRows = (world: TripWorld, state: ReturnType<typeof simulateTrips>['state']): Row[] => {
  const rng = Random.for('car-state');
  return world.cars.map((car, i) => [
    car.vin,
    car.plate,
    car.region.id,
    car.make,
    car.model,
    car.modelYear,
    car.telemeterModel,
    car.telemeterId,
    car.carrier,
    car.msisdn,
    car.imsi,
    car.iccid,
    state.activeCars.has(i) ? 'IN_TRIP' : car.status,
    car.status !== 'TOTAL_LOSS',
    state.carLat[i],
    state.carLng[i],
    Math.round(state.carFuel[i]),
    // A parked car's 12 V battery rests around 12.4-12.8 V; a running one charges at ~14 V.
    (state.activeCars.has(i)
      ? rng.float(13.6, 14.4)
      : car.status === 'OUT_OF_SERVICE'
        ? rng.float(11.6, 12.4)
        : rng.float(12.3, 12.8)
    ).toFixed(2),
    Math.round(state.carOdometer[i]),
    new Date(car.createdAt),
    car.infleetStage ?? null,
  ]);
};

/** The world's support tickets, written by the seeded staff (`staffIds` in SEED_STAFF order). */
export const ticketRows = (
  world: TripWorld,
  members: number,
  now: number,
  staffIds: readonly number[],
  ticketCount?: number,
) =>
  planTickets(
    seedSizes(members, { tickets: ticketCount }).tickets,
    now,
    world.customers,
    world.cars,
    SEED_STAFF,
    staffIds,
  );

/**
 * Trip and payment rows in batches, in id order, with the reservations some trips started
 * from (tripReservations), the ledger lines and the telemetry points of the last 30 days
 * (server/seed/telemetry.ts) they make (ledger ids from 1); a batch
 * also ends when its points reach five batches' worth, so a busy month never fills memory.
 * When the last batch is out, `sim.state` holds the members' balances and the cars' final
 * state, and `memberTrips` what the billing demo needs of each member's trips.
 */
export function* tripAndPaymentRows(
  world: TripWorld,
  sim: ReturnType<typeof simulateTrips>,
  batchSize = 20_000,
  memberTrips = new MemberTrips(world.customers.count, world.cars),
) {
  const { customers, cars } = world;
  let trips: Row[] = [];
  let reservations: Row[] = [];
  let payments: Row[] = [];
  let ledger: LedgerRow[] = [];
  let telemetry: Row[] = [];
  const since = telemetrySince(world.now);
  let ledgerId = 0;
  const nextLedgerId = () => ++ledgerId;
  const reservationOf = tripReservations(world);
  for (const t of sim.trips()) {
    memberTrips.observe(t);
    const reservation = reservationOf(t);
    if (reservation) reservations.push(reservation);
    ledger.push(...tripLedgerRows(t, nextLedgerId));
    for (const point of tripTelemetry(t, cars[t.car], since)) telemetry.push(point);
    const p = t.price;
    trips.push([
      t.id,
      t.customerId,
      cars[t.car].vin,
      new Date(t.startAt),
      t.endAt === null ? null : new Date(t.endAt),
      t.startLat,
      t.startLng,
      t.endLat,
      t.endLng,
      t.distanceKm === null ? null : t.distanceKm.toFixed(2),
      t.status,
      p ? toDecimal(p.charges) : null,
      p ? toDecimal(p.discounts) : null,
      p ? toDecimal(p.taxes) : null,
      p ? toDecimal(p.total) : null,
      reservation && reservation[0],
    ]);
    if (t.payment && p) {
      const c = t.customerId - 1;
      payments.push([
        // One payment per completed trip, so the trip id serves as the payment id too.
        t.id,
        t.customerId,
        t.id,
        new Date(t.payment.paidAt),
        toDecimal(p.total),
        t.payment.status,
        CARD_TYPES[customers.cardType[c]],
        String(customers.cardLast4[c]).padStart(4, '0'),
        cardExpiry(customers.cardExpiry[c]),
        'Automatic',
        t.payment.reference,
      ]);
    }
    if (trips.length >= batchSize || telemetry.length >= 5 * batchSize) {
      yield { trips, reservations, payments, ledger, telemetry };
      trips = [];
      reservations = [];
      payments = [];
      ledger = [];
      telemetry = [];
    }
  }
  if (trips.length) yield { trips, reservations, payments, ledger, telemetry };
}

/**
 * Loads the deterministic demo data set into an empty database: regions, a back-office
 * team, members, cars, two years of trips and payments, promotions and tickets. Does
 * nothing but ensure the regions when there are members already, so a restart keeps the
 * data that staff changed. Bulk tables go through COPY, 20,000 rows at a time.
 */
export async function seedDatabase(
  database: SeedTarget,
  {
    members,
    memberCount = members,
    ticketCount,
    carCount,
    now: at = Date.now(),
    batchSize = 20_000,
    files,
  }: SeedOptions,
): Promise<SeedSummary> {
  const started = performance.now();
  const now = typeof at === 'number' ? at : at.getTime();
  const { db } = database;
  const summary: SeedSummary = {
    skipped: false,
    customers: 0,
    staff: 0,
    cars: 0,
    trips: 0,
    payments: 0,
    promotions: 0,
    tickets: 0,
    reservations: 0,
    ledgerLines: 0,
    freeMinuteGrants: 0,
    telemetryPoints: 0,
    ms: 0,
  };

  await db
    .insertInto('regions')
    .values(REGIONS.map((r) => ({ id: r.id, name: r.name, province: r.province, time_zone: r.timeZone })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await ensureWakeupProviders(db, now);
  await ensureHomeZones(db, now);

  const existing = await db.selectFrom('customers').select('id').limit(1).executeTakeFirst();
  if (existing || memberCount <= 0) {
    summary.skipped = Boolean(existing);
    summary.ms = Math.round(performance.now() - started);
    return summary;
  }

  // Staff through Kysely: their ids come from the sequence the server core also uses for the demo accounts.
  await db
    .insertInto('staffs')
    .values(
      SEED_STAFF.map((s, i) => ({
        email: s.email,
        first_name: s.firstName,
        last_name: s.lastName,
        role: s.role,
        created_at: staffCreatedAt(i, now),
      })),
    )
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  const staffRows = await db
    .selectFrom('staffs')
    .select(['id', 'email'])
    .where(
      'email',
      'in',
      SEED_STAFF.map((s) => s.email),
    )
    .execute();
  const idByEmail = new Map(staffRows.map((r) => [r.email, r.id]));
  const staffIds = SEED_STAFF.map((s) => idByEmail.get(s.email)!);
  summary.staff = staffIds.length;
  await seedSavedSearches(db, staffIds[0]!);
  const importer = SEED_STAFF[1]!;
  await seedMassImports(db, {
    now,
    staff: { staffId: staffIds[1]!, name: `${importer.firstName} ${importer.lastName}` },
    storage: files,
  });

  // The fee catalogue is migration 104's: the seed charges what the database says a fee costs.
  const fees: CatalogueFee[] = (
    await db.selectFrom('product_fees').select(['code', 'type', 'net_amount']).orderBy('code').execute()
  ).map((f) => ({ code: f.code, type: f.type, net: toCents(f.net_amount) }));

  const world = planWorld(members, now, { members: memberCount, cars: carCount });
  const sim = simulateTrips(world);
  const memberTrips = new MemberTrips(world.customers.count, world.cars);
  await createTelemetryPartitions(db, new Date(telemetrySince(now)), new Date(now));
  await withBulkLoad(db, BULK_TABLES, async () => {
    // Keys are checked after the load, so trips can go first: the simulation learns the
    // members' balances and the cars' final positions as it writes them.
    for (const { trips, reservations, payments, ledger, telemetry } of tripAndPaymentRows(
      world,
      sim,
      batchSize,
      memberTrips,
    )) {
      if (reservations.length)
        await database.copyRows('reservations', [...RESERVATION_COLUMNS], reservations);
      await database.copyRows('trips', [...TRIP_COLUMNS], trips);
      if (payments.length) await database.copyRows('payments', [...PAYMENT_COLUMNS], payments);
      if (ledger.length) await database.copyRows('ledger_lines', [...TRIP_LEDGER_COLUMNS], ledger);
      if (telemetry.length) await database.copyRows('telemetry', [...TELEMETRY_COLUMNS], telemetry);
      summary.telemetryPoints += telemetry.length;
      summary.trips += trips.length;
      summary.reservations += reservations.length;
      summary.payments += payments.length;
      summary.ledgerLines += ledger.length;
    }
    // Before the members' rows: the demo's lines move the balances those rows carry.
    for (const batch of billingDemoRows({
      now,
      memberTrips,
      closed: world.customers.closed,
      balances: sim.state.balances,
      fees,
      staff: billingStaff(staffIds),
      firstId: summary.ledgerLines + 1,
      batchSize,
    })) {
      await database.copyRows('ledger_lines', [...LEDGER_COLUMNS], batch);
      summary.ledgerLines += batch.length;
    }

    const promotions = planPromotions(now);
    await database.copyRows(
      'promotions',
      [...PROMOTION_COLUMNS],
      promotions.map((p) => p.row),
    );
    await database.copyRows(
      'promotion_regions',
      ['promotion_id', 'region_id'],
      promotions.flatMap((p) => p.regions.map((r) => [p.id, r])),
    );
    summary.promotions = promotions.length;
    // Zero-amount lines: the balances the members' rows carry stay as they are.
    for (const batch of freeMinuteRows({
      now,
      customers: world.customers,
      promotions,
      staff: billingStaff(staffIds),
      firstLedgerId: summary.ledgerLines + 1,
      batchSize,
    })) {
      await database.copyRows('free_minute_grants', [...GRANT_COLUMNS], batch.grants);
      if (batch.applications.length)
        await database.copyRows('promo_applications', [...PROMO_APPLICATION_COLUMNS], batch.applications);
      await database.copyRows('ledger_lines', [...FREE_MINUTE_LEDGER_COLUMNS], batch.ledger);
      summary.freeMinuteGrants += batch.grants.length;
      summary.ledgerLines += batch.ledger.length;
    }

    for (const batch of customerRows(world.customers, sim.state.balances, now, batchSize)) {
      await database.copyRows('customers', [...CUSTOMER_COLUMNS], batch);
      summary.customers += batch.length;
    }

    await database.copyRows('cars', [...CAR_COLUMNS], carRows(world, sim.state));
    summary.cars = world.cars.length;
    await database.copyRows(
      'fleet_boxes',
      [...FLEET_BOX_COLUMNS],
      fleetBoxRows(world.cars, sim.state.activeCars, now),
    );

    // Help-desk bookings name the member-services staff who made them.
    const deskStaff = SEED_STAFF.filter((s) => s.role === 'MSA' || s.role === 'OC').map(
      (s) => `${s.firstName} ${s.lastName}`,
    );
    for (const batch of reservationRows(world, sim.state, deskStaff, batchSize, summary.reservations + 1)) {
      await database.copyRows('reservations', [...RESERVATION_COLUMNS], batch);
      summary.reservations += batch.length;
    }

    const tickets = ticketRows(world, members, now, staffIds, ticketCount);
    await database.copyRows('tickets', [...TICKET_COLUMNS], tickets.tickets);
    await database.copyRows(
      'ticket_categories',
      ['ticket_id', 'category_value', 'ticket_created_at', 'ticket_status'],
      tickets.categories,
    );
    if (tickets.customers.length)
      await database.copyRows('ticket_customers', ['ticket_id', 'customer_id'], tickets.customers);
    if (tickets.vehicles.length)
      await database.copyRows('ticket_vehicles', ['ticket_id', 'vin'], tickets.vehicles);
    if (tickets.notes.length)
      await database.copyRows('ticket_notes', [...TICKET_NOTE_COLUMNS], tickets.notes);
    summary.tickets = tickets.tickets.length;
  });

  await seedProviderFailures(db, now);
  await seedParkingLots(db);

  // COPY with explicit ids leaves the sequences behind; new rows from the API must follow on.
  for (const table of [
    'customers',
    'trips',
    'payments',
    'ledger_lines',
    'reservations',
    'promotions',
    'tickets',
    'ticket_notes',
    'free_minute_grants',
    'promo_applications',
  ] as const) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${sql.table(table)}), false)`.execute(
      db,
    );
  }

  // Fresh statistics and visibility maps: without them the planner guesses, and the capped
  // counts read the heap instead of the index (a member search count went from 2.3 to 0.3 ms).
  await sql`VACUUM ANALYZE`.execute(db);

  summary.ms = Math.round(performance.now() - started);
  return summary;
}
