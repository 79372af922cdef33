import { CAR_COLUMNS } from '../../../server/seed/cars.ts';
import { CUSTOMER_COLUMNS, customerRows } from '../../../server/seed/customers.ts';
import { PROMOTION_COLUMNS, planPromotions } from '../../../server/seed/promotions.ts';
import { carRows, planWorld, ticketRows, tripAndPaymentRows } from '../../../server/seed/seedDatabase.ts';
import { billingDemoRows } from '../../../server/seed/billingDemo.ts';
import {
  FREE_MINUTE_LEDGER_COLUMNS,
  freeMinuteRows,
  GRANT_COLUMNS,
  PROMO_APPLICATION_COLUMNS,
} from '../../../server/seed/freeMinutes.ts';
import { LEDGER_COLUMNS, MemberTrips, TRIP_LEDGER_COLUMNS } from '../../../server/seed/ledger.ts';
import { billingStaff, SEED_STAFF } from '../../../server/seed/staff.ts';
import { TICKET_COLUMNS, TICKET_NOTE_COLUMNS } from '../../../server/seed/tickets.ts';
import { PAYMENT_COLUMNS, simulateTrips, TRIP_COLUMNS } from '../../../server/seed/trips.ts';
import { migrationFees } from './feeCatalogue.ts';

type Obj = Record<string, unknown>;
const objects = (columns: readonly string[], rows: unknown[][]): Obj[] =>
  rows.map((r) => Object.fromEntries(columns.map((c, i) => [c, r[i]])));

/** Every row the seed would write, as objects keyed by column, without a database. */
export const collectSeed = (members: number, now: number, batchSize = 20_000) => {
  const world = planWorld(members, now);
  const sim = simulateTrips(world);
  const memberTrips = new MemberTrips(world.customers.count, world.cars);
  const trips: Obj[] = [];
  const payments: Obj[] = [];
  const ledgerLines: Obj[] = [];
  let telemetryPoints = 0;
  for (const batch of tripAndPaymentRows(world, sim, batchSize, memberTrips)) {
    telemetryPoints += batch.telemetry.length;
    trips.push(...objects(TRIP_COLUMNS, batch.trips));
    payments.push(...objects(PAYMENT_COLUMNS, batch.payments));
    ledgerLines.push(...objects(TRIP_LEDGER_COLUMNS, batch.ledger));
  }
  const staffIds = SEED_STAFF.map((_, i) => 100 + i);
  for (const batch of billingDemoRows({
    now,
    memberTrips,
    closed: world.customers.closed,
    balances: sim.state.balances,
    fees: migrationFees(),
    staff: billingStaff(staffIds),
    firstId: ledgerLines.length + 1,
    batchSize,
  }))
    ledgerLines.push(...objects(LEDGER_COLUMNS, batch));
  const promotions = planPromotions(now);
  const freeMinuteGrants: Obj[] = [];
  const promoApplications: Obj[] = [];
  for (const batch of freeMinuteRows({
    now,
    customers: world.customers,
    promotions,
    staff: billingStaff(staffIds),
    firstLedgerId: ledgerLines.length + 1,
    batchSize,
  })) {
    freeMinuteGrants.push(...objects(GRANT_COLUMNS, batch.grants));
    promoApplications.push(...objects(PROMO_APPLICATION_COLUMNS, batch.applications));
    ledgerLines.push(...objects(FREE_MINUTE_LEDGER_COLUMNS, batch.ledger));
  }
  const customers: Obj[] = [];
  for (const batch of customerRows(world.customers, sim.state.balances, now, batchSize))
    customers.push(...objects(CUSTOMER_COLUMNS, batch));
  const tickets = ticketRows(world, members, now, staffIds);
  return {
    world,
    staffIds,
    customers,
    cars: objects(CAR_COLUMNS, carRows(world, sim.state)),
    trips,
    payments,
    ledgerLines,
    freeMinuteGrants,
    promoApplications,
    telemetryPoints,
    promotions: objects(
      PROMOTION_COLUMNS,
      promotions.map((p) => p.row),
    ),
    promotionRegions: promotions.flatMap((p) =>
      p.regions.map((region) => ({ promotion_id: p.id, region_id: region })),
    ),
    tickets: objects(TICKET_COLUMNS, tickets.tickets),
    ticketCategories: objects(['ticket_id', 'category_value'], tickets.categories),
    ticketCustomers: objects(['ticket_id', 'customer_id'], tickets.customers),
    ticketVehicles: objects(['ticket_id', 'vin'], tickets.vehicles),
    ticketNotes: objects(TICKET_NOTE_COLUMNS, tickets.notes),
  };
};
