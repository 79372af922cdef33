import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMembers } from '../support/memberTrips.ts';
import { insertPromotionRegions } from '../support/promotionRegions.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const DAY = 86_400_000;
const dayIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe.each(engines)('free minutes (spec 5 Free minutes form, spec 7) on %s', (engine) => {
  let t: TestApp;
  let member: string;
  let others = 0;
  const headers = () => t.bearer({ groups: ['MSA'] });
  const post = async (url: string, payload: object, extra: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload,
      headers: { ...headers(), ...extra },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const get = async (url: string) =>
    (await t.app.inject({ method: 'GET', url: `/api${url}`, headers: headers() })).json();
  const grant = (extra: object = {}) => ({
    customerId: member,
    reason: 'Goodwill / Thank You',
    freeMin: 60,
    regions: [1],
    expiry: 'none',
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp(engine);
    await insertPromotionRegions(t.db);
    [member] = await insertMembers(t.db, [
      {
        customer_number: 'FM-1',
        first_name: 'Léa',
        last_name: 'Tremblay',
        email: 'fm1@example.com',
        home_province: 'BC',
      },
    ]);
  });
  afterAll(() => t.close());

  it('spec 5: reason, minutes and regions are required; days or date as the expiry kind says', async () => {
    const refused = await post('/customer-freeminute', { customerId: member, expiry: 'days' });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields ?? {})).toEqual(
      expect.arrayContaining(['reason', 'freeMin', 'regions']),
    );
    const noDays = await post('/customer-freeminute', grant({ expiry: 'days' }));
    expect(noDays.body.fields).toHaveProperty('expiryDays');
    const noDate = await post('/customer-freeminute', grant({ expiry: 'date' }));
    expect(noDate.body.fields).toHaveProperty('expiryDate');
    const unknownRegion = await post('/customer-freeminute', grant({ regions: [999] }));
    expect(unknownRegion).toMatchObject({
      status: 400,
      body: { fields: { regions: 'freeMinutes.errors.unknownRegion' } },
    });
    const past = await post('/customer-freeminute', grant({ expiry: 'date', expiryDate: dayIn(-2) }));
    expect(past.body).toMatchObject({
      messageKey: 'freeMinutes.errors.expiryDatePast',
      fields: { expiryDate: 'freeMinutes.errors.expiryDatePast' },
    });
  });

  it.each([
    ['none', { expiryDate: null, expiryDays: null }],
    ['days', { expiryDays: 5, expiryDate: null }],
    ['date', { expiryDate: dayIn(10), expiryDays: null }],
    ['none', { expiryDate: '' }],
  ])(
    'spec 5 Free minutes form: an expiry %s is accepted with the hidden field absent, null or blank',
    async (expiry, fields) => {
      // A member of its own, so the grants counted by the tests below stay theirs.
      others += 1;
      const [other] = await insertMembers(t.db, [
        {
          customer_number: `FM-X${others}`,
          first_name: 'Noé',
          last_name: 'Gagnon',
          email: `fm-x${others}@example.com`,
          home_province: 'BC',
        },
      ]);
      const added = await post('/customer-freeminute', grant({ customerId: other, expiry, ...fields }));
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect(added.body.expiresAt === null).toBe(expiry === 'none');
      const bare = await post(
        '/customer-freeminute',
        grant({ customerId: other, expiry, ...fields, expiryDate: undefined }),
      );
      expect(bare.status).toBe(expiry === 'date' ? 400 : 201);
    },
  );

  it("a date expiry ends at the end of that day in the member's zone (Vancouver)", async () => {
    const day = dayIn(30);
    const added = await post('/customer-freeminute', grant({ expiry: 'date', expiryDate: day }));
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const end = new Date(added.body.expiresAt);
    expect(end.toLocaleString('sv', { timeZone: 'America/Vancouver' })).toBe(`${dayIn(31)} 00:00:00`);
  });

  it('sums the balance and what expires within 7 days; cancels what is left, once, from the current version', async () => {
    const soon = await post('/customer-freeminute', grant({ freeMin: 15, expiry: 'days', expiryDays: 3 }));
    expect(soon.status).toBe(201);
    await t.db
      .updateTable('free_minute_grants')
      .set({ used_minutes: 5 })
      .where('id', '=', soon.body.id)
      .execute();
    const summary = await get(`/customer-freeminute/summary?customerId=${member}`);
    expect(summary).toMatchObject({ balance: 60 + 10, expiringSoon: 10 });

    const url = `/customer-freeminute/${soon.body.id}/cancel`;
    const stale = await post(url, { cancelReason: 'Mistake' }, { 'if-match': '"9"' });
    expect(stale.status).toBe(412);
    const cancelled = await post(url, { cancelReason: 'Mistake' }, { 'if-match': `"${soon.body.version}"` });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'cancelled', cancelledMinutes: 10, remainingMinutes: 0 });
    const again = await post(url, { cancelReason: 'Again' }, { 'if-match': `"${cancelled.body.version}"` });
    expect(again).toMatchObject({ status: 409, body: { messageKey: 'freeMinutes.errors.nothingLeft' } });
    expect(await get(`/customer-freeminute/summary?customerId=${member}`)).toMatchObject({
      balance: 60,
      expiringSoon: 0,
    });

    const list = await get(`/customer-freeminute?customerId=${member}`);
    expect(list.data.map((row: { id: string }) => row.id)[0]).toBe(soon.body.id);
    expect(list.totalCount).toBe(2);
  });

  it('free minutes granted and cancelled are zero-amount lines of All billing, their minutes in details', async () => {
    const lines = (await get(`/customers-billing/transactiondetails?customerId=${member}`)).data;
    const kinds = lines.map((line: { kind: string; total: number; details: { minutes: number } }) => [
      line.kind,
      line.total,
      line.details.minutes,
    ]);
    expect(kinds).toEqual([
      ['freeMinutesCancel', 0, -10],
      ['freeMinutes', 0, 15],
      ['freeMinutes', 0, 60],
    ]);
  });
});
