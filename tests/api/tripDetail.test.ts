import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TelemetryTable } from '../../server/db/schema.ts';
import { controlledClock } from '../../server/vehicleGateway/fleetClock.ts';
import { maintainTelemetryPartitions } from '../../server/db/telemetryPartitions.ts';
import { DIRECTIONS_MAX_POINTS } from '../../src/domain/trips/tripTelemetry.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { insertMembers, insertTrip, MONTREAL } from '../support/memberTrips.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const CAR = carRow('JTDKARFU0LJ210001', 'TRD 001', 1, { status: 'IN_TRIP' });
const OTHER_CAR = carRow('JTDKARFU0LJ210002', 'TRD 002', 2);
const NOW = new Date('2026-03-10T12:00:00Z');
const RETENTION_DAYS = 30;
const LONG_POINTS = DIRECTIONS_MAX_POINTS * 2 + 321;

/** A report `seconds` into a trip that set off at `start`, heading north-east. */
const point = (
  vin: string,
  start: string,
  seconds: number,
  extra: Partial<Insertable<TelemetryTable>> = {},
) => ({
  vin,
  recorded_at: new Date(new Date(start).getTime() + seconds * 1000),
  latitude: 45.5 + seconds / 100_000,
  longitude: -73.6 + seconds / 100_000,
  speed_kmh: 42,
  fuel_level: 70,
  battery_voltage: '14.05',
  odometer: 1000 + Math.floor(seconds / 60),
  ignition: true,
  heading: 38,
  locked: false,
  ...extra,
});

