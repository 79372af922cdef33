import { sql, type Transaction } from 'kysely';
import type { RowOutcome } from '../../src/domain/imports/rowOutcome.ts';
import {
  isStartNotPast,
  PROMOTION_MESSAGES,
  type PromotionCreate,
} from '../../src/domain/promotions/promotion.ts';
import type { Database } from '../db/schema.ts';
import type { Actor } from './audit.ts';

interface Region {
  id: number;
  name: string;
  timeZone: string;
}

/** The regions by their name as typed (any case, as an import file may write it). */
const regionsByName = async (trx: Transaction<Database>) => {
  const regions = await trx.selectFrom('regions').select(['id', 'name', 'time_zone as timeZone']).execute();
  return new Map<string, Region>(regions.map((region) => [region.name.toLowerCase(), region]));
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

const columnsOf = (row: PromotionCreate) => ({
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
    const found = row.regions.map((name) => regions.get(name.trim().toLowerCase()));
    if (found.some((region) => region === undefined))
      return { ok: false, field: 'regions', message: PROMOTION_MESSAGES.unknownRegion };
    const picked = found as Region[];
    if (
      !isStartNotPast(
        row.startDate,
        picked.map((region) => region.timeZone),
        now,
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
