import type { Kysely, Selectable } from 'kysely';
import type {
  PaymentDetail,
  PaymentRecord,
  PaymentSearchQuery,
  PaymentSearchResult,
  PaymentSearchRow,
} from '../../src/domain/payments/paymentSearch.ts';
import { maskedCardNumber } from '../../src/domain/formats.ts';
import { customerFullName } from '../../src/domain/names.ts';
import type {
  MemberPaymentRow,
  MemberPaymentsQuery,
  MemberPaymentsResult,
  PaymentStatus,
} from '../../src/domain/payments/payments.ts';
import type { Database, PaymentsTable } from '../db/schema.ts';
import { memberZoneOf, memberZonesOf } from './customers/alerts.ts';
import { pagedSearch } from './pagedSearch.ts';
import { paymentLines } from './paymentLines.ts';

/** A payment as the screens read it, its time in the member's home zone `timeZone`. */
const toPaymentRow = (p: Selectable<PaymentsTable>, timeZone: string): MemberPaymentRow => ({
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
  timeZone,
});

/** The member's home zone, which their payments' times are read in (server/repositories/customers/alerts.ts). */
const zoneOf = async (db: Kysely<Database>, customerId: string) =>
  (await memberZoneOf(db, customerId)) ?? 'UTC';

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
  const zone = await zoneOf(db, customerId);
  return pagedSearch(db, matches, ordered, page, (rows) => rows.map((row) => toPaymentRow(row, zone)));
}

/** The member's latest `limit` payments, for the recent activity panel. */
export const latestPayments = async (db: Kysely<Database>, customerId: string, limit: number) => {
  const zone = await zoneOf(db, customerId);
  return (await orderedPayments(db, customerId).ordered.limit(limit).execute()).map((row) =>
    toPaymentRow(row, zone),
  );
};

/** A payment and who paid it, as a processed payment answers it. */
export const toPaymentRecord = (p: Selectable<PaymentsTable>, timeZone: string): PaymentRecord => ({
  ...toPaymentRow(p, timeZone),
  customerId: Number(p.customer_id),
});

/** The page's members by id, read by primary key after the page: the page keeps its index's order. */
async function withMembers(
  db: Kysely<Database>,
  payments: Selectable<PaymentsTable>[],
): Promise<PaymentSearchRow[]> {
  const ids = [...new Set(payments.map((p) => String(p.customer_id)))];
  const members = ids.length
    ? await db
        .selectFrom('customers')
        .select(['id', 'customer_number', 'first_name', 'last_name', 'preferred_name'])
        .where('id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(
    members.map((m) => {
      const names = { firstName: m.first_name, lastName: m.last_name, preferredName: m.preferred_name };
      return [
        String(m.id),
        { id: Number(m.id), customerNumber: m.customer_number, ...names, fullName: customerFullName(names) },
      ];
    }),
  );
  const zones = await memberZonesOf(db, ids);
  return payments.map((p) => ({
    ...toPaymentRecord(p, zones.get(String(p.customer_id)) ?? 'UTC'),
    member: byId.get(String(p.customer_id))!,
  }));
}

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
  return pagedSearch(db, matches, ordered, query, (rows) => withMembers(db, rows));
}

/** The Payments list up to `limit` rows for an export, and whether more match. */
export async function exportPayments(db: Kysely<Database>, query: PaymentSearchQuery, limit: number) {
  const rows = await searchedPayments(db, query)
    .ordered.limit(limit + 1)
    .execute();
  return { rows: await withMembers(db, rows.slice(0, limit)), capped: rows.length > limit };
}

/** Spec 7 /payments/{id}: one payment, who paid it and the lines it settles, or undefined. */
export async function getPayment(db: Kysely<Database>, id: string): Promise<PaymentDetail | undefined> {
  const payment = await db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!payment) return undefined;
  const [row] = await withMembers(db, [payment]);
  return { ...row!, lines: await paymentLines(db, payment) };
}
