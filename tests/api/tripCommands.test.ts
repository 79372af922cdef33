import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FleetBoxesTable } from '../../server/db/schema.ts';
import { controlledClock } from '../../server/vehicleGateway/fleetClock.ts';
import { VEHICLE_COMMANDS } from '../../src/domain/cars/vehicleCommands.ts';
import { priceTrip } from '../../src/domain/pricing/priceTrip.ts';
import { TARIFFS } from '../../src/domain/pricing/tariffs.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { databaseSnapshots, snapshotChanges } from '../support/databaseSnapshot.ts';
import { insertMembers, insertTrip } from '../support/memberTrips.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const START = new Date('2026-03-01T08:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const VIN = {
  awake: 'JTDKARFU0LT000001',
  asleep: 'JTDKARFU0LT000002',
  offline: 'JTDKARFU0LT000003',
  lockFault: 'JTDKARFU0LT000004',
  freeMinutes: 'JTDKARFU0LT000005',
  terminate: 'JTDKARFU0LT000006',
  outOfService: 'JTDKARFU0LT000007',
  reserved: 'JTDKARFU0LT000008',
  endTrip: 'JTDKARFU0LT000009',
  endTripOutOfService: 'JTDKARFU0LT000010',
  terminateTrip: 'JTDKARFU0LT000011',
  releaseMember: 'JTDKARFU0LT000012',
  stuck: 'JTDKARFU0LT000013',
};
const POSITION = { latitude: 49.2827, longitude: -123.1207 };

/** A box whose last report and wake were `idleMinutes` before the start. */
const box = (vin: string, idleMinutes: number, more: Partial<Insertable<FleetBoxesTable>> = {}) => {
  const at = new Date(START.getTime() - idleMinutes * MINUTE);
  return { vin, state_at: at, reported_at: at, active_at: at, ...more };
};

