import { sql, type Kysely, type Selectable } from 'kysely';
import {
  EXPIRING_SOON_DAYS,
  FREE_MINUTE_MESSAGES,
  type FreeMinuteCancel,
  type FreeMinuteGrant,
  type FreeMinuteSummary,
} from '../../src/domain/freeMinutes/freeMinute.ts';
import type { Database, FreeMinuteGrantsTable } from '../db/schema.ts';
import { HttpError } from '../http/httpError.ts';
import { updateVersioned, type Actor } from './audit.ts';
import { postLedgerLines } from './ledger.ts';
import { pagedSearch } from './pagedSearch.ts';

type GrantRow = Selectable<FreeMinuteGrantsTable> & { promo_code: string | null };

const DAY_MS = 86_400_000;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** What is left of a grant before it expires: never below zero. */
const leftOf = (row: Pick<GrantRow, 'minutes' | 'used_minutes' | 'cancelled_minutes'>) =>
  Math.max(0, row.minutes - row.used_minutes - row.cancelled_minutes);

const stateOf = (row: GrantRow, now: Date): FreeMinuteGrant['state'] => {
  if (row.cancelled_at !== null) return 'cancelled';
  if (leftOf(row) === 0) return 'used';
  if (row.expires_at !== null && new Date(row.expires_at) <= now) return 'expired';
  return 'active';
};

const toGrants = async (db: Kysely<Database>, rows: GrantRow[], now: Date): Promise<FreeMinuteGrant[]> => {
  const regionIds = [...new Set(rows.flatMap((row) => row.region_ids))];
  const regions = regionIds.length
    ? await db.selectFrom('regions').select(['id', 'name']).where('id', 'in', regionIds).execute()
    : [];
  const nameOf = new Map(regions.map((region) => [region.id, region.name]));
  return rows.map((row) => {
    const state = stateOf(row, now);
    return {
      id: String(row.id),
      customerId: String(row.customer_id),
      reason: row.reason,
      minutes: row.minutes,
      usedMinutes: row.used_minutes,
      cancelledMinutes: row.cancelled_minutes,
      remainingMinutes: state === 'active' ? leftOf(row) : 0,
      state,
      regions: row.region_ids.map((id) => ({ id, name: nameOf.get(id) ?? String(id) })),
      grantedAt: iso(row.granted_at)!,
      expiresAt: iso(row.expires_at),
      ticket: row.ticket_id,
      promoCode: row.promo_code,
      staffName: row.staff_name,
      cancelledAt: iso(row.cancelled_at),
      cancelReason: row.cancel_reason,
      cancelledBy: row.cancelled_by,
      version: row.version,
    };
  });
};

const grantsOf = (db: Kysely<Database>) =>
  db
    .selectFrom('free_minute_grants')
    .leftJoin('promotions', 'promotions.id', 'free_minute_grants.promotion_id')
    .selectAll('free_minute_grants')
    .select('promotions.promo_code');

/** GET /customer-freeminute: one member's grants, newest first by free_minute_grants_customer. */
export const memberGrants = (
  db: Kysely<Database>,
  { customerId, page, count }: { customerId: string | number; page: number; count: number },
  now = new Date(),
) => {
  const matches = db.selectFrom('free_minute_grants').where('customer_id', '=', String(customerId));
  const ordered = grantsOf(db)
    .where('free_minute_grants.customer_id', '=', String(customerId))
    .orderBy('free_minute_grants.granted_at', 'desc')
    .orderBy('free_minute_grants.id', 'desc');
  return pagedSearch(db, matches, ordered, { page, count }, (rows) => toGrants(db, rows, now));
};

/** One grant as the API answers it; 404 when none has that id. */
export const grantById = async (db: Kysely<Database>, id: string, now = new Date()) => {
  const row = await grantsOf(db).where('free_minute_grants.id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, 'error.notFound', `No free-minute grant has id ${id}`);
  return (await toGrants(db, [row], now))[0]!;
};

/**
 * Spec 7 /customer-freeminute/summary: the minutes left on unexpired, uncancelled grants, and of
 * them those expiring within EXPIRING_SOON_DAYS days, read from the member's index.
 */
export async function memberSummary(
  db: Kysely<Database>,
  customerId: string | number,
  now = new Date(),
): Promise<FreeMinuteSummary> {
  const soon = new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS);
  const left = sql<number>`minutes - used_minutes - cancelled_minutes`;
  const row = await db
    .selectFrom('free_minute_grants')
    .select([
      sql<string>`coalesce(sum(${left}), 0)`.as('balance'),
      sql<string>`coalesce(sum(case when expires_at <= ${soon} then ${left} else 0 end), 0)`.as('soon'),
      sql<Date | string | null>`min(expires_at)`.as('next'),
    ])
    .where('customer_id', '=', String(customerId))
    .where('cancelled_at', 'is', null)
    .where(left, '>', 0)
    .where((where) => where.or([where('expires_at', 'is', null), where('expires_at', '>', now)]))
    .executeTakeFirstOrThrow();
  return { balance: Number(row.balance), expiringSoon: Number(row.soon), nextExpiry: iso(row.next) };
}

/**
 * Spec 7 /customer-freeminute cancel: what is left is cancelled, with its reason, who and
 * when, and a freeMinutesCancel ledger line takes those minutes back, in one transaction.
 * Nothing left (used, expired or cancelled already): 409 nothingLeft.
 */
export async function cancelGrant(
  db: Kysely<Database>,
  actor: Actor,
  {
    id,
    version,
    body,
    now = new Date(),
  }: { id: string; version: number; body: FreeMinuteCancel; now?: Date },
) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('free_minute_grants')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'error.notFound', `No free-minute grant has id ${id}`);
    const left = leftOf(row);
    const over =
      row.cancelled_at !== null || left === 0 || (row.expires_at !== null && new Date(row.expires_at) <= now);
    if (row.version === version && over)
      throw new HttpError(409, FREE_MINUTE_MESSAGES.nothingLeft, 'Nothing is left of this grant to cancel');
    await updateVersioned(trx, {
      table: 'free_minute_grants',
      entity: 'freeMinutes',
      id,
      version,
      actor,
      action: 'freeMinutes.cancel',
      set: {
        cancelled_minutes: row.cancelled_minutes + left,
        cancelled_at: now,
        cancel_reason: body.cancelReason,
        cancelled_by: actor.name,
      },
    });
    await postLedgerLines(trx, row.customer_id, actor, [
      {
        kind: 'freeMinutesCancel',
        amount: 0,
        postedAt: now,
        reason: body.cancelReason,
        details: { minutes: -left },
        freeMinuteGrantId: id,
      },
    ]);
  });
  return grantById(db, id, now);
}
