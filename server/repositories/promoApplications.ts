import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  FREE_MINUTE_MESSAGES,
  type FreeMinuteAdd,
  type ApplyPromoRequest,
} from '../../src/domain/freeMinutes/freeMinute.ts';
import type { ApplyPromoResult } from '../../src/domain/freeMinutes/applyPromoResult.ts';
import type { RowOutcome } from '../../src/domain/imports/rowOutcome.ts';
import { effectiveStatus } from '../../src/domain/promotions/promotion.ts';
import {
  PROMO_CODE_PREFIX_MATCHES,
  promoCodeKey,
  promoCodeMatches,
  type PromoCodeMatch,
} from '../../src/domain/promotions/promoCodeLookup.ts';
import type { Database, PromotionsTable } from '../db/schema.ts';
import { recordAudits, type Actor } from './audit.ts';
import { grantById } from './freeMinuteGrants.ts';
import { grantFreeMinutes } from './freeMinutes.ts';
import { escapeLike } from './likePrefix.ts';
import { promotionToday, toPromotions } from './promotionSearch.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;
type PromotionRow = Selectable<PromotionsTable>;

export const APPLY_PROMO_MESSAGES = {
  invalidCode: 'applyPromo.errors.invalidCode',
  alreadyApplied: 'applyPromo.errors.alreadyApplied',
  usesExhausted: 'applyPromo.errors.usesExhausted',
  notStarted: 'applyPromo.errors.notStarted',
} as const;

/** The grant a promotion's free minutes make (spec 7, Apply promo): its days valid, its regions. */
const PROMO_GRANT_REASON = 'Promo Minutes Extension';

/**
 * The promotions the typed code finds (promoCodeLookup.ts). SQL narrows to the codes starting
 * with it, the exact one first (at most one: codes are unique whatever their case), and the
 * pure rule picks from those.
 */
export async function lookupPromotions(db: Db, typed: string): Promise<PromotionRow[]> {
  const key = promoCodeKey(typed);
  if (key === '') return [];
  const rows = await db
    .selectFrom('promotions')
    .selectAll()
    .where(sql<string>`lower(promo_code)`, 'like', `${escapeLike(key)}%`)
    .orderBy(sql`lower(promo_code) = ${key}`, 'desc')
    .orderBy(sql`lower(promo_code)`)
    .limit(PROMO_CODE_PREFIX_MATCHES + 1)
    .execute();
  return promoCodeMatches(
    typed,
    rows.map((row) => ({ ...row, promoCode: row.promo_code })),
  );
}

/**
 * GET /promotions/promocode/{code} (spec 2 Apply promo code): the promotions the code finds, as
 * the Apply Promo Code modal shows them, each saying whether it has started and whether the
 * member was given it already, so the field refuses such a code before the modal opens.
 */
export async function promoCodeLookup(
  db: Kysely<Database>,
  typed: string,
  customerId?: string,
): Promise<PromoCodeMatch[]> {
  const rows = await lookupPromotions(db, typed);
  const today = await promotionToday(db);
  const [records, applied] = await Promise.all([
    toPromotions(db, rows, today),
    appliedPairs(db, customerId === undefined ? [] : rows.map((row) => row.id), [customerId ?? '']),
  ]);
  return records.map((record) => ({
    promoCode: record.promoCode,
    type: record.type,
    status: record.status,
    freeMinutes: record.freeMinutes,
    daysValid: record.daysValid,
    regions: record.regions,
    regDiscount: record.regDiscount,
    notStarted: record.startDate > today,
    appliedToMember: applied.has(`${record.id}:${customerId}`),
  }));
}

type Judged = { ok: false; field: string; message: string } | { ok: true; promotion: PromotionRow };

/**
 * Spec 7, Apply promo, for one request or an import's 500, in the caller's transaction. The
 * promotions found are locked (FOR UPDATE, in id order) before their uses are counted, so two
 * concurrent applies cannot pass a code's number of uses; a member gets a code once. The good
 * rows make their free-minute grants (one batch per promotion), their applications and audit
 * entries in multi-row inserts. One outcome per request, in order: the application's id.
 */
