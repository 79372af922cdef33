import { sql, type Kysely, type Transaction } from 'kysely';
import type { RowOutcome } from '../../src/domain/imports/rowOutcome.ts';
import { regionNameKey } from '../../src/domain/regionList.ts';
import {
  isStartNotPast,
  regionTodays,
  PROMOTION_MESSAGES,
  type PromotionCreate,
  type PromotionRecord,
  type PromotionUpdate,
} from '../../src/domain/promotions/promotion.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { HttpError } from '../http/httpError.ts';
import { updateVersioned, type Actor } from './audit.ts';
import { getPromotion } from './promotionSearch.ts';

interface Region {
  id: number;
  name: string;
  timeZone: string;
}

/** The regions by their name as typed (any case or accents, as an import file may write it). */
const regionsByName = async (trx: Transaction<Database>) => {
  const regions = await trx.selectFrom('regions').select(['id', 'name', 'time_zone as timeZone']).execute();
  return new Map<string, Region>(regions.map((region) => [regionNameKey(region.name), region]));
};

/** The codes of `codes` that a promotion holds already, in lower case (codes are unique whatever their case). */
const takenCodes = async (trx: Transaction<Database>, codes: string[]) => {
  if (codes.length === 0) return new Set<string>();
  const rows = await trx
    .selectFrom('promotions')
    .select(sql<string>`lower(promo_code)`.as('code'))
    .where(sql<string>`lower(promo_code)`, 'in', codes)
    .execute();
  return new Set(rows.map((row) => row.code));
};

const columnsOf = (row: PromotionCreate | PromotionUpdate) => ({
  promo_code: row.promoCode,
  description: row.description ?? null,
  sub_channel: row.subChannel,
  status: row.status,
  type: row.type,
  free_minutes: row.freeMinutes ?? null,
  days_valid: row.daysValid ?? null,
  number_of_uses: row.numberOfUses ?? null,
  reg_discount: row.regDiscount ?? null,
  start_date: row.startDate,
  expiry_date: row.expiryDate ?? null,
  marketing_notes: row.marketingNotes ?? null,
});

type Judged = { row: PromotionCreate; regions: Region[] } | Extract<RowOutcome, { ok: false }>;

/**
 * Spec 5 "Promotion form", the rules a row needs the database for: its regions exist, its
 * start is not in the past in the westernmost of them, its code is free. A code given twice
 * in `rows` goes in once, at its first row, as a second save of the form would be refused.
 */
const judge = (
  rows: PromotionCreate[],
  regions: Map<string, Region>,
  taken: Set<string>,
  now: Date,
): Judged[] => {
  const seen = new Set<string>();
  return rows.map((row) => {
    const found = row.regions.map((name) => regions.get(regionNameKey(name)));
    if (found.some((region) => region === undefined))
      return { ok: false, field: 'regions', message: PROMOTION_MESSAGES.unknownRegion };
    const picked = found as Region[];
    if (
      !isStartNotPast(
        row.startDate,
        regionTodays(
          picked.map((region) => region.timeZone),
          now,
        ),
      )
    )
      return { ok: false, field: 'startDate', message: PROMOTION_MESSAGES.startPast };
    const code = row.promoCode.toLowerCase();
    if (taken.has(code) || seen.has(code))
      return { ok: false, field: 'promoCode', message: PROMOTION_MESSAGES.codeTaken };
    seen.add(code);
    return { row, regions: picked };
  });
};

/**
 * Writes new promotions (the form's POST with one row, a "Create Promo Code" import with up to
 * 500): one outcome per row, in order. Each statement covers every good row at once, so a
 * batch costs the same few round trips as one row. Runs in the caller's transaction: the
 * promotions, their regions and their audit entries stand or fall together. A code another
 * transaction wrote since it was checked is skipped by ON CONFLICT and reported taken.
 */
