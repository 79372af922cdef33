import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import type { FleetBoxesTable } from '../../server/db/schema.ts';
import { controlledClock } from '../../server/vehicleGateway/fleetClock.ts';
import { allDiagnosticsPassed } from '../../server/repositories/cars/diagnostics.ts';
import { DIAGNOSTIC_TESTS } from '../../src/domain/cars/vehicleCommands.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { databaseSnapshots, snapshotChanges } from '../support/databaseSnapshot.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const START = new Date('2026-03-01T08:00:00Z');
const MINUTE = 60_000;
const VIN = {
  asleep: 'JTDKARFU0LJ000001',
  offline: 'JTDKARFU0LJ000002',
  vendor: 'JTDKARFU0LJ000003',
  healthy: 'JTDKARFU0LJ000004',
  silent: 'JTDKARFU0LJ000005',
  reboot: 'JTDKARFU0LJ000006',
  faulty: 'JTDKARFU0LJ000007',
  shared: 'JTDKARFU0LJ000008',
};

/** A box whose last report and wake were `idleMinutes` before the start. */
const box = (vin: string, idleMinutes: number, more: Partial<Insertable<FleetBoxesTable>> = {}) => {
  const at = new Date(START.getTime() - idleMinutes * MINUTE);
  return { vin, state_at: at, reported_at: at, active_at: at, ...more };
};