export async function applyPromoCodes(
  trx: Trx,
  actor: Actor,
  applications: ApplyPromoRequest[],
  now: Date = new Date(),
): Promise<RowOutcome[]> {
  const keys = [...new Set(applications.map((application) => promoCodeKey(application.promoCode)))];
  const found = new Map<string, PromotionRow[]>();
  for (const key of keys) found.set(key, await lookupPromotions(trx, key));
  const promotionIds = [...new Set([...found.values()].flatMap((rows) => rows.map((row) => row.id)))].sort(
    (a, b) => a - b,
  );
  const customerIds = [...new Set(applications.map((application) => String(application.customerId)))];
  const [locked, today, members, uses, applied] = await Promise.all([
    lockPromotions(trx, promotionIds),
    promotionToday(trx, now),
    trx.selectFrom('customers').select('id').where('id', 'in', customerIds).execute(),
    usesOf(trx, promotionIds),
    appliedPairs(trx, promotionIds, customerIds),
  ]);
  const known = new Set(members.map((member) => String(member.id)));
  const judged = applications.map((application): Judged => {
    const matches = found.get(promoCodeKey(application.promoCode)) ?? [];
    const promotion = matches.length === 1 ? locked.get(matches[0]!.id) : undefined;
    const customerId = String(application.customerId);
    const refuse = (message: string, field = 'promoCode'): Judged => ({ ok: false, field, message });
    if (!promotion || effectiveStatus(promotion.status, promotion.expiry_date, today) !== 'ACTIVE')
      return refuse(APPLY_PROMO_MESSAGES.invalidCode);
    if (promotion.start_date > today) return refuse(APPLY_PROMO_MESSAGES.notStarted);
    if (!known.has(customerId)) return refuse(FREE_MINUTE_MESSAGES.unknownCustomer, 'customerId');
    const pair = `${promotion.id}:${customerId}`;
    if (applied.has(pair)) return refuse(APPLY_PROMO_MESSAGES.alreadyApplied);
    const used = uses.get(promotion.id) ?? 0;
    if (promotion.number_of_uses !== null && used >= promotion.number_of_uses)
      return refuse(APPLY_PROMO_MESSAGES.usesExhausted);
    // Later rows of the same batch see this one as made.
    applied.add(pair);
    uses.set(promotion.id, used + 1);
    return { ok: true, promotion };
  });
  const grantIds = await grantPromotionMinutes(trx, actor, applications, judged, now);
  return insertApplications(trx, actor, applications, judged, grantIds, now);
}

const lockPromotions = async (trx: Trx, ids: number[]) => {
  if (ids.length === 0) return new Map<number, PromotionRow>();
  const rows = await trx
    .selectFrom('promotions')
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
};

const usesOf = async (trx: Trx, ids: number[]) => {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await trx
    .selectFrom('promo_applications')
    .select(['promotion_id', sql<string>`count(*)`.as('uses')])
    .where('promotion_id', 'in', ids)
    .groupBy('promotion_id')
    .execute();
  return new Map(rows.map((row) => [row.promotion_id, Number(row.uses)]));
};

const appliedPairs = async (trx: Db, promotionIds: number[], customerIds: string[]) => {
  if (promotionIds.length === 0 || customerIds.length === 0) return new Set<string>();
  const rows = await trx
    .selectFrom('promo_applications')
    .select(['promotion_id', 'customer_id'])
    .where('promotion_id', 'in', promotionIds)
    .where('customer_id', 'in', customerIds)
    .execute();
  return new Set(rows.map((row) => `${row.promotion_id}:${row.customer_id}`));
};

