import type { Kysely, Selectable } from 'kysely';
import type {
  PaymentDetail,
  PaymentLine,
  PaymentSearchQuery,
  PaymentSearchResult,
  PaymentSearchRow,
} from '../../src/domain/payments/paymentSearch.ts';
import { maskedCardNumber } from '../../src/domain/formats.ts';
import type {
  MemberPaymentRow,
  MemberPaymentsQuery,
  MemberPaymentsResult,
  PaymentStatus,
} from '../../src/domain/payments/payments.ts';
import type { Database, PaymentsTable } from '../db/schema.ts';
import { pagedSearch } from './pagedSearch.ts';

const toPaymentRow = (p: Selectable<PaymentsTable>): MemberPaymentRow => ({
  id: Number(p.id), // bigserial: exact as a JS number up to 2^53
  date: new Date(p.paid_at).toISOString(),
  amount: Number(p.amount),
  status: p.status as PaymentStatus,
  cardType: p.card_type,
  cardNumber: maskedCardNumber(p.card_last4),
  cardExpiry: p.card_expiry,
  processType: p.process_type,
  reference: p.reference,
  tripId: p.trip_id === null ? null : Number(p.trip_id),
});

/** The member's payments in the order of payments_customer (migration 040). */
export const orderedPayments = (db: Kysely<Database>, customerId: string) => {
  const matches = db.selectFrom('payments').where('payments.customer_id', '=', customerId);
  const ordered = matches.selectAll().orderBy('payments.paid_at', 'desc').orderBy('payments.id', 'desc');
  return { matches, ordered };
};

/** Spec 7 /customers-billing/payments: one page of a member's payments, newest first, read only. */
export async function memberPayments(
  db: Kysely<Database>,
  { customerId, ...page }: MemberPaymentsQuery,
): Promise<MemberPaymentsResult> {
  const { matches, ordered } = orderedPayments(db, customerId);
  return pagedSearch(db, matches, ordered, page, (rows) => rows.map(toPaymentRow));
}

/** The member's latest `limit` payments, for the recent activity panel. */
export const latestPayments = async (db: Kysely<Database>, customerId: string, limit: number) =>
  (await orderedPayments(db, customerId).ordered.limit(limit).execute()).map(toPaymentRow);

const toSearchRow = (p: Selectable<PaymentsTable>): PaymentSearchRow => ({
  ...toPaymentRow(p),
  customerId: Number(p.customer_id),
});

/**
 * GET /payments in the order of payments_paid (migration 103), or of payments_customer
 * (migration 040) for one member: date then id, the way `order` asks (newest first without it).
 */
export const searchedPayments = (db: Kysely<Database>, { customerId, order }: PaymentSearchQuery) => {
  const all = db.selectFrom('payments');
  const matches = customerId === undefined ? all : all.where('payments.customer_id', '=', customerId);
  const direction = order === 'ASC' ? 'asc' : 'desc';
  const ordered = matches
    .selectAll()
    .orderBy('payments.paid_at', direction)
    .orderBy('payments.id', direction);
  return { matches, ordered };
};

/** Spec 7 /payments: one page of payments, the count capped as other lists count. */
export async function searchPayments(
  db: Kysely<Database>,
  query: PaymentSearchQuery,
): Promise<PaymentSearchResult> {
  const { matches, ordered } = searchedPayments(db, query);
  return pagedSearch(db, matches, ordered, query, (rows) => rows.map(toSearchRow));
}

/** The Payments list up to `limit` rows for an export, and whether more match. */
export async function exportPayments(db: Kysely<Database>, query: PaymentSearchQuery, limit: number) {
  const rows = await searchedPayments(db, query)
    .ordered.limit(limit + 1)
    .execute();
  return { rows: rows.slice(0, limit).map(toSearchRow), capped: rows.length > limit };
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/**
 * The trip `payments.trip_id` names, as the payment's one line (no ledger yet: issue 18 point 2);
 * a trip's bill (/bill/{id}) is the same line.
 */
export async function linesOf(db: Kysely<Database>, tripId: string | number | null): Promise<PaymentLine[]> {
  if (tripId === null) return [];
  const trips = await db
    .selectFrom('trips')
    .innerJoin('cars', 'cars.vin', 'trips.vin')
    .innerJoin('regions', 'regions.id', 'cars.fleet_id')
    .select([
      'trips.id',
      'trips.start_at',
      'trips.end_at',
      'trips.distance_km',
      'trips.charges',
      'trips.discounts',
      'trips.taxes',
      'trips.total',
      'cars.plate_number',
      'regions.time_zone',
    ])
    .where('trips.id', '=', String(tripId))
    .execute();
  return trips.map((t) => {
    const start = new Date(t.start_at);
    const end = t.end_at === null ? null : new Date(t.end_at);
    return {
      tripId: Number(t.id),
      plateNumber: t.plate_number,
      vehicleTimeZone: t.time_zone,
      startDateTime: start.toISOString(),
      endDateTime: end && end.toISOString(),
      distanceKm: numberOrNull(t.distance_km),
      durationSeconds: end && Math.round((end.getTime() - start.getTime()) / 1000),
      charges: numberOrNull(t.charges),
      discounts: numberOrNull(t.discounts),
      taxes: numberOrNull(t.taxes),
      total: numberOrNull(t.total),
    };
  });
}

/** Spec 7 /payments/{id}: one payment and the trip it settles, or undefined. */
export async function getPayment(db: Kysely<Database>, id: string): Promise<PaymentDetail | undefined> {
  const payment = await db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
  return payment && { ...toSearchRow(payment), lines: await linesOf(db, payment.trip_id) };
}
