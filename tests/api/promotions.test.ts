import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/domain/customers/alertExpiry.ts';
import { insertPromotionRegions } from '../support/promotionRegions.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const DAY = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

describe.each(engines)(
  'promotions (spec 2 /promotion-search, spec 5 Promotion form, spec 9 limits) on %s',
  (engine) => {
    let t: TestApp;
    // Today where the promotions are given: Vancouver, the westernmost region.
    const today = todayIn('America/Vancouver');
    const headers = () => t.bearer({ groups: ['MGMT'] });
    let serial = 0;
    const code = (prefix = 'P') => `${prefix}${engine.toUpperCase()}${++serial}`;
    const promotion = (fields: Record<string, unknown> = {}) => ({
      status: 'ACTIVE',
      promoCode: code(),
      subChannel: 'Digital',
      regions: ['Vancouver'],
      type: 'Join code',
      startDate: today,
      freeMinutes: 30,
      ...fields,
    });
    const post = async (payload: object) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/promotions',
        payload,
        headers: headers(),
      });
      return { status: response.statusCode, body: response.json() };
    };
    const patch = async (id: number, payload: object, version: number | string) => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/promotions/${id}`,
        payload,
        headers: { ...headers(), 'if-match': `"${version}"` },
      });
      return { status: response.statusCode, body: response.json() };
    };
    const search = async (query: string) => {
      const response = await t.app.inject({ url: `/api/promotions?${query}`, headers: headers() });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: { promoCode: string; status: string }[]; totalCount: number };
    };

    beforeAll(async () => {
      t = await createTestApp(engine);
      await insertPromotionRegions(t.db);
    });
    afterAll(async () => t?.close());

    it('creates one (201) with its regions, and reads it back', async () => {
      const created = await post(promotion({ regions: ['Vancouver', 'Toronto'], description: 'Spring' }));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({
        status: 'ACTIVE',
        regions: [
          { id: 1, name: 'Vancouver' },
          { id: 3, name: 'Toronto' },
        ],
        version: 1,
      });
      const read = await t.app.inject({ url: `/api/promotions/${created.body.id}`, headers: headers() });
      expect(read.json()).toEqual(created.body);
    });

    it('takes a code of 44 characters and refuses 45, and codes with spaces', async () => {
      expect((await post(promotion({ promoCode: `C${engine}`.toUpperCase().padEnd(44, 'X') }))).status).toBe(
        201,
      );
      const long = await post(promotion({ promoCode: 'D'.repeat(45) }));
      expect(long).toMatchObject({ status: 400, body: { fields: { promoCode: 'validation.maxLength' } } });
      const spaced = await post(promotion({ promoCode: 'TWO WORDS' }));
      expect(spaced.body.fields).toEqual({ promoCode: 'promotions.errors.codeCharacters' });
    });

    it.each([
      ['numberOfUses', [1, 999], [0, 1000]],
      ['regDiscount', [0, 99], [-1, 100]],
      ['freeMinutes', [1, 9999], [0, 10000]],
      ['daysValid', [1, 365], [0, 366]],
    ] as const)('takes %s at its bounds %j and refuses %j', async (field, good, bad) => {
      for (const value of good) expect((await post(promotion({ [field]: value }))).status).toBe(201);
      for (const value of bad) {
        const refused = await post(promotion({ [field]: value }));
        expect(refused).toMatchObject({ status: 400, body: { fields: { [field]: 'validation.range' } } });
      }
    });

    it("refuses a start yesterday in the region's zone and takes today", async () => {
      const yesterday = await post(promotion({ startDate: shift(today, -1) }));
      expect(yesterday).toMatchObject({
        status: 400,
        body: { fields: { startDate: 'promotions.errors.startPast' } },
      });
      expect((await post(promotion({ startDate: today }))).status).toBe(201);
    });

    it('refuses an expiry before the start, and an unknown region', async () => {
      const early = await post(promotion({ expiryDate: shift(today, -1) }));
      expect(early).toMatchObject({ status: 400, body: { fields: { expiryDate: 'validation.dateRange' } } });
      expect((await post(promotion({ expiryDate: today }))).status).toBe(201);
      const nowhere = await post(promotion({ regions: ['Calgary'] }));
      expect(nowhere).toMatchObject({
        status: 400,
        body: { fields: { regions: 'promotions.errors.unknownRegion' } },
      });
    });

    it('refuses a code held already in another case (409), and writes nothing of it', async () => {
      const promoCode = code('Dup');
      expect((await post(promotion({ promoCode }))).status).toBe(201);
      const again = await post(promotion({ promoCode: promoCode.toLowerCase() }));
      expect(again).toMatchObject({
        status: 409,
        body: { fields: { promoCode: 'promotions.errors.codeTaken' } },
      });
      expect((await search(`promoCode=${promoCode}`)).totalCount).toBe(1);
    });

    it('updates from the current version with regions by id, audited; a stale copy gets 412', async () => {
      const created = (await post(promotion())).body;
      const { id: _id, version, regions: _regions, status: _status, ...fields } = created;
      const changed = { ...fields, status: 'INACTIVE', regions: [2, 3], description: 'Changed' };
      const saved = await patch(created.id, changed, version);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toMatchObject({ status: 'INACTIVE', version: 2, description: 'Changed' });
      expect(saved.body.regions.map((r: { id: number }) => r.id)).toEqual([2, 3]);
      const stale = await patch(created.id, { ...changed, description: 'Lost' }, version);
      expect(stale.status).toBe(412);
      const audit = await t.db
        .selectFrom('audit_entries')
        .select(['action', 'after'])
        .where('entity', '=', 'promotions')
        .where('record_id', '=', String(created.id))
        .orderBy('id')
        .execute();
      expect(audit.map((entry) => entry.action)).toEqual(['add', 'update']);
      expect(audit[1]!.after).toMatchObject({ status: 'INACTIVE', regions: [2, 3] });
    });

    it('judges the start on update only when it changes', async () => {
      const [old] = await t.db
        .insertInto('promotions')
        .values({
          promo_code: code('Old'),
          sub_channel: 'Digital',
          status: 'ACTIVE',
          type: 'Join code',
          start_date: '2020-01-01',
        })
        .returning(['id', 'promo_code'])
        .execute();
      await t.db.insertInto('promotion_regions').values({ promotion_id: old!.id, region_id: 1 }).execute();
      const body = promotion({ promoCode: old!.promo_code, startDate: '2020-01-01', regions: [1] });
      expect((await patch(old!.id, { ...body, freeMinutes: 45 }, 1)).status).toBe(200);
      const moved = await patch(old!.id, { ...body, startDate: '2020-01-02' }, 2);
      expect(moved).toMatchObject({
        status: 400,
        body: { fields: { startDate: 'promotions.errors.startPast' } },
      });
      const taken = await patch(
        old!.id,
        { ...body, promoCode: `C${engine}`.toUpperCase().padEnd(44, 'x') },
        2,
      );
      expect(taken.status).toBe(409);
    });

    describe('the search', () => {
      const prefix = `S${engine.toUpperCase()}`;
      beforeAll(async () => {
        for (const fields of [
          {
            // Tomorrow in Vancouver is never past in Montreal, whatever the hour (today would be
            // between 5 and 8 UTC, when Montreal has moved on a day and Vancouver has not).
            promoCode: `${prefix}A`,
            subChannel: 'University',
            type: 'Non-join code',
            regions: ['Montreal'],
            startDate: shift(today, 1),
          },
          { promoCode: `${prefix}B`, startDate: shift(today, 10), expiryDate: shift(today, 20) },
          { promoCode: `${prefix}C`, status: 'INACTIVE', startDate: shift(today, 5) },
        ])
          expect((await post(promotion(fields))).status).toBe(201);
        // An ACTIVE code whose expiry has passed: only the database can hold it now.
        const [expired] = await t.db
          .insertInto('promotions')
          .values({
            promo_code: `${prefix}D`,
            sub_channel: 'Events',
            status: 'ACTIVE',
            type: 'Join code',
            start_date: shift(today, -30),
            expiry_date: shift(today, -1),
          })
          .returning('id')
          .execute();
        await t.db
          .insertInto('promotion_regions')
          .values({ promotion_id: expired!.id, region_id: 1 })
          .execute();
      });
      const codes = async (query: string) =>
        (await search(`promoCode=${prefix.toLowerCase()}&${query}`)).data.map((row) => row.promoCode);

      it('finds by the start of the code in any case, latest start first', async () => {
        expect(await codes('')).toEqual([`${prefix}B`, `${prefix}C`, `${prefix}A`, `${prefix}D`]);
        expect(await codes('sort=promoCode&order=ASC')).toEqual([
          `${prefix}A`,
          `${prefix}B`,
          `${prefix}C`,
          `${prefix}D`,
        ]);
        expect(await codes('sort=expiryDate&order=ASC&expiryFrom=2000-01-01')).toEqual([
          `${prefix}D`,
          `${prefix}B`,
        ]);
      });

      it('reads an ACTIVE code past its expiry as EXPIRED, and finds it by that status', async () => {
        expect(await codes('status=EXPIRED')).toEqual([`${prefix}D`]);
        expect(await codes('status=ACTIVE')).toEqual([`${prefix}B`, `${prefix}A`]);
        expect((await search(`promoCode=${prefix}D`)).data[0]!.status).toBe('EXPIRED');
      });

      it('filters by channel, type, region and dates', async () => {
        expect(await codes('subChannel=University')).toEqual([`${prefix}A`]);
        expect(await codes('type=Non-join%20code')).toEqual([`${prefix}A`]);
        expect(await codes('region=2')).toEqual([`${prefix}A`]);
        expect(await codes(`startFrom=${shift(today, 1)}&startTo=${shift(today, 9)}`)).toEqual([
          `${prefix}C`,
          `${prefix}A`,
        ]);
        expect(await codes(`expiryTo=${today}`)).toEqual([`${prefix}D`]);
        const backwards = await t.app.inject({
          url: `/api/promotions?startFrom=${today}&startTo=${shift(today, -1)}`,
          headers: headers(),
        });
        expect(backwards.json()).toMatchObject({ fields: { startTo: 'validation.dateRange' } });
      });

      it("exports the filtered list as CSV in the reader's language", async () => {
        const response = await t.app.inject({
          url: `/api/promotions?promoCode=${prefix}&lang=fr&sort=promoCode&order=ASC`,
          headers: { ...headers(), accept: 'text/csv' },
        });
        expect(response.statusCode).toBe(200);
        const lines = response.body.replace('\uFEFF', '').trim().split('\r\n');
        expect(lines).toHaveLength(5);
        expect(lines[0]).toContain('Code promo');
        expect(lines[1]).toContain(`${prefix}A`);
        expect(lines[1]).toContain('Montreal');
        expect(lines[4]).toContain('Expiré');
      });
    });
  },
);
