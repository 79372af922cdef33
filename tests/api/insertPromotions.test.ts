import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPromotions } from '../../server/repositories/promotions.ts';
import { promotionCreate, type PromotionCreate } from '../../src/domain/promotions/promotion.ts';
import { insertPromotionRegions } from '../support/promotionRegions.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const actor = { staffId: null, name: 'Batch Tester' };
// 05:00 UTC on 2 April 2030: the 2nd in Toronto, still the 1st in Vancouver.
const now = new Date('2030-04-02T05:00:00Z');

const row = (promoCode: string, rest: Record<string, unknown> = {}): PromotionCreate =>
  promotionCreate.parse({
    status: 'ACTIVE',
    promoCode,
    subChannel: 'Digital',
    type: 'Join code',
    regions: ['Toronto'],
    startDate: '2030-04-02',
    freeMinutes: 30,
    ...rest,
  });

describe.each(engines)('insertPromotions, the batch writer of the form and the imports on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await insertPromotionRegions(t.db);
  });
  afterAll(async () => t?.close());

  const write = (rows: PromotionCreate[]) =>
    t.db.transaction().execute((trx) => insertPromotions(trx, actor, rows, now));

  it('answers one outcome per row, in order, and writes only the good ones with their regions and audit', async () => {
    await write([row('TAKEN1')]);
    const outcomes = await write([
      row('GOOD1', { regions: ['Toronto', 'vancouver'] }),
      row('taken1'),
      row('BAD1', { regions: ['Calgary'] }),
      row('EARLY1', { startDate: '2030-04-01' }),
      row('GOOD2', { startDate: '2030-04-01', regions: ['Vancouver'] }),
      row('good2'),
    ]);
    expect(outcomes.map((o) => (o.ok ? 'ok' : `${o.field}:${o.message}`))).toEqual([
      'ok',
      'promoCode:promotions.errors.codeTaken',
      'regions:promotions.errors.unknownRegion',
      'startDate:promotions.errors.startPast',
      'ok',
      'promoCode:promotions.errors.codeTaken',
    ]);
    const id = Number((outcomes[0] as { id: string }).id);
    const regions = await t.db
      .selectFrom('promotion_regions')
      .select('region_id')
      .where('promotion_id', '=', id)
      .orderBy('region_id')
      .execute();
    expect(regions.map((r) => r.region_id)).toEqual([1, 3]);
    const audit = await t.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('entity', '=', 'promotions')
      .where('record_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'add', actor_name: 'Batch Tester', before: null });
    expect(audit.after).toMatchObject({ promo_code: 'GOOD1', regions: ['Toronto', 'Vancouver'] });
  });

  it('writes a batch of 500 in one go', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => row(`BULK${i}`));
    const outcomes = await write(rows);
    expect(outcomes.every((o) => o.ok)).toBe(true);
    const { count } = await t.db
      .selectFrom('promotions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('promo_code', 'like', 'BULK%')
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(500);
  });
});
