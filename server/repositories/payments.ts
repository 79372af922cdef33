import type { Kysely, Selectable } from 'kysely';
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