describe.each(engines)('trip commands and their timeline on %s (spec 4, 7, 8, 9)', (engine) => {
  let t: TestApp;
  const clock = controlledClock(START);
  let snapshot: Awaited<ReturnType<typeof databaseSnapshots>>;
  let member: string;
  let other: string;

  const call = async (method: 'GET' | 'POST', url: string, version?: number) => {
    const response = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...t.bearer({ groups: ['OC'], email: 'oc@example.com' }),
        ...(version === undefined ? {} : { 'if-match': String(version) }),
      },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const tripCommand = (id: number, cmd: string, version = 1) =>
    call('POST', `/internal/trip/${id}/${cmd}`, version);
  const timeline = (id: number) => call('GET', `/internal/trip/${id}/commands`);
  /** A trip under way in `vin` since `minutes` ago, started where the car stands. */
  const activeTrip = (vin: string, minutes: number, customer = member) =>
    insertTrip(t.db, {
      customer_id: customer,
      vin,
      start_at: new Date(clock.now().getTime() - minutes * MINUTE).toISOString(),
      end_at: null,
      status: 'ACTIVE',
      start_latitude: POSITION.latitude,
      start_longitude: POSITION.longitude,
      distance_km: null,
      charges: null,
      discounts: null,
      taxes: null,
      total: null,
    });
  const tripRow = (id: number) =>
    t.db.selectFrom('trips').selectAll().where('id', '=', String(id)).executeTakeFirstOrThrow();
  const carOf = (vin: string) =>
    t.db.selectFrom('cars').selectAll().where('vin', '=', vin).executeTakeFirstOrThrow();
  const balanceOf = async (customer: string) =>
    Number(
      (
        await t.db
          .selectFrom('customers')
          .select('outstanding_balance')
          .where('id', '=', customer)
          .executeTakeFirstOrThrow()
      ).outstanding_balance,
    );

  beforeAll(async () => {
    t = await createTestApp(engine, { fleetClock: clock });
    await insertCars(
      t.db,
      Object.values(VIN).map((vin, i) => ({ ...carRow(vin, `TRC ${100 + i}`, i + 1), ...POSITION })),
    );
    await t.db
      .insertInto('fleet_boxes')
      .values([
        box(VIN.awake, 0),
        box(VIN.asleep, 20),
        box(VIN.offline, 2 * 24 * 60, { offline: true }),
        box(VIN.lockFault, 0, { failing_tests: ['lock'] }),
        box(VIN.freeMinutes, 0),
        box(VIN.terminate, 0),
        box(VIN.outOfService, 0),
        box(VIN.reserved, 0),
        box(VIN.endTrip, 0),
        box(VIN.endTripOutOfService, 0),
        // Asleep and dead: terminate and release need no box, and free the car all the same.
        box(VIN.terminateTrip, 20),
        box(VIN.releaseMember, 2 * 24 * 60, { offline: true }),
        box(VIN.stuck, 20),
      ])
      .execute();
    [member, other] = await insertMembers(t.db, [
      { customer_number: 'TC-1', first_name: 'Aroha', last_name: 'Ngata', email: 'aroha@example.com' },
      { customer_number: 'TC-2', first_name: 'Luc', last_name: 'Roy', email: 'luc@example.com' },
    ]);
    snapshot = await databaseSnapshots(t.db);
  });
  afterAll(() => t?.close());

  it('carries out the 13 vehicle commands on an awake car, each audited; 409 asleep, 410 offline, nothing written', async () => {
    for (const cmd of VEHICLE_COMMANDS) {
      expect(await call('POST', `/vehicle-operations/${cmd}/${VIN.awake}`)).toMatchObject({
        status: 202,
        body: { command: cmd, status: 'requested' },
      });
    }
    const before = await snapshot();
    for (const cmd of VEHICLE_COMMANDS) {
      expect(await call('POST', `/vehicle-operations/${cmd}/${VIN.asleep}`)).toMatchObject({
        status: 409,
        body: { messageKey: 'fleet.asleep' },
      });
      expect(await call('POST', `/vehicle-operations/${cmd}/${VIN.offline}`)).toMatchObject({
        status: 410,
        body: { messageKey: 'fleet.offline' },
      });
    }
    expect(snapshotChanges(before, await snapshot())).toEqual([]);
    clock.advance(10_000);
    const history = await call('GET', `/internal/vehicle/${VIN.awake}/history?count=50`);
    const statuses = history.body.data.map((e: { command: { status: string } }) => e.command.status);
    expect(statuses).toHaveLength(VEHICLE_COMMANDS.length);
    expect(new Set(statuses)).toEqual(new Set(['confirmed']));
    const audits = await t.db
      .selectFrom('audit_entries')
      .select('action')
      .where('entity', '=', 'carDetails')
      .where('record_id', '=', VIN.awake)
      .execute();
    expect(audits.map((a) => a.action).sort()).toEqual(
      VEHICLE_COMMANDS.map((cmd) => `command.${cmd}`).sort(),
    );
  });

  it('reboots the telemeter 10 s after it is asked for (spec 9)', async () => {
    const asked = clock.now().getTime();
    expect((await call('POST', `/vehicle-operations/rebootTelemeter/${VIN.awake}`)).status).toBe(202);
    clock.advance(9_999);
    const early = await call('GET', `/telemetry/${VIN.awake}/latest`);
    expect(early.body.telemeterBootedAt).not.toBe(new Date(asked + 10_000).toISOString());
    clock.advance(1);
    expect((await call('GET', `/telemetry/${VIN.awake}/latest`)).body.telemeterBootedAt).toBe(
      new Date(asked + 10_000).toISOString(),
    );
  });

  it('refuses an end to an asleep car (409) and an offline box (410) with nothing written; terminate and release need no box', async () => {
    const asleepTrip = await activeTrip(VIN.asleep, 20);
    const offlineTrip = await activeTrip(VIN.offline, 20, other);
    const before = await snapshot();
    for (const cmd of ['endTrip', 'endTripOutOfService']) {
      expect(await tripCommand(asleepTrip, cmd)).toMatchObject({
        status: 409,
        body: { messageKey: 'fleet.asleep' },
      });
      expect(await tripCommand(offlineTrip, cmd)).toMatchObject({
        status: 410,
        body: { messageKey: 'fleet.offline' },
      });
    }
    expect(snapshotChanges(before, await snapshot())).toEqual([]);
    expect(await tripCommand(asleepTrip, 'terminateTrip')).toMatchObject({
      status: 202,
      body: { trip: { status: 'TERMINATED', version: 2 }, command: { command: 'terminateTrip' } },
    });
    expect(await tripCommand(offlineTrip, 'releaseMember')).toMatchObject({
      status: 202,
      body: { trip: { status: 'RELEASED', version: 2 } },
    });
    // Neither woke the box: it still sleeps.
    expect((await call('GET', `/telemetry/${VIN.asleep}/latest`)).body).toMatchObject({ asleep: true });
  });

  it('keeps a trip ACTIVE when the box fails the end, then releases the member and flags the car; the timeline newest first', async () => {
    const id = await activeTrip(VIN.lockFault, 30);
    expect((await call('POST', `/vehicle-operations/ping/${VIN.lockFault}`)).status).toBe(202);
    clock.advance(5_000);
    const ended = await tripCommand(id, 'endTrip');
    expect(ended).toMatchObject({
      status: 202,
      body: {
        trip: { status: 'ACTIVE', version: 1, endDateTime: null, total: null },
        command: { command: 'endTrip' },
      },
    });
    clock.advance(5_000);
    let commands = (await timeline(id)).body.data;
    expect(commands[0]).toMatchObject({
      command: 'endTrip',
      status: 'failed',
      vendorError: 'The box reported a lock fault',
    });
    expect((await tripRow(id)).status).toBe('ACTIVE');

    clock.advance(5_000);
    const released = await tripCommand(id, 'releaseMember');
    expect(released).toMatchObject({
      status: 202,
      body: { trip: { status: 'RELEASED', version: 2, endDateTime: clock.now().toISOString() } },
    });
    const car = await call('GET', `/vehicle/${VIN.lockFault}`);
    expect(car.body.fieldCheck).toEqual({ at: clock.now().toISOString(), tripId: id });
    expect(car.body.status).toBe('AVAILABLE');

    commands = (await timeline(id)).body.data;
    expect(commands.map((c: { command: string }) => c.command)).toEqual(['releaseMember', 'endTrip', 'ping']);
    expect(commands[0]).toMatchObject({ status: 'confirmed', requestedBy: { name: expect.any(String) } });
    const history = await call('GET', `/internal/vehicle/${VIN.lockFault}/history`);
    expect(history.body.data.map((e: { action: string }) => e.action)).toContain('releaseMember');
    const trail = await t.db
      .selectFrom('audit_entries')
      .select('action')
      .where('entity', '=', 'trips')
      .where('record_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(trail.map((a) => a.action)).toEqual(['trip.endTrip', 'trip.releaseMember']);
  });

  it('terminates a trip priced up to now, the car untouched and no box command sent', async () => {
    const id = await activeTrip(VIN.terminate, 61, other);
    const boxBefore = await t.db
      .selectFrom('fleet_boxes')
      .selectAll()
      .where('vin', '=', VIN.terminate)
      .executeTakeFirstOrThrow();
    const balance = await balanceOf(other);
    const answer = await tripCommand(id, 'terminateTrip');
    const price = priceTrip(TARIFFS.Vancouver, 61, 0, 0);
    expect(answer).toMatchObject({
      status: 202,
      body: {
        trip: { status: 'TERMINATED', endDateTime: clock.now().toISOString(), total: price.total / 100 },
      },
    });
    expect(await tripRow(id)).toMatchObject({ free_minutes_used: 0, distance_km: '0.00' });
    expect((await carOf(VIN.terminate)).status).toBe('AVAILABLE');
    expect(
      await t.db
        .selectFrom('fleet_boxes')
        .selectAll()
        .where('vin', '=', VIN.terminate)
        .executeTakeFirstOrThrow(),
    ).toEqual(boxBefore);
    expect(await balanceOf(other)).toBeCloseTo(balance + price.total / 100, 2);
  });

  it('ends a trip priced with the free minutes usable in its region used first, earliest expiry first, and posts its ledger line', async () => {
    const now = clock.now();
    const grant = (minutes: number, expiresInDays: number | null, regionIds = [1], used = 0) => ({
      customer_id: member,
      reason: 'goodwill',
      minutes,
      used_minutes: used,
      region_ids: regionIds,
      granted_at: new Date(now.getTime() - DAY),
      expires_at: expiresInDays === null ? null : new Date(now.getTime() + expiresInDays * DAY),
    });
    const grants = await t.db
      .insertInto('free_minute_grants')
      .values([
        grant(20, 5),
        grant(14, 2, [1], 4), // 10 left, expiring first
        grant(50, null),
        grant(60, 1, [2]), // Montreal only
        grant(60, -1), // expired
      ])
      .returning('id')
      .execute();
    const id = await activeTrip(VIN.freeMinutes, 30);
    const balance = await balanceOf(member);
    // 30 minutes at 0.49, all free; the access fee of 1.00 and its GST are left to pay.
    expect(await tripCommand(id, 'endTrip')).toMatchObject({
      status: 202,
      body: { trip: { status: 'COMPLETED', version: 2, total: 1.05 }, command: { command: 'endTrip' } },
    });
    expect(await tripRow(id)).toMatchObject({
      charges: '15.70',
      discounts: '14.70',
      taxes: '0.05',
      total: '1.05',
      free_minutes_used: 30,
    });
    const used = await t.db
      .selectFrom('free_minute_grants')
      .select(['used_minutes', 'version'])
      .where(
        'id',
        'in',
        grants.map((g) => g.id),
      )
      .orderBy('id')
      .execute();
    expect(used).toEqual([
      { used_minutes: 20, version: 2 },
      { used_minutes: 14, version: 2 },
      { used_minutes: 0, version: 1 },
      { used_minutes: 0, version: 1 },
      { used_minutes: 0, version: 1 },
    ]);
    const lines = await t.db
      .selectFrom('ledger_lines')
      .selectAll()
      .where('trip_id', '=', String(id))
      .execute();
    expect(lines).toMatchObject([{ kind: 'trip', amount: '1.00', tax: '0.05', staff_id: null }]);
    expect(await balanceOf(member)).toBeCloseTo(balance + 1.05, 2);
    clock.advance(5_000);
    expect((await call('GET', `/telemetry/${VIN.freeMinutes}/latest`)).body).toMatchObject({
      doorsLocked: true,
      immobilizerEngaged: true,
    });
  });

  it('ends a trip and places the car out of service', async () => {
    await t.db.updateTable('cars').set({ status: 'IN_TRIP' }).where('vin', '=', VIN.outOfService).execute();
    const id = await activeTrip(VIN.outOfService, 10, other);
    expect(await tripCommand(id, 'endTripOutOfService')).toMatchObject({
      status: 202,
      body: { trip: { status: 'COMPLETED' } },
    });
    expect((await carOf(VIN.outOfService)).status).toBe('OUT_OF_SERVICE');
  });

  it('ends a trip each of the four ways and leaves each car free for its next state (spec 4: no dead end)', async () => {
    const ways = ['endTrip', 'endTripOutOfService', 'terminateTrip', 'releaseMember'] as const;
    const status = (vin: string, current: string, next: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/internal/vehicle/${vin}/status/${current}/${next}`,
        headers: t.bearer({ groups: ['FLEET'], email: 'fleet@example.com' }),
      });
    for (const way of ways) {
      await t.db.updateTable('cars').set({ status: 'IN_TRIP' }).where('vin', '=', VIN[way]).execute();
      const id = await activeTrip(VIN[way], 15, way === 'endTripOutOfService' ? other : member);
      // While the trip is under way its commands move the car: staff cannot, but for a total loss.
      const held = await status(VIN[way], 'IN_TRIP', 'AVAILABLE');
      expect([held.statusCode, held.json().messageKey]).toEqual([422, 'fleet.carInTrip']);
      expect((await call('GET', `/vehicle/${VIN[way]}`)).body.tripUnderWay).toEqual({ id });
      expect((await tripCommand(id, way)).status).toBe(202);
      clock.advance(5_000);
    }
    const after = await Promise.all(ways.map(async (way) => (await carOf(VIN[way])).status));
    expect(after).toEqual(['AVAILABLE', 'OUT_OF_SERVICE', 'AVAILABLE', 'AVAILABLE']);
    expect((await carOf(VIN.releaseMember)).field_check_at).not.toBeNull();
    const offered = (await call('GET', '/internal/reservation/vehicle/available?count=100')).body.data.map(
      (car: { vin: string }) => car.vin,
    );
    expect(offered).toEqual(expect.arrayContaining([VIN.endTrip, VIN.terminateTrip]));
    // The released car's box is dead: freed, it is still not offered, and its detail says why.
    expect(offered).not.toContain(VIN.releaseMember);
    expect((await call('GET', `/vehicle/${VIN.releaseMember}`)).body.rentability.refusals).toEqual([
      'boxSilent',
    ]);
    // Then staff move each car on, sleeping and dead boxes alike.
    for (const [way, current, next] of [
      ['endTrip', 'AVAILABLE', 'OUT_OF_SERVICE'],
      ['endTripOutOfService', 'OUT_OF_SERVICE', 'AVAILABLE'],
      ['terminateTrip', 'AVAILABLE', 'OUT_OF_SERVICE'],
      ['releaseMember', 'AVAILABLE', 'TOTAL_LOSS'],
    ] as const) {
      const changed = await status(VIN[way], current, next);
      expect([way, changed.statusCode, changed.json().status]).toEqual([way, 200, next]);
    }
  });

  it('frees a car left IN_TRIP with no trip under way', async () => {
    await t.db.updateTable('cars').set({ status: 'IN_TRIP' }).where('vin', '=', VIN.stuck).execute();
    const freed = await t.app.inject({
      method: 'PATCH',
      url: `/api/internal/vehicle/${VIN.stuck}/status/IN_TRIP/OUT_OF_SERVICE`,
      headers: t.bearer({ groups: ['FLEET'], email: 'fleet@example.com' }),
    });
    expect([freed.statusCode, freed.json().status]).toEqual([200, 'OUT_OF_SERVICE']);
  });

  it('answers 412 to a stale version, 422 to a trip no longer under way, 404 to an unknown one', async () => {
    const id = await activeTrip(VIN.awake, 5, other);
    expect(await tripCommand(id, 'terminateTrip', 2)).toMatchObject({
      status: 412,
      body: { messageKey: 'error.stale' },
    });
    expect((await tripCommand(id, 'terminateTrip', 1)).status).toBe(202);
    expect(await tripCommand(id, 'releaseMember', 2)).toMatchObject({
      status: 422,
      body: { messageKey: 'tripEnd.notActive' },
    });
    expect((await tripCommand(999_999, 'terminateTrip')).status).toBe(404);
    expect((await timeline(999_999)).status).toBe(404);
  });

  it('ends the member’s running reservation of the car when a trip starts in it (TRIP_STARTED), and the trip records it', async () => {
    const now = clock.now();
    const hold = (customer: string, vin: string) => ({
      customer_id: customer,
      vin,
      reserved_at: new Date(now.getTime() - 5 * MINUTE),
      expires_at: new Date(now.getTime() + 25 * MINUTE),
      status: 'ACTIVE',
    });
    const [mine, theirs] = await t.db
      .insertInto('reservations')
      .values([hold(member, VIN.reserved), hold(other, VIN.asleep)])
      .returning('id')
      .execute();
    const trip = await activeTrip(VIN.reserved, 0);
    const unreserved = await activeTrip(VIN.asleep, 0);
    expect((await tripRow(trip)).reservation_id).toBe(mine!.id);
    // Another member's hold of that car is no reservation of this trip, and ends not.
    expect((await tripRow(unreserved)).reservation_id).toBeNull();
    const statuses = await t.db
      .selectFrom('reservations')
      .select(['id', 'status', 'version'])
      .where('id', 'in', [mine!.id, theirs!.id])
      .orderBy('id')
      .execute();
    expect(statuses).toEqual([
      { id: mine!.id, status: 'TRIP_STARTED', version: 2 },
      { id: theirs!.id, status: 'ACTIVE', version: 1 },
    ]);
  });
});
