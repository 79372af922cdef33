import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlledClock } from '../../server/vehicleGateway/fleetClock.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const START = new Date('2026-03-01T08:00:00Z');
const VIN = 'JTDKARFU0LJ000101';

describe.each(engines)("the car screen's commands and diagnostics on %s (spec 1 and 4)", (engine) => {
  let t: TestApp;
  const clock = controlledClock(START);
  const call = async (groups: string[], method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url: `/api${url}`,
      payload,
      headers: t.bearer({ groups, email: 'svc@example.com' }),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const svc = (method: 'GET' | 'POST', url: string, payload?: object) => call(['SVC'], method, url, payload);

  beforeAll(async () => {
    t = await createTestApp(engine, { fleetClock: clock });
    await insertCars(t.db, [carRow(VIN, 'ABC 101', 1)]);
    // Awake: it reported just now.
    await t.db
      .insertInto('fleet_boxes')
      .values({ vin: VIN, state_at: START, reported_at: START, active_at: START })
      .execute();
  });
  afterAll(() => t?.close());

  it('lists the commands sent to a car newest first, with their outcome (spec 4, commands outside a trip)', async () => {
    expect(await svc('POST', `/vehicle-operations/lock/${VIN}`)).toMatchObject({ status: 202 });
    clock.advance(1000);
    expect(await svc('POST', `/vehicle-operations/ping/${VIN}`)).toMatchObject({ status: 202 });
    clock.advance(10_000);
    const { status, body } = await svc('GET', `/internal/vehicle/${VIN}/commands?page=1&count=10`);
    expect(status).toBe(200);
    expect(body.totalCount).toBe(2);
    expect(body.data.map((c: { command: string; status: string }) => [c.command, c.status])).toEqual([
      ['ping', 'confirmed'],
      ['lock', 'confirmed'],
    ]);
    expect(body.data[0].requestedBy.name).toBeTruthy();
  });

  it('lets a role that opens the car detail run and read its diagnostics (spec 1: "run diagnostics")', async () => {
    const run = await svc('POST', '/vehicle-operations/runDiagnostics', { vin: VIN, diagnostic: 'lock' });
    expect(run).toMatchObject({ status: 202, body: { command: 'diagnostic:lock' } });
    clock.advance(10_000);
    expect(await svc('GET', `/vehicle-operations/diagnosticResults/${VIN}-lock`)).toMatchObject({
      status: 200,
      body: { result: 'passed' },
    });
  });

  it('refuses both to a role without the car detail (spec 6)', async () => {
    const support = ['SUPPORT'];
    expect(await call(support, 'GET', `/internal/vehicle/${VIN}/commands`)).toMatchObject({ status: 403 });
    expect(
      await call(support, 'POST', '/vehicle-operations/runDiagnostics', { vin: VIN, diagnostic: 'lock' }),
    ).toMatchObject({ status: 403 });
  });
});
