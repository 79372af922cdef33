import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarsTable, FleetBoxesTable } from '../../server/db/schema.ts';
import { controlledClock } from '../../server/vehicleGateway/fleetClock.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const START = new Date('2026-03-01T08:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ago = (ms: number) => new Date(START.getTime() - ms);

const VIN = {
  lowFuel: 'E2EDASH0000000001',
  lowBattery: 'E2EDASH0000000002',
  idleAsleep: 'E2EDASH0000000003',
  outOfService: 'E2EDASH0000000004',
  inTrip: 'E2EDASH0000000005',
  totalLoss: 'E2EDASH0000000006',
  montreal: 'E2EDASH0000000007',
};

const car = (vin: string, n: number, more: Partial<Insertable<CarsTable>>): Insertable<CarsTable> => ({
  ...carRow(vin, `DSH ${100 + n}`, n),
  latitude: 49.28,
  longitude: -123.12,
  fuel_level: 80,
  battery_voltage: '12.6',
  created_at: ago(30 * 24 * HOUR),
  ...more,
});

/** A box last awake `idleMinutes` before the start: asleep past 15 minutes. */
const box = (vin: string, idleMinutes: number): Insertable<FleetBoxesTable> => {
  const at = ago(idleMinutes * MINUTE);
  return { vin, state_at: at, reported_at: at, active_at: at };
};

type Count = { fleetName: string; status: string; cars: number };