describe.each(engines)('trip detail on %s (spec 2 /trips/{tripId}, spec 3 Trip info)', (engine) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const clock = controlledClock(NOW);

  const get = async (url: string, groups = ['OC']) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: t.bearer({ groups }),
    });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { fleetClock: clock });
    await insertCars(t.db, [CAR, OTHER_CAR], MONTREAL);
    await maintainTelemetryPartitions(t.db, NOW, RETENTION_DAYS);
    const [elise] = await insertMembers(t.db, [
      { customer_number: 'M-21', first_name: 'Élise', last_name: 'Gagnon', email: 'e@example.com' },
    ]);
    const done = { start_at: '2026-03-09T10:00:00Z', end_at: '2026-03-09T10:30:00Z' };
    ids.done = await insertTrip(t.db, { customer_id: elise!, vin: OTHER_CAR.vin, ...done });
    ids.active = await insertTrip(t.db, {
      customer_id: elise!,
      vin: CAR.vin,
      start_at: '2026-03-10T10:59:30Z',
      end_at: null,
      status: 'ACTIVE',
      distance_km: null,
      charges: null,
      discounts: null,
      taxes: null,
      total: null,
    });
    ids.long = await insertTrip(t.db, {
      customer_id: elise!,
      vin: CAR.vin,
      start_at: '2026-03-08T00:00:00Z',
      end_at: '2026-03-08T08:00:00Z',
    });
    ids.old = await insertTrip(t.db, {
      customer_id: elise!,
      vin: OTHER_CAR.vin,
      start_at: '2026-02-01T10:00:00Z',
    });
    await t.db
      .insertInto('ledger_lines')
      .values([
        {
          customer_id: elise!,
          kind: 'tripAdjustment',
          amount: '-2.00',
          tax: '-0.10',
          trip_id: ids.done,
          reason: 'Detour',
          posted_at: '2026-03-09T12:00:00Z',
        },
        {
          customer_id: elise!,
          kind: 'trip',
          amount: '11.50',
          tax: '0.58',
          trip_id: ids.done,
          posted_at: '2026-03-09T10:30:00Z',
        },
        {
          customer_id: elise!,
          kind: 'trip',
          amount: '5.00',
          tax: '0.25',
          trip_id: ids.long,
          posted_at: '2026-03-08T08:00:00Z',
        },
      ])
      .execute();
    await t.db
      .insertInto('telemetry')
      .values([
        // Before and after the trip: the car's, but not the trip's.
        point(OTHER_CAR.vin, done.start_at, -60),
        point(OTHER_CAR.vin, done.end_at, 60, {
          speed_kmh: 0,
          ignition: false,
          heading: null,
          locked: true,
        }),
        ...Array.from({ length: 31 }, (_, minute) => {
          const standing = minute === 0 || minute === 30;
          return point(OTHER_CAR.vin, done.start_at, minute * 60, {
            speed_kmh: standing ? 0 : 42,
            ignition: minute !== 30,
            heading: standing ? null : 38,
            locked: minute === 30,
            in_home_zone: minute < 10,
          });
        }),
      ])
      .execute();
    const long = Array.from({ length: LONG_POINTS }, (_, k) =>
      point(CAR.vin, '2026-03-08T00:00:00Z', k * 10),
    );
    for (let i = 0; i < long.length; i += 500)
      await t.db
        .insertInto('telemetry')
        .values(long.slice(i, i + 500))
        .execute();
  });
  afterAll(() => t?.close());

  it('answers the trip with its member, car, times, duration and its ledger lines oldest first', async () => {
    const { status, body } = await get(`/internal/trip/${ids.done}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: ids.done,
      version: 1,
      status: 'COMPLETED',
      member: { customerNumber: 'M-21', name: 'Élise Gagnon' },
      car: { vin: OTHER_CAR.vin, plateNumber: 'TRD 002', fleetName: 'Montreal', status: OTHER_CAR.status },
      startDateTime: '2026-03-09T10:00:00.000Z',
      endDateTime: '2026-03-09T10:30:00.000Z',
      vehicleTimeZone: 'America/Toronto',
      durationSeconds: 1800,
      distanceKm: 7.25,
      freeMinutesUsed: null,
      total: 12.08,
      telemetryKept: true,
    });
    expect(body.ledgerLines.map((line: { kind: string; total: number }) => [line.kind, line.total])).toEqual([
      ['trip', 12.08],
      ['tripAdjustment', -2.1],
    ]);
  });

  it('lasts until now on the fleet clock for a trip under way, unpriced', async () => {
    const { body } = await get(`/internal/trip/${ids.active}`);
    expect(body).toMatchObject({ status: 'ACTIVE', endDateTime: null, durationSeconds: 3630, total: null });
    expect(body.freeMinutesUsed).toBeNull();
    expect(body.ledgerLines).toEqual([]);
    expect(body.car.status).toBe('IN_TRIP');
  });

  it("pages the trip's own points in time order, with the status each one's speed and ignition make", async () => {
    const first = await get(`/internal/trip/telemetry/${ids.done}?page=1&count=25`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, count: 25, totalCount: 31, totalPages: 2 });
    expect(first.body.data[0]).toEqual({
      recordedAt: '2026-03-09T10:00:00.000Z',
      latitude: 45.5,
      longitude: -73.6,
      speedKmh: 0,
      directionDegrees: null,
      odometer: 1000,
      auxVoltage: 14.05,
      fuelLevel: 70,
      status: 'idling',
      ignition: true,
      doorsClosed: true,
      inHomeZone: true,
      charging: false,
      locked: false,
    });
    expect(first.body.data[1]).toMatchObject({ status: 'driving', directionDegrees: 38, inHomeZone: true });
    const second = await get(`/internal/trip/telemetry/${ids.done}?page=2&count=25`);
    expect(second.body.data.map((p: { recordedAt: string }) => p.recordedAt)).toHaveLength(6);
    expect(second.body.data.at(-1)).toMatchObject({
      recordedAt: '2026-03-09T10:30:00.000Z',
      status: 'parked',
      locked: true,
      inHomeZone: false,
    });
  });

  it('draws the route with at most DIRECTIONS_MAX_POINTS points, evenly spaced, its ends kept', async () => {
    const { status, body } = await get(`/internal/trip/directions?tripId=${ids.long}`);
    expect(status).toBe(200);
    expect(body.points).toHaveLength(DIRECTIONS_MAX_POINTS);
    const last = (LONG_POINTS - 1) * 10;
    expect(body.start).toEqual([45.5, -73.6]);
    expect(body.end).toEqual([45.5 + last / 100_000, -73.6 + last / 100_000]);
    expect(body.points[0]).toEqual(body.start);
    expect(body.points.at(-1)).toEqual(body.end);
    const steps = body.points
      .slice(1)
      .map((p: number[], i: number) => Math.round((p[0]! - body.points[i][0]) * 100_000));
    expect(Math.max(...steps) - Math.min(...steps)).toBeLessThanOrEqual(10);
    const short = await get(`/internal/trip/directions?tripId=${ids.done}`);
    expect(short.body.points).toHaveLength(31);
  });

  it('answers no point for a trip past the retention, and says the points are no longer kept', async () => {
    expect((await get(`/internal/trip/${ids.old}`)).body.telemetryKept).toBe(false);
    const page = await get(`/internal/trip/telemetry/${ids.old}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ data: [], totalCount: 0 });
    const route = await get(`/internal/trip/directions?tripId=${ids.old}`);
    expect(route.body).toMatchObject({ points: [], start: null, end: null });
  });

  it('answers 404 for an unknown trip and 400 for a malformed id', async () => {
    for (const url of [
      '/internal/trip/999999',
      '/internal/trip/telemetry/999999',
      '/internal/trip/directions?tripId=999999',
    ])
      expect((await get(url)).status).toBe(404);
    for (const url of [
      '/internal/trip/abc',
      '/internal/trip/telemetry/0',
      '/internal/trip/directions?tripId=-1',
    ])
      expect((await get(url)).status).toBe(400);
  });
});