describe.each(engines)('the simulated fleet on %s (spec 4 and 7)', (engine) => {
  let t: TestApp;
  const clock = controlledClock(START);
  let snapshot: Awaited<ReturnType<typeof databaseSnapshots>>;

  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, app = t.app) => {
    const response = await app.inject({
      method,
      url: `/api${url}`,
      payload,
      headers: t.bearer({ groups: ['FLEET'], email: 'fleet@example.com' }),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const state = (vin: string) => call('GET', `/telemetry/${vin}/latest`);
  const history = (vin: string) => call('GET', `/internal/vehicle/${vin}/history`);
  /** A refused call answers `status` and leaves every table as it was. */
  const refused = async (url: string, status: number, messageKey: string, payload?: object) => {
    const before = await snapshot();
    const answer = await call('POST', url, payload);
    expect(answer).toMatchObject({ status, body: { messageKey } });
    expect(snapshotChanges(before, await snapshot())).toEqual([]);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { fleetClock: clock });
    await insertCars(
      t.db,
      Object.values(VIN).map((vin, i) => carRow(vin, `ABC ${100 + i}`, i + 1)),
    );
    await t.db
      .insertInto('fleet_boxes')
      .values([
        box(VIN.asleep, 20),
        box(VIN.offline, 2 * 24 * 60, { offline: true }),
        box(VIN.vendor, 1, { vendor_error: 'SIM_SUSPENDED' }),
        box(VIN.healthy, 30),
        // Stopped answering an hour ago: not yet a day, so commands go out and time out.
        box(VIN.silent, 60, { offline: true, active_at: START }),
        box(VIN.reboot, 1),
        box(VIN.faulty, 40, { failing_tests: ['gpsPosition'] }),
        box(VIN.shared, 30),
      ])
      .execute();
    snapshot = await databaseSnapshots(t.db);
  });
  afterAll(() => t?.close());

  it('refuses a command to a sleeping car (409) and writes nothing', async () => {
    expect((await state(VIN.asleep)).body).toMatchObject({ asleep: true, online: true });
    await refused(`/vehicle-operations/lock/${VIN.asleep}`, 409, 'fleet.asleep');
  });

  it('refuses a box that has not reported for a day (410) and a vendor failure (424), writing nothing', async () => {
    expect((await state(VIN.offline)).body).toMatchObject({ online: false });
    await refused(`/vehicle-operations/wakeup/${VIN.offline}`, 410, 'fleet.offline');
    await refused(`/vehicle-operations/unlock/${VIN.vendor}`, 424, 'fleet.vendorFailed');
    await refused('/vehicle-operations/runDiagnostics', 410, 'fleet.offline', {
      vin: VIN.offline,
      diagnostic: 'lock',
    });
  });

  it('wakes a car up in 5 to 20 s, then a command to it is confirmed with the state it reported', async () => {
    const wake = await call('POST', `/vehicle-operations/wakeup/${VIN.healthy}`);
    expect(wake).toMatchObject({
      status: 202,
      body: { command: 'wakeup', status: 'requested', outcomeAt: null },
    });
    expect((await state(VIN.healthy)).body).toMatchObject({ asleep: true, waking: true });
    clock.advance(20_000);
    expect((await state(VIN.healthy)).body).toMatchObject({ asleep: false, waking: false });
    const unlock = await call('POST', `/vehicle-operations/unlock/${VIN.healthy}`);
    expect(unlock).toMatchObject({ status: 202, body: { command: 'unlock', status: 'requested' } });
    clock.advance(1000);
    expect((await history(VIN.healthy)).body.data[0].command).toMatchObject({ status: 'sent' });
    clock.advance(4000);
    const { body } = await history(VIN.healthy);
    expect(body.data.map((e: { action: string }) => e.action)).toEqual(['unlock', 'wakeup']);
    expect(body.data[0].command).toMatchObject({
      status: 'confirmed',
      reportedState: { doorsLocked: false },
    });
    expect(body.data[1].command).toMatchObject({ status: 'confirmed' });
    expect((await state(VIN.healthy)).body).toMatchObject({ doorsLocked: false });
  });

  it('times a command out after 30 s when the box never answers', async () => {
    const lock = await call('POST', `/vehicle-operations/lock/${VIN.silent}`);
    expect(lock.status).toBe(202);
    clock.advance(29_999);
    expect((await history(VIN.silent)).body.data[0].command.status).toBe('sent');
    clock.advance(1);
    expect((await history(VIN.silent)).body.data[0].command).toMatchObject({
      status: 'timedOut',
      reportedState: null,
    });
  });

  it('reboots the telemeter 10 s after it is asked for (spec 9)', async () => {
    const asked = clock.now().toISOString();
    const reboot = await call('POST', `/vehicle-operations/rebootTelemeter/${VIN.reboot}`);
    expect(reboot.status).toBe(202);
    clock.advance(9_999);
    expect((await state(VIN.reboot)).body.telemeterBootedAt).toBeNull();
    clock.advance(1);
    const booted = new Date(new Date(asked).getTime() + 10_000).toISOString();
    expect((await state(VIN.reboot)).body.telemeterBootedAt).toBe(booted);
  });

  it("fails a faulty car's GPS test, keeps the runs as proof, and passes a healthy car's ten", async () => {
    const run = (vin: string, diagnostic: string) =>
      call('POST', '/vehicle-operations/runDiagnostics', { vin, diagnostic });
    const result = (vin: string, test: string) =>
      call('GET', `/vehicle-operations/diagnosticResults/${vin}-${test}`);
    expect((await result(VIN.faulty, 'gpsPosition')).body).toMatchObject({ result: 'notRun', command: null });
    expect((await run(VIN.faulty, 'gpsPosition')).body).toMatchObject({
      diagnosticId: `${VIN.faulty}-gpsPosition`,
      status: 'requested',
    });
    expect((await result(VIN.faulty, 'gpsPosition')).body.result).toBe('running');
    await run(VIN.faulty, 'lock');
    clock.advance(30_000);
    expect((await result(VIN.faulty, 'gpsPosition')).body).toMatchObject({
      result: 'failed',
      command: { vendorError: expect.stringContaining('gpsPosition') },
    });
    expect((await result(VIN.faulty, 'lock')).body.result).toBe('passed');
    for (const test of DIAGNOSTIC_TESTS) await run(VIN.shared, test);
    clock.advance(30_000);
    for (const test of DIAGNOSTIC_TESTS) expect((await result(VIN.shared, test)).body.result).toBe('passed');
    expect(await allDiagnosticsPassed(t.db, t.app.vehicleGateway, VIN.shared, clock.now())).toBe(true);
    expect(await allDiagnosticsPassed(t.db, t.app.vehicleGateway, VIN.faulty, clock.now())).toBe(false);
  });

  it('derives the same state on two app instances over one database', async () => {
    const auth = {
      issuer: t.tokens.issuer,
      jwksUri: t.tokens.jwksUri,
      userPoolId: t.tokens.userPoolId,
      clientId: t.tokens.clientId,
    };
    const other = await buildApp({
      config: readConfig({ LOG_LEVEL: 'silent', PORT: '80', API_RATE_LIMIT: '100000' }),
      database: t.database,
      auth,
      logger: false,
      fleetClock: { now: () => clock.now(), at: clock.at },
    });
    await other.ready();
    try {
      await call('POST', `/vehicle-operations/lock/${VIN.shared}`);
      for (const wait of [0, 1000, 5000, 20 * MINUTE]) {
        clock.advance(wait);
        for (const url of [`/telemetry/${VIN.shared}/latest`, `/internal/vehicle/${VIN.shared}/history`]) {
          expect((await call('GET', url, undefined, other)).body).toEqual((await call('GET', url)).body);
        }
      }
      expect((await call('GET', `/telemetry/${VIN.shared}/latest`, undefined, other)).body.asleep).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('moves a sleeping car out of service and back without its box, refusing a stale current status (412) and a change the rules refuse (422), all audited (spec 4)', async () => {
    const oos = await call('PATCH', `/internal/vehicle/${VIN.asleep}/status/AVAILABLE/OUT_OF_SERVICE`);
    expect(oos).toMatchObject({
      status: 200,
      body: { status: 'OUT_OF_SERVICE', version: 2, boxCommand: 'engageImmobilizer' },
    });
    // The box was not asked: it sleeps on, and no command was sent.
    expect((await state(VIN.asleep)).body).toMatchObject({ asleep: true });
    const before = await snapshot();
    const stale = await call('PATCH', `/internal/vehicle/${VIN.asleep}/status/AVAILABLE/TOTAL_LOSS`);
    expect(stale).toMatchObject({ status: 412, body: { messageKey: 'error.stale' } });
    const refusedChange = await call(
      'PATCH',
      `/internal/vehicle/${VIN.asleep}/status/OUT_OF_SERVICE/INFLEETING`,
    );
    expect(refusedChange).toMatchObject({ status: 422, body: { messageKey: 'fleet.statusChangeRefused' } });
    expect(snapshotChanges(before, await snapshot())).toEqual([]);
    const back = await call('PATCH', `/internal/vehicle/${VIN.asleep}/status/OUT_OF_SERVICE/AVAILABLE`);
    expect(back).toMatchObject({ status: 200, body: { status: 'AVAILABLE', version: 3, boxCommand: null } });
    const entries = (await history(VIN.asleep)).body.data;
    expect(entries.map((e: { action: string }) => e.action).slice(0, 2)).toEqual([
      'car.available',
      'car.outOfService',
    ]);
    expect(entries[0]).toMatchObject({
      kind: 'audit',
      before: { status: 'OUT_OF_SERVICE' },
      after: { status: 'AVAILABLE' },
    });
  });

  it('takes a car whose box is dead out of service and writes it off, and says why members are not offered it', async () => {
    const detail = await call('GET', `/vehicle/${VIN.offline}`);
    expect(detail.body.rentability).toMatchObject({
      rentable: false,
      refusals: ['boxSilent'],
      offlineHours: 24,
    });
    const offered = await call('GET', '/internal/reservation/vehicle/available?count=100');
    const vins = offered.body.data.map((car: { vin: string }) => car.vin);
    expect(vins).not.toContain(VIN.offline);
    expect(vins).toContain(VIN.healthy);
    const oos = await call('PATCH', `/internal/vehicle/${VIN.offline}/status/AVAILABLE/OUT_OF_SERVICE`);
    expect(oos).toMatchObject({ status: 200, body: { status: 'OUT_OF_SERVICE' } });
    const loss = await call('PATCH', `/internal/vehicle/${VIN.offline}/status/OUT_OF_SERVICE/TOTAL_LOSS`);
    expect(loss).toMatchObject({ status: 200, body: { status: 'TOTAL_LOSS' } });
    const after = await call('GET', `/vehicle/${VIN.offline}`);
    expect(after.body).toMatchObject({ state: 'inactive', tripUnderWay: null });
    expect(after.body.rentability.refusals).toEqual(['status', 'inactive', 'boxSilent']);
  });
});
