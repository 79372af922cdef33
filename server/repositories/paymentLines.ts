import type { Kysely, Selectable } from 'kysely';
import type { LedgerKind } from '../../src/domain/billing/ledger.ts';
import { toCents, toDecimal } from '../../src/domain/money.ts';
import type { PaymentLine } from '../../src/domain/payments/paymentSearch.ts';
import type { Database, PaymentsTable } from '../db/schema.ts';
import { tripsWithRegion } from './trips.ts';

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** A trip's columns of a line: its car, when it was reserved, its times in the car's zone, its distance and duration. */
interface TripFacts {
  trip_id: string | null;
  reserved_at: Date | string | null;
  start_at: Date | string | null;
  end_at: Date | string | null;
  distance_km: string | null;
  plate_number: string | null;
  time_zone: string | null;
}

const tripColumns = ({
  trip_id,
  reserved_at,
  start_at,
  end_at,
  distance_km,
  plate_number,
  time_zone,
}: TripFacts) => {
  const start = start_at === null ? null : new Date(start_at);
  const end = end_at === null ? null : new Date(end_at);
  return {
    tripId: trip_id === null ? null : Number(trip_id),
    plateNumber: plate_number,
    vehicleTimeZone: time_zone,
    reservedDateTime: reserved_at === null ? null : new Date(reserved_at).toISOString(),
    startDateTime: start && start.toISOString(),
    endDateTime: end && end.toISOString(),
    distanceKm: numberOrNull(distance_km),
    durationSeconds: start && end && Math.round((end.getTime() - start.getTime()) / 1000),
  };
};

/**
 * A trip's columns (TripFacts but its id) and amounts: one list, so both kinds of payment show
 * a trip alike; each query joins the trip's reservation (migration 171) for its time.
 */
const TRIP_FACTS = [
  'reservations.reserved_at',
  'trips.start_at',
  'trips.end_at',
  'trips.distance_km',
  'trips.charges',
  'trips.discounts',
  'trips.taxes',
  'trips.total',
  'cars.plate_number',
  'regions.time_zone',
] as const;

/**
 * A trip's line as a payment and a bill (/bill/{id}) show it: the trip's car, times, charges,
 * discounts, taxes and total; undefined when no trip has that id.
 */
export async function tripLine(
  db: Kysely<Database>,
  tripId: string | number,
): Promise<Omit<PaymentLine, 'settled'> | undefined> {
  const t = await tripsWithRegion(db)
    .leftJoin('reservations', 'reservations.id', 'trips.reservation_id')
    .select(['trips.id as trip_id', ...TRIP_FACTS])
    .where('trips.id', '=', String(tripId))
    .executeTakeFirst();
  return (
    t && {
      ledgerLineId: null,
      kind: 'trip',
      ...tripColumns(t),
      charges: numberOrNull(t.charges),
      discounts: numberOrNull(t.discounts),
      taxes: numberOrNull(t.taxes),
      total: numberOrNull(t.total),
    }
  );
}

/** An automatic payment settles the one trip payments.trip_id names, for the payment's amount. */
const tripOfPayment = async (
  db: Kysely<Database>,
  payment: Selectable<PaymentsTable>,
): Promise<PaymentLine[]> => {
  const line = payment.trip_id === null ? undefined : await tripLine(db, payment.trip_id);
  return line ? [{ ...line, settled: Number(payment.amount) }] : [];
};

/**
 * The ledger lines a processed payment settles (migration 105), oldest first: a trip's line
 * shows the trip's charges, discounts and taxes; any other line its amount and tax, and the
 * trip it is about, if any.
 */
async function settledLines(db: Kysely<Database>, paymentId: string): Promise<PaymentLine[]> {
  const rows = await db
    .selectFrom('payment_settlements as s')
    .innerJoin('ledger_lines as l', 'l.id', 's.ledger_line_id')
    .leftJoin('trips', 'trips.id', 'l.trip_id')
    .leftJoin('cars', 'cars.vin', 'trips.vin')
    .leftJoin('regions', 'regions.id', 'cars.fleet_id')
    .leftJoin('reservations', 'reservations.id', 'trips.reservation_id')
    .select(['l.id', 'l.kind', 'l.amount', 'l.tax', 's.amount as settled', 'l.trip_id', ...TRIP_FACTS])
    .where('s.payment_id', '=', paymentId)
    .orderBy('l.posted_at')
    .orderBy('l.id')
    .execute();
  return rows.map((row) => {
    const trip = row.kind === 'trip';
    return {
      ledgerLineId: Number(row.id),
      kind: row.kind as LedgerKind,
      ...tripColumns({ ...row, trip_id: row.trip_id === null ? null : String(row.trip_id) }),
      charges: Number(trip ? row.charges : row.amount),
      discounts: trip ? numberOrNull(row.discounts) : null,
      taxes: Number(trip ? row.taxes : row.tax),
      total: Number(trip ? row.total : toDecimal(toCents(row.amount) + toCents(row.tax))),
      settled: Number(row.settled),
    };
  });
}

/** Spec 3 Payment lines: what the payment settles. */
export const paymentLines = (db: Kysely<Database>, payment: Selectable<PaymentsTable>) =>
  payment.trip_id === null ? settledLines(db, String(payment.id)) : tripOfPayment(db, payment);