export async function insertPromotions(
  trx: Transaction<Database>,
  actor: Actor,
  rows: PromotionCreate[],
  now: Date = new Date(),
): Promise<RowOutcome[]> {
  const regions = await regionsByName(trx);
  const taken = await takenCodes(trx, [...new Set(rows.map((row) => row.promoCode.toLowerCase()))]);
  const judged = judge(rows, regions, taken, now);
  const good = judged.filter((item): item is Exclude<Judged, RowOutcome> => !('ok' in item));
  if (good.length === 0) return judged as RowOutcome[];

  const inserted = await trx
    .insertInto('promotions')
    .values(good.map(({ row }) => columnsOf(row)))
    .onConflict((conflict) => conflict.doNothing())
    .returning(['id', 'promo_code'])
    .execute();
  const idOf = new Map(inserted.map((row) => [row.promo_code.toLowerCase(), row.id]));
  const written = good.flatMap((item) => {
    const id = idOf.get(item.row.promoCode.toLowerCase());
    return id === undefined ? [] : [{ ...item, id }];
  });

  if (written.length > 0) {
    await trx
      .insertInto('promotion_regions')
      .values(
        written.flatMap(({ id, regions: picked }) =>
          picked.map((region) => ({ promotion_id: id, region_id: region.id })),
        ),
      )
      .execute();
    // recordAudit's entry, one statement for the whole batch.
    await trx
      .insertInto('audit_entries')
      .values(
        written.map(({ id, row, regions: picked }) => ({
          actor_staff_id: actor.staffId,
          actor_name: actor.name,
          entity: 'promotions',
          record_id: String(id),
          action: 'add',
          before: null,
          after: JSON.stringify({ ...columnsOf(row), regions: picked.map((region) => region.name) }),
        })),
      )
      .execute();
  }

  return judged.map((item): RowOutcome => {
    if ('ok' in item) return item;
    const id = idOf.get(item.row.promoCode.toLowerCase());
    return id === undefined
      ? { ok: false, field: 'promoCode', message: PROMOTION_MESSAGES.codeTaken }
      : { ok: true, id: String(id) };
  });
}

const refused = (status: number, field: string, message: string) =>
  new HttpError(status, message, `${field}: ${message}`, { [field]: message });

/** A code another promotion holds, whatever its case: 409, as a second POST of it. */
const codeTaken = () => refused(409, 'promoCode', PROMOTION_MESSAGES.codeTaken);

/**
 * The rules of an update that need the database (spec 5), judged once the version has passed:
 * the regions exist, a start that changes is not in the past in the westernmost of them, a
 * changed code is free. Then the promotion's regions become `regionIds`.
 */
const replaceRegions = (id: number, body: PromotionUpdate, now: Date) => async (trx: Kysely<Database>) => {
  const stored = await trx
    .selectFrom('promotions')
    .select(['start_date', 'promo_code'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const regions = await trx
    .selectFrom('regions')
    .select(['id', 'time_zone'])
    .where('id', 'in', body.regions)
    .execute();
  if (regions.length !== body.regions.length) throw refused(400, 'regions', PROMOTION_MESSAGES.unknownRegion);
  const zones = regions.map((region) => region.time_zone);
  if (body.startDate !== stored.start_date && !isStartNotPast(body.startDate, regionTodays(zones, now)))
    throw refused(400, 'startDate', PROMOTION_MESSAGES.startPast);
  if (body.promoCode.toLowerCase() !== stored.promo_code.toLowerCase()) {
    const holder = await trx
      .selectFrom('promotions')
      .select('id')
      .where(sql<string>`lower(promo_code)`, '=', body.promoCode.toLowerCase())
      .executeTakeFirst();
    if (holder) throw codeTaken();
  }
  const before = await trx
    .selectFrom('promotion_regions')
    .select('region_id')
    .where('promotion_id', '=', id)
    .orderBy('region_id')
    .execute();
  const was = before.map((row) => row.region_id);
  const will = [...body.regions].sort((a, b) => a - b);
  if (was.join() === will.join()) return { before: {}, after: {} };
  await trx.deleteFrom('promotion_regions').where('promotion_id', '=', id).execute();
  await trx
    .insertInto('promotion_regions')
    .values(will.map((region) => ({ promotion_id: id, region_id: region })))
    .execute();
  return { before: { regions: was }, after: { regions: will } };
};

/** PATCH /promotions/{id}: the whole form from the copy at `version` (412 when stale, 404 when missing). */
export async function updatePromotion(
  db: Kysely<Database>,
  { id, version, actor, now = new Date() }: { id: number; version: number; actor: Actor; now?: Date },
  body: PromotionUpdate,
): Promise<PromotionRecord> {
  try {
    return await db.transaction().execute(async (trx) => {
      await updateVersioned(trx, {
        table: 'promotions',
        entity: 'promotions',
        id,
        version,
        actor,
        action: 'update',
        set: columnsOf(body),
        related: replaceRegions(id, body, now),
      });
      return (await getPromotion(trx, id))!;
    });
  } catch (error) {
    // Another save took the code between the check and the write.
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

/** POST /promotions: one row through the batch writer; a refused row answers its field and key. */
export async function createPromotion(
  db: Kysely<Database>,
  actor: Actor,
  body: PromotionCreate,
): Promise<PromotionRecord> {
  return db.transaction().execute(async (trx) => {
    const [outcome] = await insertPromotions(trx, actor, [body]);
    if (!outcome!.ok)
      throw outcome!.message === PROMOTION_MESSAGES.codeTaken
        ? codeTaken()
        : refused(400, outcome!.field, outcome!.message);
    return (await getPromotion(trx, Number(outcome!.id)))!;
  });
}
