import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlledClock } from '../../server/vehicleGateway/fleetClock.ts';
import { maintainTelemetryPartitions } from '../../server/db/telemetryPartitions.ts';
import type { BoxReport } from '../../server/vehicleGateway/vehicleGateway.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { insertMembers, insertTrip, UNDER_WAY } from '../support/memberTrips.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const NOW = new Date('2026-03-12T15:00:30Z');
const MINUTE = 60_000;
/** The app's default TELEMETRY_RETENTION_DAYS, which the gateway's simulated side keeps to. */
const RETENTION_DAYS = 30;
const START = { latitude: 49.2827, longitude: -123.1207 };
const VIN = { driving: 'JTDKARFU0LT000031', parked: 'JTDKARFU0LT000032' };

type Point = { recordedAt: string; speedKmh: number; odometer: number; latitude: number; longitude: number };

describe.each(engines)('a trip under way reports where its car is, on %s (spec 3 Trip info)', (engine) => {
  let t: TestApp;
  const clock = controlledClock(NOW);
  const ids: Record<string, number> = {};

  const get = async (url: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: t.bearer({ groups: ['OC'] }),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const pointsOf = async (id: number) =>
    (await get(`/internal/trip/telemetry/${id}?count=100`)).body.data as Point[];
  const report = () => t.app.vehicleGateway.collectReports(t.db, clock.now());

  beforeAll(async () => {
    t = await createTestApp(engine, { fleetClock: clock });
    await insertCars(
      t.db,
      [VIN.driving, VIN.parked].map((vin, i) => ({
        ...carRow(vin, `TUW 10${i}`, i + 1, { status: 'IN_TRIP', fuel_level: 80 }),
        ...START,
        odometer: 24_000,
      })),
    );
    await maintainTelemetryPartitions(t.db, NOW, RETENTION_DAYS);
    // The driving car's box has its ignition on; the other's member parked it mid-trip.
    await t.db
      .insertInto('fleet_boxes')
      .values([
        { vin: VIN.driving, state_at: NOW, reported_at: NOW, active_at: NOW, ignition_on: true },
        { vin: VIN.parked, state_at: NOW, reported_at: NOW, active_at: NOW, ignition_on: false },
      ])
      .execute();
    const [member, other] = await insertMembers(t.db, [
      { customer_number: 'TUW-1', first_name: 'Ana', last_name: 'Silva', email: 'ana@example.com' },
      { customer_number: 'TUW-2', first_name: 'Ben', last_name: 'Okafor', email: 'ben@example.com' },
    ]);
    // Running 1 h 11 min, as the trip staff saw with an empty route.
    const started = new Date(NOW.getTime() - 71 * MINUTE - 30_000).toISOString();
    const underWay = {
      ...UNDER_WAY,
      start_at: started,
      start_latitude: START.latitude,
      start_longitude: START.longitude,
    };
    ids.driving = await insertTrip(t.db, { customer_id: member!, vin: VIN.driving, ...underWay });
    ids.parked = await insertTrip(t.db, { customer_id: other!, vin: VIN.parked, ...underWay });
  });
  afterAll(() => t?.close());

  it('writes a point a minute from the start up to now, the car setting off and driving', async () => {
    const told: BoxReport[] = [];
    const unsubscribe = t.app.vehicleGateway.subscribe((r) => told.push(r));
    expect(await report()).toBe(72);
    unsubscribe();
    // The gateway tells its subscribers what each box reported; the parked car reported nothing.
    expect(told).toEqual([{ kind: 'telemetry', vin: VIN.driving, reports: 72 }]);
    const points = await pointsOf(ids.driving);
    expect(points).toHaveLength(72);
    expect(points[0]).toMatchObject({ ...START, speedKmh: 0, odometer: 24_000 });
    const last = new Date(points.at(-1)!.recordedAt).getTime();
    expect(last).toBeLessThanOrEqual(NOW.getTime());
    expect(NOW.getTime() - last).toBeLessThan(MINUTE);
    expect(points.slice(1).every((p) => p.speedKmh > 0)).toBe(true);
    const odometers = points.map((p) => p.odometer);
    expect(odometers).toEqual([...odometers].sort((a, b) => a - b));
    // 71 minutes at ~28 km/h.
    expect(odometers.at(-1)! - odometers[0]!).toBeGreaterThan(25);
    expect(odometers.at(-1)! - odometers[0]!).toBeLessThan(40);
    // Its member parked the other car: its box reports nothing new.
    expect(await pointsOf(ids.parked)).toEqual([]);
  });

  it('shows the route so far ending where the car is now, and the distance so far', async () => {
    const points = await pointsOf(ids.driving);
    const latest = points.at(-1)!;
    const route = await get(`/internal/trip/directions?tripId=${ids.driving}`);
    expect(route.body).toMatchObject({
      start: [START.latitude, START.longitude],
      end: [latest.latitude, latest.longitude],
      endAt: latest.recordedAt,
    });
    expect(route.body.points).toHaveLength(72);
    const row = await t.db
      .selectFrom('cars')
      .select(['latitude', 'longitude', 'odometer'])
      .where('vin', '=', VIN.driving)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      latitude: latest.latitude,
      longitude: latest.longitude,
      odometer: latest.odometer,
    });
    const detail = await get(`/internal/trip/${ids.driving}`);
    expect(detail.body).toMatchObject({ status: 'ACTIVE', distanceKm: latest.odometer - 24_000 });
  });

  it('appends the minutes that pass, once each, however often it runs', async () => {
    expect(await report()).toBe(0);
    clock.advance(5 * MINUTE);
    // Two instances at once: the points are written once between them.
    const counts = await Promise.all([report(), report()]);
    expect(counts[0]! + counts[1]!).toBe(5);
    const points = await pointsOf(ids.driving);
    expect(points).toHaveLength(77);
    expect(new Set(points.map((p) => p.recordedAt)).size).toBe(77);
    expect(clock.now().getTime() - new Date(points.at(-1)!.recordedAt).getTime()).toBeLessThan(MINUTE);
  });

  it('writes nothing once the trip has ended', async () => {
    await t.db
      .updateTable('trips')
      .set({ status: 'COMPLETED', end_at: clock.now() })
      .where('id', '=', String(ids.driving))
      .execute();
    clock.advance(10 * MINUTE);
    expect(await report()).toBe(0);
    expect(await pointsOf(ids.driving)).toHaveLength(77);
  });
});
