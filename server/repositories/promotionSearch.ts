import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Paginated } from '../../src/domain/pagination.ts';
import {
  earliestToday,
  effectiveStatus,
  type PromotionRecord,
} from '../../src/domain/promotions/promotion.ts';
import type { PromotionStatus } from '../../src/domain/promotions/promotionValues.ts';
import type { PromotionSearchQuery } from '../../src/domain/promotions/promotionSearchQuery.ts';
import type { Database, PromotionsTable } from '../db/schema.ts';
import { escapeLike } from './likePrefix.ts';
import { cappedCount, pagedSearch } from './pagedSearch.ts';

type Db = Kysely<Database> | Transaction<Database>;
type PromotionRow = Selectable<PromotionsTable>;

/**
 * The day a promotion's expiry is judged against: today in the westernmost zone served, the
 * last place its expiry day ends, so a code reads EXPIRED once it has ended everywhere. One
 * day for every row keeps what a row reads and what the status filter finds the same.
 */
export const promotionToday = async (db: Db, now: Date = new Date()) => {
  const zones = await db.selectFrom('regions').select('time_zone').distinct().execute();
  return zones.length
    ? earliestToday(
        zones.map((zone) => zone.time_zone),
        now,
      )
    : now.toISOString().slice(0, 10);
};

/** The regions of these promotions, by promotion, in region order. */
const regionsOf = async (db: Db, ids: number[]) => {
  const byPromotion = new Map<number, { id: number; name: string }[]>();
  if (ids.length === 0) return byPromotion;
  const rows = await db
    .selectFrom('promotion_regions')
    .innerJoin('regions', 'regions.id', 'promotion_regions.region_id')
    .select(['promotion_regions.promotion_id', 'regions.id', 'regions.name'])
    .where('promotion_regions.promotion_id', 'in', ids)
    .orderBy('regions.id')
    .execute();
  for (const { promotion_id, id, name } of rows) {
    byPromotion.set(promotion_id, [...(byPromotion.get(promotion_id) ?? []), { id, name }]);
  }
  return byPromotion;
};

/** Promotions as the API answers them, their status as it reads on `today`. */
export const toPromotions = async (
  db: Db,
  rows: PromotionRow[],
  today: string,
): Promise<PromotionRecord[]> => {
  const regions = await regionsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    promoCode: row.promo_code,
    description: row.description,
    subChannel: row.sub_channel,
    status: effectiveStatus(row.status, row.expiry_date, today) as PromotionStatus,
    type: row.type,
    regions: regions.get(row.id) ?? [],
    freeMinutes: row.free_minutes,
    daysValid: row.days_valid,
    numberOfUses: row.number_of_uses,
    regDiscount: row.reg_discount,
    startDate: row.start_date,
    expiryDate: row.expiry_date,
    marketingNotes: row.marketing_notes,
    version: row.version,
  }));
};

type Filter = Omit<PromotionSearchQuery, 'page' | 'count' | 'lang' | 'tz'>;

/** The promotions `filter` matches, and in the order of the index that serves its sort (migration 107). */
const matching = (db: Kysely<Database>, filter: Filter, today: string) => {
  const { promoCode, status, subChannel, region, type, startFrom, startTo, expiryFrom, expiryTo } = filter;
  let base = db.selectFrom('promotions');
  if (promoCode) base = base.where(sql`lower(promo_code)`, 'like', `${escapeLike(promoCode.toLowerCase())}%`);
  if (status === 'EXPIRED')
    base = base.where((eb) =>
      eb.or([
        eb('status', '=', 'EXPIRED'),
        eb.and([eb('status', '=', 'ACTIVE'), eb('expiry_date', '<', today)]),
      ]),
    );
  else if (status === 'ACTIVE')
    base = base
      .where('status', '=', 'ACTIVE')
      .where((eb) => eb.or([eb('expiry_date', 'is', null), eb('expiry_date', '>=', today)]));
  else if (status) base = base.where('status', '=', status);
  if (subChannel) base = base.where('sub_channel', '=', subChannel);
  if (type) base = base.where('type', '=', type);
  if (region !== undefined)
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('promotion_regions')
          .select(sql`1`.as('one'))
          .whereRef('promotion_regions.promotion_id', '=', 'promotions.id')
          .where('promotion_regions.region_id', '=', region),
      ),
    );
  if (startFrom) base = base.where('start_date', '>=', startFrom);
  if (startTo) base = base.where('start_date', '<=', startTo);
  if (expiryFrom) base = base.where('expiry_date', '>=', expiryFrom);
  if (expiryTo) base = base.where('expiry_date', '<=', expiryTo);

  const direction = filter.order === 'ASC' ? 'asc' : 'desc';
  const rows = base.selectAll('promotions');
  const sorted =
    filter.sort === 'promoCode'
      ? rows.orderBy(sql`lower(promo_code)`, direction)
      : rows.orderBy(filter.sort === 'expiryDate' ? 'expiry_date' : 'start_date', direction);
  return { base, ordered: sorted.orderBy('id', direction) };
};

/** One page of the promotion search and its capped count. */
export async function searchPromotions(
  db: Kysely<Database>,
  { page, count, ...filter }: PromotionSearchQuery,
  now: Date = new Date(),
): Promise<Paginated<PromotionRecord>> {
  const today = await promotionToday(db, now);
  const { base, ordered } = matching(db, filter, today);
  return pagedSearch(db, base, ordered, { page, count }, (rows) => toPromotions(db, rows, today));
}

/** Every match up to `limit` for an export, and whether more match. */
export async function exportPromotions(db: Kysely<Database>, filter: Filter, limit: number) {
  const today = await promotionToday(db);
  const { base, ordered } = matching(db, filter, today);
  const [rows, total] = await Promise.all([ordered.limit(limit).execute(), cappedCount(db, base, limit)]);
  return { rows: await toPromotions(db, rows, today), capped: total > limit };
}

export async function getPromotion(db: Db, id: number): Promise<PromotionRecord | undefined> {
  const row = await db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
  return row && (await toPromotions(db, [row], await promotionToday(db)))[0];
}
