import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMembers } from '../support/memberTrips.ts';
import { insertPromotionRegions } from '../support/promotionRegions.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const DAY = 86_400_000;
const dayIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe.each(engines)('Apply promo code (spec 5 Apply promo code, spec 7 Apply promo) on %s', (engine) => {
  let t: TestApp;
  let members: string[];
  const headers = () => t.bearer({ groups: ['MSA'] });
  const apply = async (customerId: string, promoCode: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/apply-promo',
      payload: { customerId, promoCode },
      headers: headers(),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const promotion = async (code: string, extra: object = {}) => {
    const { id } = await t.db
      .insertInto('promotions')
      .values({
        promo_code: code,
        sub_channel: 'Digital',
        status: 'ACTIVE',
        type: 'Non-join code',
        free_minutes: 30,
        days_valid: 14,
        number_of_uses: 100,
        start_date: dayIn(-10),
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('promotion_regions').values({ promotion_id: id, region_id: 2 }).execute();
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await insertPromotionRegions(t.db);
    members = await insertMembers(
      t.db,
      Array.from({ length: 6 }, (_, index) => ({
        customer_number: `AP-${index}`,
        first_name: 'Promo',
        last_name: `Member ${index}`,
        email: `ap${index}@example.com`,
      })),
    );
    await promotion('SPRING30');
    await promotion('OFF10', { status: 'INACTIVE' });
    await promotion('OLD10', { expiry_date: dayIn(-3) });
    await promotion('LATER10', { start_date: dayIn(5) });
    await promotion('TWINA');
    await promotion('TWINB');
    await promotion('ONCE', { number_of_uses: 1 });
    await promotion('PAIR', { number_of_uses: 2 });
  });
  afterAll(() => t.close());

  it('applies a single ACTIVE code, case and spaces aside, and grants its free minutes for its days valid', async () => {
    const answer = await apply(members[0]!, '  spring30 ');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.application).toMatchObject({ promoCode: 'SPRING30', customerId: members[0] });
    expect(answer.body.grant).toMatchObject({
      minutes: 30,
      reason: 'Promo Minutes Extension',
      promoCode: 'SPRING30',
      regions: [{ id: 2, name: 'Montreal' }],
    });
    const days = (Date.parse(answer.body.grant.expiresAt) - Date.parse(answer.body.grant.grantedAt)) / DAY;
    expect(days).toBe(14);
  });

  it.each([
    ['unknown', 'NOPE', 400, 'applyPromo.errors.invalidCode'],
    ['inactive', 'OFF10', 400, 'applyPromo.errors.invalidCode'],
    ['expired', 'OLD10', 400, 'applyPromo.errors.invalidCode'],
    ['two matches', 'TWIN', 400, 'applyPromo.errors.invalidCode'],
    ['not started', 'LATER10', 400, 'applyPromo.errors.notStarted'],
  ])('refuses a code %s with its key and an English description', async (_, code, status, key) => {
    const answer = await apply(members[1]!, code);
    expect(answer).toMatchObject({ status, body: { messageKey: key, fields: { promoCode: key } } });
    expect(answer.body.message).not.toBe(key);
  });

  it('refuses a second application to one member, and one past the uses', async () => {
    expect((await apply(members[1]!, 'ONCE')).status).toBe(201);
    expect(await apply(members[1]!, 'ONCE')).toMatchObject({
      status: 409,
      body: {
        messageKey: 'applyPromo.errors.alreadyApplied',
        message: 'This promo code has already been applied to this member',
      },
    });
    expect(await apply(members[2]!, 'ONCE')).toMatchObject({
      status: 409,
      body: { messageKey: 'applyPromo.errors.usesExhausted' },
    });
  });

  it('concurrent applies never pass the number of uses', async () => {
    const answers = await Promise.all(members.slice(2).map((member) => apply(member, 'PAIR')));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2);
  });

  const look = async (code: string, query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/promotions/promocode/${code}${query}`,
      headers: headers(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const codes = (rows: { promoCode: string }[]) => rows.map((row) => row.promoCode);

  it('the look-up answers the exact code, else up to ten starting with it, three characters or more', async () => {
    expect(codes(await look('spring30'))).toEqual(['SPRING30']);
    expect(codes(await look('twin'))).toEqual(['TWINA', 'TWINB']);
    expect(await look('zzz')).toEqual([]);
    // One or two letters find their exact code alone, never a list of the operator's promotions.
    expect(await look('t')).toEqual([]);
    expect(await look('tw')).toEqual([]);
    await promotion('TW');
    expect(codes(await look('tw'))).toEqual(['TW']);
  });

  it('spec 2 Modals: the look-up answers what the Apply Promo Code modal shows, and what refuses the code before it', async () => {
    await t.db
      .updateTable('promotions')
      .set({ marketing_notes: 'internal: push to churned members', description: 'Spring campaign' })
      .where('promo_code', '=', 'SPRING30')
      .execute();
    const [spring] = await look('SPRING30', `?customerId=${members[0]}`);
    expect(spring).toEqual({
      promoCode: 'SPRING30',
      type: 'Non-join code',
      status: 'ACTIVE',
      freeMinutes: 30,
      daysValid: 14,
      regions: [{ id: 2, name: 'Montreal' }],
      regDiscount: null,
      notStarted: false,
      appliedToMember: true,
    });
    expect((await look('SPRING30', `?customerId=${members[5]}`))[0].appliedToMember).toBe(false);
    expect((await look('SPRING30'))[0].appliedToMember).toBe(false);
    expect((await look('LATER10'))[0]).toMatchObject({ status: 'ACTIVE', notStarted: true });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/promotions/promocode/SPRING30?customerId=x',
      headers: headers(),
    });
    expect(refused.statusCode).toBe(400);
  });
});
