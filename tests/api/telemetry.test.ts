import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TELEMETRY_MAX_POINTS, type TelemetryResult } from '../../src/domain/cars/telemetry.ts';
import { controlledClock } from '../../server/vehicleGateway/fleetClock.ts';
import { maintainTelemetryPartitions } from '../../server/db/telemetryPartitions.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const CAR = 'JTDBCMFE0NJ000001';
const OTHER = 'JTDBCMFE0NJ000002';
const RETENTION = 30;
const START = new Date('2026-03-01T08:00:00Z');
const MINUTE = 60_000;
const DAY = 86_400_000;

const point = (vin: string, at: Date, odometer = 1000) => ({
  vin,
  recorded_at: at,
  latitude: 49.28,
  longitude: -123.12,
  speed_kmh: 30,
  fuel_level: 70,
  battery_voltage: '14.05',
  odometer,
  ignition: true,
});

const partitions = async (t: TestApp) =>
  (
    await sql<{ name: string }>`
      SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'telemetry'::regclass ORDER BY 1`.execute(t.db)
  ).rows.map((row) => row.name);

describe.each(engines)('telemetry history on %s', (engine) => {
  let t: TestApp;
  const clock = controlledClock(START);
  beforeAll(async () => {
    t = await createTestApp(engine, { fleetClock: clock });
    await insertCars(t.db, [carRow(CAR, 'ABC 123', 1), carRow(OTHER, 'ABC 124', 2)]);
    await maintainTelemetryPartitions(t.db, clock.now(), RETENTION);
  });
  afterAll(() => t?.close());

  const data = (vin: string, from: string, to: string, groups = ['SVC']) =>
    t.app.inject({
      url: `/api/internal/vehicle/${vin}/data?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      headers: t.bearer({ groups }),
    });

  it("keeps today, the retention's days before it and two days ahead, in UTC days", async () => {
    const names = await partitions(t);
    expect(names[0]).toBe('telemetry_20260130');
    expect(names.at(-1)).toBe('telemetry_20260303');
    expect(names).toHaveLength(RETENTION + 1 + 2);
  });

  it("answers a car's points in the range, oldest first, and no other car's", async () => {
    const base = new Date('2026-02-27T23:58:00Z').getTime();
    await t.db
      .insertInto('telemetry')
      .values([
        // Across midnight, so the range reads two day partitions; inserted out of order.
        ...[3, 0, 2, 1, 4].map((m) => point(CAR, new Date(base + m * MINUTE), 1000 + m)),
        point(OTHER, new Date(base + MINUTE)),
      ])
      .execute();
    const response = await data(CAR, '2026-02-27T23:59:00Z', '2026-02-28T00:02:00Z');
    expect(response.statusCode).toBe(200);
    const body = response.json<TelemetryResult>();
    expect(body).toMatchObject({ vin: CAR, downsampled: false, intervalSeconds: null });
    // from is included, to excluded.
    expect(body.points.map((p) => [p.recordedAt, p.odometer])).toEqual([
      ['2026-02-27T23:59:00.000Z', 1001],
      ['2026-02-28T00:00:00.000Z', 1002],
      ['2026-02-28T00:01:00.000Z', 1003],
    ]);
    expect(body.points[0]).toEqual({
      recordedAt: '2026-02-27T23:59:00.000Z',
      latitude: 49.28,
      longitude: -123.12,
      speedKmh: 30,
      fuelLevel: 70,
      batteryVoltage: 14.05,
      odometer: 1001,
      ignition: true,
    });
    // The same range in another offset names the same instants.
    const local = await data(CAR, '2026-02-27T15:59:00-08:00', '2026-02-27T16:02:00-08:00');
    expect(local.json<TelemetryResult>().points).toEqual(body.points);
  });

  it('above the cap answers the first point of each equal slice of the range', async () => {
    const from = new Date('2026-02-20T00:00:00Z').getTime();
    const count = TELEMETRY_MAX_POINTS * 1.5; // a point every 10 s
    await t.db
      .insertInto('telemetry')
      .values(Array.from({ length: count }, (_, i) => point(CAR, new Date(from + i * 10_000), i)))
      .execute();
    const to = new Date(from + count * 10_000).toISOString();
    const body = (await data(CAR, new Date(from).toISOString(), to)).json<TelemetryResult>();
    expect(body.downsampled).toBe(true);
    const slice = (count * 10) / TELEMETRY_MAX_POINTS;
    expect(body.intervalSeconds).toBe(slice);
    expect(body.points).toHaveLength(TELEMETRY_MAX_POINTS);
    // Slice k starts k × slice seconds in: its first point is the one at or after that, 10 s apart.
    body.points.forEach((p, k) => expect(p.odometer).toBe(Math.ceil((k * slice) / 10)));
  });

  it('refuses a missing, reversed, empty or over-31-day range and an unknown car', async () => {
    const refused = [
      await t.app.inject({
        url: `/api/internal/vehicle/${CAR}/data`,
        headers: t.bearer({ groups: ['SVC'] }),
      }),
      await data(CAR, '2026-02-02T00:00:00Z', '2026-02-01T00:00:00Z'),
      await data(CAR, '2026-02-01T00:00:00Z', '2026-02-01T00:00:00Z'),
      await data(CAR, '2026-01-01T00:00:00Z', '2026-02-01T00:00:01Z'),
      await data(CAR, 'yesterday', '2026-02-01T00:00:00Z'),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(refused[3].json()).toMatchObject({ fields: { to: 'telemetry.errors.tooLong' } });
    expect((await data(CAR, '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z')).statusCode).toBe(200);
    expect((await data('JTDBCMFE0NJ999999', '2026-02-01T00:00:00Z', '2026-02-02T00:00:00Z')).statusCode).toBe(
      404,
    );
    expect((await data(CAR, '2026-02-01T00:00:00Z', '2026-02-02T00:00:00Z', ['SUPPORT'])).statusCode).toBe(
      403,
    );
  });

  it('drops the days past the retention as the fleet clock moves; their range answers empty', async () => {
    await t.db
      .insertInto('telemetry')
      .values(point(CAR, new Date('2026-01-31T12:00:00Z')))
      .execute();
    const range = ['2026-01-31T00:00:00Z', '2026-02-01T00:00:00Z'] as const;
    expect((await data(CAR, ...range)).json<TelemetryResult>().points).toHaveLength(1);

    clock.advance(2 * DAY);
    const dropped = await maintainTelemetryPartitions(t.db, clock.now(), RETENTION);
    expect(dropped).toEqual(['telemetry_20260130', 'telemetry_20260131']);
    const names = await partitions(t);
    expect(names[0]).toBe('telemetry_20260201');
    expect(names.at(-1)).toBe('telemetry_20260305');

    const gone = await data(CAR, ...range);
    expect(gone.statusCode).toBe(200);
    expect(gone.json<TelemetryResult>().points).toEqual([]);
    // The days kept keep their points.
    const kept = await data(CAR, '2026-02-27T23:59:00Z', '2026-02-28T00:02:00Z');
    expect(kept.json<TelemetryResult>().points).toHaveLength(3);
    // Run again at the same time, it has nothing left to do.
    expect(await maintainTelemetryPartitions(t.db, clock.now(), RETENTION)).toEqual([]);
  });
});
