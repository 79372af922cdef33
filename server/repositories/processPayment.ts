import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { toCents, toDecimal } from '../../src/domain/money.ts';
import { declineReason, paymentDeclineReason } from '../../src/domain/payments/declineReason.ts';
import {
  MANUAL_PROCESS_TYPE,
  PAYMENT_DECLINED,
  type ProcessPaymentRequest,
} from '../../src/domain/payments/processPayment.ts';
import type { PaymentRecord } from '../../src/domain/payments/paymentSearch.ts';
import { settle } from '../../src/domain/payments/settlement.ts';
import type { Database, PaymentsTable } from '../db/schema.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { HttpError } from '../http/httpError.ts';
import { recordAudit, type Actor } from './audit.ts';
import { memberZoneOf } from './customers/alerts.ts';
import { postLedgerLines } from './ledger.ts';
import { toPaymentRecord } from './payments.ts';

/** What an attempt made, and whether this request only found it (the same key sent again). */
export interface ProcessedPayment {
  payment: PaymentRecord;
  replayed: boolean;
}

/** A reference like the payment processor's, as the seeded payments carry (`ch_` and 24 characters). */
const newReference = () => `ch_${randomBytes(12).toString('hex')}`;

/**
 * The spec 8 answer to a declined card, with its reason (and the card's expiry) for the text
 * beside spec 8's that says what to do; the attempt's Unsuccessful payment is kept all the same.
 */
export const declined = (payment: PaymentRecord) => {
  const reason = paymentDeclineReason(payment);
  return new HttpError(
    402,
    PAYMENT_DECLINED,
    `The card was declined${reason ? ` (${reason})` : ''}: payment ${payment.id} is Unsuccessful`,
    undefined,
    undefined,
    reason ? { reason, expiry: payment.cardExpiry ?? '' } : undefined,
  );
};

/**
 * The member's charges not yet paid, oldest first, each with what is left of it: a trip an
 * automatic payment settles (payments.trip_id, as the ledger's backfill reads it) is paid, and
 * a processed payment pays what its settlements say.
 */
async function openCharges(trx: Transaction<Database>, customerId: string) {
  const rows = await trx
    .selectFrom('ledger_lines as l')
    .select([
      'l.id',
      sql<string>`l.amount + l.tax - coalesce((
        SELECT sum(s.amount) FROM payment_settlements s WHERE s.ledger_line_id = l.id), 0)`.as('open'),
    ])
    .where('l.customer_id', '=', customerId)
    .where(sql<boolean>`l.amount + l.tax > 0`)
    .where(({ not, exists, selectFrom, and, eb }) =>
      not(
        and([
          eb('l.kind', '=', 'trip'),
          exists(
            selectFrom('payments as p')
              .select(sql`1`.as('one'))
              .whereRef('p.trip_id', '=', 'l.trip_id')
              .where('p.status', '<>', 'Unsuccessful'),
          ),
        ]),
      ),
    )
    .orderBy('l.posted_at')
    .orderBy('l.id')
    .execute();
  return rows.map((row) => ({ id: row.id, open: toCents(row.open) })).filter((row) => row.open > 0);
}

/** The payment a key has already made, refused when the key was made for another member. */
async function paymentOfKey(
  db: Kysely<Database> | Transaction<Database>,
  key: string,
  customerId: string,
): Promise<Selectable<PaymentsTable> | undefined> {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (row && String(row.customer_id) !== customerId)
    throw new HttpError(
      409,
      'billing.processPayment.keyReused',
      'This idempotency key was used for another member: make a new one for each attempt',
    );
  return row;
}

/**
 * Process payment (spec 7, Payments and billing): charges the member's card on file for `amount`,
 * the whole outstanding balance when left out. The member's row is locked first, so two
 * attempts for one member run one after the other and the second sees the first's key and
 * balance; the unique key catches the same key sent for two members at once.
 * A card past its expiry is declined: the Unsuccessful payment is recorded, and nothing else.
 * A success records the payment, its ledger line (which lowers the balance), the charges it
 * settles and the audit entry, in one transaction.
 */
export async function processPayment(
  db: Kysely<Database>,
  actor: Actor,
  { customerId, amount, idempotencyKey }: ProcessPaymentRequest,
  now = new Date(),
): Promise<ProcessedPayment> {
  try {
    return await db.transaction().execute(async (trx) => {
      const member = await trx
        .selectFrom('customers')
        .select(['outstanding_balance', 'cc_type', 'cc_last4', 'cc_expiry'])
        .where('id', '=', customerId)
        .forUpdate()
        .executeTakeFirst();
      if (!member) throw new HttpError(404, 'error.notFound', `No member has id ${customerId}`);
      const zone = (await memberZoneOf(trx, customerId))!; // the member was just found
      const earlier = await paymentOfKey(trx, idempotencyKey, customerId);
      if (earlier) return { payment: toPaymentRecord(earlier, zone), replayed: true };

      // What the member owes now decides, not the request's form: a business answer (409), as a
      // colleague's payment a moment earlier can make a request that was right wrong.
      const balance = toCents(member.outstanding_balance);
      if (balance <= 0)
        throw new HttpError(409, 'billing.processPayment.nothingOwed', 'The member owes nothing');
      const paid = amount === undefined ? balance : toCents(amount);
      if (paid > balance)
        throw new HttpError(409, 'billing.processPayment.overBalance', 'More than the member owes', {
          amount: 'billing.processPayment.overBalance',
        });

      const accepted =
        declineReason({ cardNumber: member.cc_last4, cardExpiry: member.cc_expiry }, now) === undefined;
      const row = await trx
        .insertInto('payments')
        .values({
          customer_id: customerId,
          paid_at: now,
          amount: toDecimal(paid),
          status: accepted ? 'Success' : 'Unsuccessful',
          card_type: member.cc_type,
          card_last4: member.cc_last4,
          card_expiry: member.cc_expiry,
          process_type: MANUAL_PROCESS_TYPE,
          reference: newReference(),
          idempotency_key: idempotencyKey,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = accepted ? balance - paid : balance;
      if (accepted) {
        const settled = settle(await openCharges(trx, customerId), paid);
        await postLedgerLines(trx, customerId, actor, [
          { kind: 'payment', amount: -paid, postedAt: now, paymentId: row.id },
        ]);
        if (settled.length)
          await trx
            .insertInto('payment_settlements')
            .values(
              settled.map((line) => ({
                payment_id: row.id,
                ledger_line_id: line.id,
                amount: toDecimal(line.amount),
              })),
            )
            .execute();
      }
      await recordAudit(trx, actor, {
        entity: 'customers',
        recordId: customerId,
        action: 'payment.process',
        before: { outstanding_balance: toDecimal(balance) },
        after: { outstanding_balance: toDecimal(after), payment_id: row.id, payment_status: row.status },
      });
      return { payment: toPaymentRecord(row, zone), replayed: false };
    });
  } catch (error) {
    // The same key sent twice at once: the first attempt's payment is the answer to both.
    if (!isUniqueViolation(error)) throw error;
    const row = await paymentOfKey(db, idempotencyKey, customerId);
    if (!row) throw error;
    return { payment: toPaymentRecord(row, (await memberZoneOf(db, customerId))!), replayed: true };
  }
}
