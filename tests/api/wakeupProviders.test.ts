import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlledClock } from '../../server/vehicleGateway/fleetClock.ts';
import { ensureWakeupProviders } from '../../server/seed/wakeupProviders.ts';
import { carRow } from '../support/carRow.ts';
import { PROMOTION_REGIONS } from '../support/promotionRegions.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const NOW = new Date('2026-03-01T08:00:00Z');
const HOUR = 3_600_000;
const VIN_A = 'AAAA0000000000001';
const VIN_B = 'BBBB0000000000002';

type Failure = { vin: string; date: string; fleetId: number; status: string };

describe.each(engines)('wakeup providers (spec 3 Wakeup provider, spec 7) on %s', (engine) => {
  let t: TestApp;
  const clock = controlledClock(NOW);
  const as = (role: string) => t.bearer({ groups: [role] });
  const get = (url: string, role = 'FLEET') => t.app.inject({ url, headers: as(role) });
  const switchTo = (fleetId: number | string, cmd: string, version: number | null, role = 'FLEET') =>
    t.app.inject({
      method: 'POST',
      url: `/api/fleets/${fleetId}/wakeup/provider/${cmd}`,
      headers: { ...as(role), ...(version === null ? {} : { 'if-match': `"${version}"` }) },
    });
  const providerOf = async (fleetId: number) =>
    t.db.selectFrom('wakeup_providers').selectAll().where('id', '=', fleetId).executeTakeFirstOrThrow();
  const failures = async (query: string) => {
    const response = await get(`/api/fleets/wakeup/provider/failures?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Failure[]; totalCount: number };
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { fleetClock: clock });
    await t.db.insertInto('regions').values(PROMOTION_REGIONS).execute();
    await ensureWakeupProviders(t.db, NOW.getTime());
    await t.db
      .insertInto('cars')
      .values([carRow(VIN_A, '123 ABC', 1), { ...carRow(VIN_B, '456 DEF', 2), fleet_id: 2 }])
      .execute();
    // Five failures an hour apart, newest first: fleet 1's car, then fleet 2's, alternately.
    await t.db
      .insertInto('wakeup_provider_failures')
      .values(
        [0, 1, 2, 3, 4].map((i) => ({
          fleet_id: i % 2 === 0 ? 1 : 2,
          vin: i % 2 === 0 ? VIN_A : VIN_B,
          provider: 'JASPER' as const,
          status: i === 1 ? ('TIMED_OUT' as const) : ('FAILED' as const),
          failed_at: new Date(NOW.getTime() - i * 30 * HOUR),
          vendor_error: i === 1 ? null : 'SIM_NOT_REACHABLE',
          internal_error: 'NO_REPORT' as const,
        })),
      )
      .execute();
  });
  afterAll(async () => t?.close());

  it('answers the fleets as {fleetId, fleetName}: the regions', async () => {
    const response = await get('/api/fleet-service/internal/fleets');
    expect(response.json()).toEqual([
      { fleetId: 1, fleetName: 'Vancouver' },
      { fleetId: 2, fleetName: 'Montreal' },
      { fleetId: 3, fleetName: 'Toronto' },
    ]);
  });

  it("lists each fleet's provider, status, end time and last update", async () => {
    const response = await get('/api/fleets/wakeup/provider', 'SUPPORT');
    expect(response.statusCode).toBe(200);
    const rows = response.json() as {
      fleetName: string;
      provider: string;
      status: string;
      endTime: string;
    }[];
    expect(rows.map((row) => [row.fleetName, row.provider, row.status])).toEqual([
      ['Vancouver', 'JASPER', 'ACTIVE'],
      ['Montreal', 'TWILIO', 'DEGRADED'],
      ['Toronto', 'JASPER', 'OUTAGE'],
    ]);
    expect(rows[0]).toMatchObject({
      fleetId: 1,
      endTime: null,
      version: 1,
      other: { provider: 'TWILIO', status: 'ACTIVE', endTime: null },
    });
    expect(rows[1].endTime).toBe(new Date(NOW.getTime() + 3 * HOUR).toISOString());
  });

  it('refuses the roles without Fleet Management (spec 6), and writes nothing', async () => {
    expect((await get('/api/fleets/wakeup/provider', 'MSA')).statusCode).toBe(403);
    expect((await get('/api/fleets/wakeup/provider/failures', 'BI')).statusCode).toBe(403);
    expect((await switchTo(3, 'TWILIO', 1, 'MSA')).statusCode).toBe(403);
    expect(await providerOf(3)).toMatchObject({ provider: 'JASPER', version: 1 });
  });

  it('switches a fleet to the other provider: ACTIVE, no end time, the fleet clock as last update, audited', async () => {
    clock.advance(HOUR);
    const response = await switchTo(3, 'TWILIO', 1);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      fleetId: 3,
      fleetName: 'Toronto',
      provider: 'TWILIO',
      status: 'ACTIVE',
      endTime: null,
      lastUpdate: new Date(NOW.getTime() + HOUR).toISOString(),
      version: 2,
    });
    const audit = await t.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('entity', '=', 'fleetManagement')
      .where('record_id', '=', '3')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'wakeupProvider.switch',
      before: expect.objectContaining({ provider: 'JASPER', status: 'OUTAGE' }),
      after: expect.objectContaining({ provider: 'TWILIO', status: 'ACTIVE', end_time: null }),
    });
  });

  it("spec 3 switch provider: switching back finds JASPER's outage and its end time as they were", async () => {
    const outageEnd = new Date(NOW.getTime() + 9 * HOUR).toISOString();
    const listed = (await get('/api/fleets/wakeup/provider')).json() as { fleetId: number }[];
    expect(listed.find((row) => row.fleetId === 3)).toMatchObject({
      provider: 'TWILIO',
      other: { provider: 'JASPER', status: 'OUTAGE', endTime: outageEnd },
    });
    clock.advance(HOUR);
    const back = await switchTo(3, 'JASPER', 2);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({
      provider: 'JASPER',
      status: 'OUTAGE',
      endTime: outageEnd,
      version: 3,
      other: { provider: 'TWILIO', status: 'ACTIVE', endTime: null },
    });
    // Once the outage has ended by the vendor's time, a switch back finds JASPER active.
    expect((await switchTo(3, 'TWILIO', 3)).statusCode).toBe(200);
    clock.advance(9 * HOUR);
    const later = await switchTo(3, 'JASPER', 4);
    expect(later.json()).toMatchObject({ provider: 'JASPER', status: 'ACTIVE', endTime: null, version: 5 });
  });

  it('answers a stale copy 412, the provider in use 409 with its key, and changes nothing', async () => {
    const stale = await switchTo(3, 'JASPER', 1);
    expect(stale.statusCode).toBe(412);
    const same = await switchTo(3, 'JASPER', 5);
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ messageKey: 'wakeupProviders.sameProvider' });
    expect(await providerOf(3)).toMatchObject({ provider: 'JASPER', version: 5 });
  });

  it('answers no If-Match 400, an unknown provider 400 and an unknown fleet 404', async () => {
    expect((await switchTo(1, 'TWILIO', null)).statusCode).toBe(400);
    expect((await switchTo(1, 'VONAGE', 1)).statusCode).toBe(400);
    expect((await switchTo(99, 'TWILIO', 1)).statusCode).toBe(404);
    expect(await providerOf(1)).toMatchObject({ provider: 'JASPER', version: 1 });
  });

  it('lists the failures newest first, or oldest first, a page at a time', async () => {
    const newest = await failures('');
    expect(newest.totalCount).toBe(5);
    const dates = newest.data.map((row) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(newest.data[1]).toMatchObject({ vin: VIN_B, status: 'TIMED_OUT', vendorError: null });
    const oldest = await failures('sort=date&order=ASC&count=2&page=1');
    expect(oldest.data.map((row) => row.date)).toEqual([...dates].reverse().slice(0, 2));
    expect(oldest.totalCount).toBe(5);
  });

  it('filters the failures by fleet, by the start of a VIN and between days', async () => {
    expect((await failures('fleet=2')).data.every((row) => row.fleetId === 2)).toBe(true);
    expect((await failures('fleet=2')).totalCount).toBe(2);
    expect((await failures('vin=AAAA')).data.map((row) => row.vin)).toEqual([VIN_A, VIN_A, VIN_A]);
    // 2026-03-01T08:00 less 30 h and 60 h: 2026-02-28T02:00 and 2026-02-26T20:00, both days included.
    const days = await failures('from=2026-02-26&to=2026-02-28');
    expect(days.totalCount).toBe(2);
  });

  it('refuses a VIN with other characters and a range that ends before it starts (400)', async () => {
    const vin = await get('/api/fleets/wakeup/provider/failures?vin=ab%25');
    expect(vin.statusCode).toBe(400);
    expect(vin.json()).toMatchObject({ fields: { vin: 'wakeupProviders.vinInvalid' } });
    const range = await get('/api/fleets/wakeup/provider/failures?from=2026-03-01&to=2026-02-01');
    expect(range.statusCode).toBe(400);
  });

  it('exports the filtered failures as CSV in the screen words', async () => {
    const response = await t.app.inject({
      url: '/api/fleets/wakeup/provider/failures?fleet=2&lang=fr&tz=America/Toronto',
      headers: { ...as('FLEET'), accept: 'text/csv' },
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(VIN_B);
    expect(lines[1]).toContain('Délai dépassé');
    expect(lines[1]).toContain('Aucun rapport dans les 30 s suivant le réveil');
  });
});