describe.each(engines)('the fleet dashboard (spec 2 Fleet dashboard) on %s', (engine) => {
  let t: TestApp;
  const clock = controlledClock(START);
  const as = (role: string) => t.bearer({ groups: [role], email: `${role.toLowerCase()}@example.com` });
  const get = async (url: string, role = 'FLEET') => {
    const response = await t.app.inject({ url: `/api${url}`, headers: as(role) });
    return { status: response.statusCode, body: response.json() };
  };
  const counts = async () =>
    ((await get('/fleets/dashboard')).body.counts as Count[]).map(
      (c) => `${c.fleetName} ${c.status} ${c.cars}`,
    );
  const attention = async (query: string) =>
    ((await get(`/fleets/dashboard/attention?${query}`)).body.data as { vin: string }[]).map((c) => c.vin);

  beforeAll(async () => {
    t = await createTestApp(engine, { fleetClock: clock });
    await insertCars(t.db, [
      car(VIN.lowFuel, 1, { fuel_level: 10 }),
      car(VIN.lowBattery, 2, { battery_voltage: '11.5' }),
      car(VIN.idleAsleep, 3, {}),
      car(VIN.outOfService, 4, { status: 'OUT_OF_SERVICE', fuel_level: 14 }),
      car(VIN.inTrip, 5, { status: 'IN_TRIP' }),
      car(VIN.totalLoss, 6, { status: 'TOTAL_LOSS', is_active: false, fuel_level: 5 }),
    ]);
    await insertCars(t.db, [car(VIN.montreal, 7, { latitude: null, longitude: null })], {
      id: 2,
      name: 'Montreal',
      province: 'QC',
      time_zone: 'America/Toronto',
    });
    await t.db
      .insertInto('fleet_boxes')
      .values([
        box(VIN.lowFuel, 1),
        box(VIN.lowBattery, 2),
        box(VIN.idleAsleep, 60),
        box(VIN.outOfService, 1),
      ])
      .execute();
    const { id } = await t.db
      .insertInto('customers')
      .values({ customer_number: 'DASH1', first_name: 'Dana', last_name: 'Board', email: 'dash@example.com' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const trip = (vin: string, start: number, end: number | null) => ({
      customer_id: id,
      vin,
      start_at: ago(start),
      end_at: end === null ? null : ago(end),
      status: end === null ? 'ACTIVE' : 'COMPLETED',
    });
    await t.db
      .insertInto('trips')
      .values([
        trip(VIN.lowFuel, 10 * HOUR, 9 * HOUR),
        trip(VIN.lowBattery, 80 * HOUR, 70 * HOUR),
        trip(VIN.outOfService, 200 * HOUR, 100 * HOUR),
        trip(VIN.inTrip, 30 * MINUTE, null),
        trip(VIN.montreal, 100 * HOUR, 99 * HOUR),
      ])
      .execute();
  });
  afterAll(() => t?.close());

  it('counts the cars by fleet and state, filtered by fleet and state, with the thresholds', async () => {
    const dashboard = await get('/fleets/dashboard');
    expect(dashboard.body.thresholds).toEqual({
      lowFuelPercent: 15,
      lowBatteryVolts: 11.8,
      idleHours: 72,
      silentHours: 24,
    });
    expect(await counts()).toEqual([
      'Vancouver AVAILABLE 3',
      'Vancouver IN_TRIP 1',
      'Vancouver OUT_OF_SERVICE 1',
      'Vancouver TOTAL_LOSS 1',
      'Montreal AVAILABLE 1',
    ]);
    const montreal = await get('/fleets/dashboard?fleetId=2');
    expect(montreal.body.counts).toEqual([
      { fleetId: 2, fleetName: 'Montreal', status: 'AVAILABLE', cars: 1 },
    ]);
    const outOfService = await get('/fleets/dashboard?status=OUT_OF_SERVICE');
    expect(outOfService.body.counts).toHaveLength(1);
    expect((await get('/fleets/dashboard?status=PARKED')).status).toBe(400);
  });

  it('answers the cars with a position for the map, by VIN', async () => {
    const points = await get('/fleets/dashboard/cars?fleetId=1');
    expect(points.body.capped).toBe(false);
    expect(points.body.data.map((p: { vin: string }) => p.vin)).toEqual([
      VIN.lowFuel,
      VIN.lowBattery,
      VIN.idleAsleep,
      VIN.outOfService,
      VIN.inTrip,
      VIN.totalLoss,
    ]);
    // Montreal's car has no position: it cannot be drawn.
    expect((await get('/fleets/dashboard/cars?fleetId=2')).body.data).toEqual([]);
  });

  it('lists the active cars under the fuel and battery thresholds, and those idle past 72 h', async () => {
    // 14 % is under 15 %, 10 % first; a total loss is no longer in the fleet.
    expect(await attention('kind=lowFuel')).toEqual([VIN.lowFuel, VIN.outOfService]);
    expect(await attention('kind=lowBattery')).toEqual([VIN.lowBattery]);
    // Never a trip in 30 days, a last trip 99 and 100 h ago; 70 h ago is not yet idle, a trip under way never.
    expect(await attention('kind=longIdle')).toEqual([VIN.idleAsleep, VIN.outOfService, VIN.montreal]);
    expect(await attention('kind=longIdle&fleetId=2')).toEqual([VIN.montreal]);
    expect(await attention('kind=lowFuel&status=AVAILABLE')).toEqual([VIN.lowFuel]);
    const page = await get('/fleets/dashboard/attention?kind=longIdle&count=2&page=2');
    expect(page.body).toMatchObject({ page: 2, count: 2, totalCount: 3, totalPages: 2 });
    expect(page.body.data[0]).toMatchObject({
      vin: VIN.montreal,
      fleetName: 'Montreal',
      lastTripEndAt: ago(99 * HOUR).toISOString(),
    });
    expect((await get('/fleets/dashboard/attention?kind=dirty')).status).toBe(400);
  });

  it('changes three cars out of service, the sleeping one too: a status change never waits for the box (spec 4)', async () => {
    const answers = await Promise.all(
      [VIN.lowFuel, VIN.lowBattery, VIN.idleAsleep].map(async (vin) => {
        const response = await t.app.inject({
          method: 'PATCH',
          url: `/api/internal/vehicle/${vin}/status/AVAILABLE/OUT_OF_SERVICE`,
          headers: as('FLEET'),
        });
        return [response.statusCode, response.json().messageKey ?? response.json().status];
      }),
    );
    expect(answers).toEqual([
      [200, 'OUT_OF_SERVICE'],
      [200, 'OUT_OF_SERVICE'],
      [200, 'OUT_OF_SERVICE'],
    ]);
    expect(await counts()).toEqual([
      'Vancouver IN_TRIP 1',
      'Vancouver OUT_OF_SERVICE 4',
      'Vancouver TOTAL_LOSS 1',
      'Montreal AVAILABLE 1',
    ]);
  });

  it('shows SUPPORT the dashboard but refuses its status changes (403)', async () => {
    expect((await get('/fleets/dashboard', 'SUPPORT')).status).toBe(200);
    expect((await get('/fleets/dashboard/attention?kind=lowFuel', 'SUPPORT')).status).toBe(200);
    const change = await t.app.inject({
      method: 'PATCH',
      url: `/api/internal/vehicle/${VIN.montreal}/status/AVAILABLE/OUT_OF_SERVICE`,
      headers: as('SUPPORT'),
    });
    expect(change.statusCode).toBe(403);
    expect((await get('/fleets/dashboard', 'DRIVE')).status).toBe(403);
  });
});