/** The grants of the good rows whose promotion has free minutes, by row index; one batch per promotion. */
async function grantPromotionMinutes(
  trx: Trx,
  actor: Actor,
  applications: ApplyPromoRequest[],
  judged: Judged[],
  now: Date,
): Promise<Map<number, string>> {
  const byPromotion = new Map<number, number[]>();
  judged.forEach((row, index) => {
    if (!row.ok || !row.promotion.free_minutes) return;
    byPromotion.set(row.promotion.id, [...(byPromotion.get(row.promotion.id) ?? []), index]);
  });
  const grantIds = new Map<number, string>();
  for (const [promotionId, indexes] of byPromotion) {
    const promotion = (judged[indexes[0]!] as Extract<Judged, { ok: true }>).promotion;
    const regions = await trx
      .selectFrom('promotion_regions')
      .select('region_id')
      .where('promotion_id', '=', promotionId)
      .orderBy('region_id')
      .execute();
    const grant = (customerId: string): FreeMinuteAdd => ({
      customerId,
      reason: PROMO_GRANT_REASON,
      freeMin: promotion.free_minutes!,
      regions: regions.map((region) => region.region_id),
      expiry: promotion.days_valid ? 'days' : 'none',
      expiryDays: promotion.days_valid ?? undefined,
      expiryDate: '',
      ticket: undefined,
    });
    const outcomes = await grantFreeMinutes(
      trx,
      actor,
      indexes.map((index) => grant(String(applications[index]!.customerId))),
      { promotionId, now },
    );
    outcomes.forEach((outcome, position) => {
      // Every member was found above, and a promotion's regions exist: a refusal here is a bug.
      if (!outcome.ok) throw new Error(`Promotion ${promotionId}'s grant refused: ${outcome.message}`);
      grantIds.set(indexes[position]!, outcome.id);
    });
  }
  return grantIds;
}

async function insertApplications(
  trx: Trx,
  actor: Actor,
  applications: ApplyPromoRequest[],
  judged: Judged[],
  grantIds: Map<number, string>,
  now: Date,
): Promise<RowOutcome[]> {
  const good = judged.flatMap((row, index) => (row.ok ? [{ index, promotion: row.promotion }] : []));
  const values = good.map(({ index, promotion }) => ({
    promotion_id: promotion.id,
    customer_id: String(applications[index]!.customerId),
    applied_at: now,
    grant_id: grantIds.get(index) ?? null,
    staff_id: actor.staffId,
    staff_name: actor.name,
  }));
  const ids =
    values.length === 0
      ? []
      : (await trx.insertInto('promo_applications').values(values).returning('id').execute()).map((row) =>
          String(row.id),
        );
  await recordAudits(
    trx,
    actor,
    values.map((value, position) => ({
      entity: 'promoApplications',
      recordId: ids[position]!,
      action: 'applyPromo',
      before: null,
      after: {
        promotion_id: value.promotion_id,
        promo_code: good[position]!.promotion.promo_code,
        customer_id: value.customer_id,
        grant_id: value.grant_id,
      },
    })),
  );
  const idAt = new Map(good.map(({ index }, position) => [index, ids[position]!]));
  return judged.map((row, index) => (row.ok ? { ok: true, id: idAt.get(index)! } : row));
}

/** An application as POST /apply-promo answers it, with its grant. */
export async function applicationById(db: Kysely<Database>, id: string): Promise<ApplyPromoResult> {
  const row = await db
    .selectFrom('promo_applications')
    .innerJoin('promotions', 'promotions.id', 'promo_applications.promotion_id')
    .select([
      'promo_applications.id',
      'promo_applications.promotion_id',
      'promotions.promo_code',
      'promo_applications.customer_id',
      'promo_applications.applied_at',
      'promo_applications.grant_id',
    ])
    .where('promo_applications.id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    application: {
      id: String(row.id),
      promotionId: row.promotion_id,
      promoCode: row.promo_code,
      customerId: String(row.customer_id),
      appliedAt: new Date(row.applied_at).toISOString(),
    },
    grant: row.grant_id === null ? null : await grantById(db, String(row.grant_id)),
  };
}
