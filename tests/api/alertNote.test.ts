import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { todayIn } from '../../src/domain/customers/alertExpiry.ts';
import { VANCOUVER } from '../support/carRow.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';
import { memberAuditTrail } from '../support/memberAuditTrail.ts';

/** A calendar day `days` after today in `zone`. */
const dayFromToday = (zone: string, days: number) => {
  const [y, m, d] = todayIn(zone).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

describe.each(engines)('member alert on %s (spec 3, 5, 9 Alert; spec 7 alertNote/{id})', (engine) => {
  let t: TestApp;
  let vancouver: string;
  let n = 0;
  const path = (id: string) => `/api/customer-process/alertNote/${id}`;
  const msa = () => t.bearer({ groups: ['MSA'], email: 'msa@example.com' });
  const insertMember = async (values: Record<string, unknown> = {}) => {
    n += 1;
    const [row] = await t.db
      .insertInto('customers')
      .values({
        customer_number: `4000000${n}`,
        first_name: 'Alert',
        last_name: `Member${n}`,
        email: `alert${n}@example.com`,
        ...values,
      })
      .returning('id')
      .execute();
    return String(row.id);
  };
  const read = async (id: string) => (await t.app.inject({ url: path(id), headers: msa() })).json();
  const add = async (id: string, body: object, groups = ['MSA']) => {
    const response = await t.app.inject({
      method: 'POST',
      url: path(id),
      headers: t.bearer({ groups, email: 'msa@example.com' }),
      payload: body,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const remove = async (id: string, version?: number) =>
    (
      await t.app.inject({
        method: 'DELETE',
        url: path(id),
        headers: { ...msa(), ...(version ? { 'if-match': String(version) } : {}) },
      })
    ).statusCode;
  const auditOf = (id: string) => memberAuditTrail(t.db, id);

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.db.insertInto('regions').values(VANCOUVER).execute();
    vancouver = await insertMember({ home_city: 'Vancouver', home_province: 'BC' });
  });
  afterAll(() => t?.close());

  it('adds an alert ending at the end of its day in the home zone, and shows it while active', async () => {
    expect(await read(vancouver)).toEqual({
      alert: null,
      timeZone: 'America/Vancouver',
      today: todayIn('America/Vancouver'),
    });
    const expiryDate = dayFromToday('America/Vancouver', 3);
    const added = await add(vancouver, { message: '  Call before any refund  ', expiryDate });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      message: 'Call before any refund',
      expiryDate,
      timeZone: 'America/Vancouver',
      createdBy: 'msa@example.com',
      version: 1,
    });
    // Midnight after the day in Vancouver: 07:00 or 08:00 UTC the next day.
    expect(added.body.expiresAt).toMatch(new RegExp(`T0[78]:00:00.000Z$`));
    expect(
      new Date(added.body.expiresAt).getTime() - new Date(`${expiryDate}T00:00:00Z`).getTime(),
    ).toBeGreaterThan(24 * 3600e3);
    expect((await read(vancouver)).alert).toEqual(added.body);
    expect(await auditOf(vancouver)).toEqual([
      {
        action: 'alert.add',
        before: null,
        after: { alertMessage: 'Call before any refund', alertExpiryDate: expiryDate },
        actor_name: 'msa@example.com',
      },
    ]);
  });

  it("reads the expiry day in the home province's zone, else the member region's", async () => {
    const montreal = await insertMember({ home_city: 'Montréal', home_province: 'QC' });
    const noAddress = await insertMember({ marketing_region_id: 1 });
    expect((await read(montreal)).timeZone).toBe('America/Toronto');
    expect((await read(noAddress)).timeZone).toBe('America/Vancouver');
  });

  it('spec 9: only one alert per customer — a second is refused while the first is active', async () => {
    const second = await add(vancouver, {
      message: 'Another',
      expiryDate: dayFromToday('America/Vancouver', 5),
    });
    expect(second).toMatchObject({ status: 409, body: { messageKey: 'alerts.alreadyActive' } });
    expect((await read(vancouver)).alert.message).toBe('Call before any refund');
  });

  it('two staff adding at once: exactly one alert is written', async () => {
    const id = await insertMember({ home_province: 'QC' });
    const day = dayFromToday('America/Toronto', 2);
    const answers = await Promise.all([
      add(id, { message: 'First', expiryDate: day }),
      add(id, { message: 'Second', expiryDate: day }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const rows = await t.db.selectFrom('customer_alerts').selectAll().where('customer_id', '=', id).execute();
    expect(rows).toHaveLength(1);
  });

  it("spec 5: the expiry must be a future day in the member's zone; the message is required, at most 500", async () => {
    const id = await insertMember({ home_province: 'ON' });
    const today = todayIn('America/Toronto');
    expect(await add(id, { message: 'x', expiryDate: today })).toMatchObject({
      status: 400,
      body: { fields: { expiryDate: 'validation.futureDate' } },
    });
    expect(await add(id, { message: 'x', expiryDate: '2020-01-01' })).toMatchObject({
      status: 400,
      body: { fields: { expiryDate: 'validation.futureDate' } },
    });
    expect(await add(id, { message: 'x', expiryDate: '2030-02-30' })).toMatchObject({
      status: 400,
      body: { fields: { expiryDate: 'validation.invalid' } },
    });
    expect(await add(id, { message: '   ', expiryDate: dayFromToday('America/Toronto', 1) })).toMatchObject({
      status: 400,
      body: { fields: { message: 'validation.required' } },
    });
    expect(
      await add(id, { message: 'x'.repeat(501), expiryDate: dayFromToday('America/Toronto', 1) }),
    ).toMatchObject({
      status: 400,
      // The limit travels with its key, so the text reads 'at most 500 characters', not '%{max}'.
      body: {
        messageKey: 'validation.maxLength',
        messageArgs: { max: 500 },
        fields: { message: 'validation.maxLength' },
        fieldArgs: { message: { max: 500 } },
      },
    });
    expect(
      (await add(id, { message: 'x'.repeat(500), expiryDate: dayFromToday('America/Toronto', 1) })).status,
    ).toBe(201);
  });

  it("judges 'a future day' by the member's zone when UTC is already on the next day", async () => {
    // Every home zone (memberTimeZone.ts) is behind UTC, so UTC is the one ahead: at 02:30 UTC on
    // the 27th it is still the 26th in Toronto (21:30) and in Vancouver (18:30). The clock is
    // pinned there (Date only: the app still answers), whatever day the suite runs.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-27T02:30:00Z') });
    onTestFinished(() => void vi.useRealTimers());
    const toronto = await insertMember({ home_province: 'ON' });
    expect(await add(toronto, { message: 'x', expiryDate: '2026-11-26' })).toMatchObject({
      status: 400,
      body: { fields: { expiryDate: 'validation.futureDate' } },
    });
    // UTC's today is the member's tomorrow: a future day, ending at midnight in Toronto.
    expect(await add(toronto, { message: 'x', expiryDate: '2026-11-27' })).toMatchObject({
      status: 201,
      body: { expiresAt: '2026-11-28T05:00:00.000Z' },
    });
  });

  it("judges it by each member's own zone when the zones disagree on the date", async () => {
    // 06:30 UTC on 27 July: already the 27th in Toronto (02:30), still the 26th in Vancouver (23:30).
    // A summer day, whose offsets every tzdata agrees on (British Columbia keeps daylight time
    // all year from November 2026, tzdata 2026c).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-07-27T06:30:00Z') });
    onTestFinished(() => void vi.useRealTimers());
    const toronto = await insertMember({ home_province: 'ON' });
    const bc = await insertMember({ home_province: 'BC' });
    expect((await add(toronto, { message: 'x', expiryDate: '2026-07-27' })).status).toBe(400);
    expect(await add(bc, { message: 'x', expiryDate: '2026-07-27' })).toMatchObject({
      status: 201,
      body: { expiresAt: '2026-07-28T07:00:00.000Z' },
    });
  });

  it('an expired alert no longer shows, and a new one replaces it', async () => {
    const id = await insertMember({ home_province: 'BC' });
    await add(id, { message: 'Old', expiryDate: dayFromToday('America/Vancouver', 1) });
    await t.db
      .updateTable('customer_alerts')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('customer_id', '=', id)
      .execute();
    expect((await read(id)).alert).toBeNull();
    const renewed = await add(id, { message: 'New', expiryDate: dayFromToday('America/Vancouver', 2) });
    expect(renewed).toMatchObject({ status: 201, body: { message: 'New', version: 2 } });
  });

  it('removes with the version read: stale 412, none 404, no If-Match 400; audited', async () => {
    const id = await insertMember({ home_province: 'BC' });
    const { body } = await add(id, {
      message: 'Remove me',
      expiryDate: dayFromToday('America/Vancouver', 1),
    });
    expect(await remove(id)).toBe(400);
    expect(await remove(id, body.version + 1)).toBe(412);
    expect(await remove(id, body.version)).toBe(204);
    expect((await read(id)).alert).toBeNull();
    expect(await remove(id, body.version)).toBe(404);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['alert.add', 'alert.remove']);
    // Offered again once none is active.
    expect(
      (await add(id, { message: 'Again', expiryDate: dayFromToday('America/Vancouver', 1) })).status,
    ).toBe(201);
  });

  it('follows the role table: 403 for SUPPORT; 404 for an unknown member', async () => {
    const day = dayFromToday('America/Toronto', 1);
    expect((await add(vancouver, { message: 'x', expiryDate: day }, ['SUPPORT'])).status).toBe(403);
    expect(
      (await t.app.inject({ url: path(vancouver), headers: t.bearer({ groups: ['SUPPORT'] }) })).statusCode,
    ).toBe(403);
    expect((await add('999999', { message: 'x', expiryDate: day })).status).toBe(404);
  });
});
