import { describe, expect, it } from 'vitest';
import {
  drivenReport,
  minutesToReport,
  type DriveStart,
} from '../../../server/vehicleGateway/simulated/tripUnderWay.ts';
import { distanceKm } from '../../../src/domain/geo.ts';

const T0 = new Date('2026-03-01T08:00:20Z');
const MIN = 60_000;
const at = (minutes: number) => new Date(T0.getTime() + minutes * MIN);
const start: DriveStart = {
  tripId: '41',
  vin: 'JTDBCMFE0NJ123456',
  startAt: T0,
  latitude: 45.5017,
  longitude: -73.5673,
  odometer: 24_000,
  fuelLevel: 80,
};

describe('the simulated drive of a trip under way (spec 3 Trip info)', () => {
  it('sets off from the trip start, standing, and reports a point a minute from it', () => {
    expect(drivenReport(start, 0)).toMatchObject({
      recorded_at: T0,
      latitude: start.latitude,
      longitude: start.longitude,
      speed_kmh: 0,
      heading: null,
      odometer: 24_000,
      fuel_level: 80,
      ignition: true,
    });
    expect(drivenReport(start, 3).recorded_at).toEqual(at(3));
  });

  it('drives at city speeds, each minute about as far as its speed says, the odometer and fuel following', () => {
    const reports = Array.from({ length: 240 }, (_, k) => drivenReport(start, k));
    for (let k = 1; k < reports.length; k++) {
      const [before, now] = [reports[k - 1]!, reports[k]!];
      expect(now.speed_kmh).toBeGreaterThanOrEqual(18);
      expect(now.speed_kmh).toBeLessThanOrEqual(38);
      expect(now.heading).toBeGreaterThanOrEqual(0);
      expect(now.heading).toBeLessThan(360);
      const km = distanceKm(before.latitude, before.longitude, now.latitude, now.longitude);
      expect(km).toBeLessThan(38 / 60 + 0.01);
      expect(now.odometer).toBeGreaterThanOrEqual(before.odometer);
      expect(now.fuel_level).toBeLessThanOrEqual(before.fuel_level);
    }
    // Four hours on a loop through the start: the car stays in town.
    for (const r of reports)
      expect(distanceKm(start.latitude, start.longitude, r.latitude, r.longitude)).toBeLessThan(10.1);
    expect(reports.at(-1)!.odometer - start.odometer).toBeGreaterThan(100);
  });

  it('is the same for every instance and run, and differs from trip to trip', () => {
    expect(drivenReport(start, 17)).toEqual(drivenReport({ ...start }, 17));
    expect(drivenReport({ ...start, tripId: '42' }, 17).latitude).not.toBe(drivenReport(start, 17).latitude);
  });

  it('reports the minutes after the last one written up to now, at most the latest `limit`', () => {
    expect(minutesToReport(T0, null, at(3.5), 100)).toEqual([0, 1, 2, 3]);
    expect(minutesToReport(T0, at(2), at(5), 100)).toEqual([3, 4, 5]);
    expect(minutesToReport(T0, at(5), at(5.9), 100)).toEqual([]);
    expect(minutesToReport(T0, null, at(10), 3)).toEqual([8, 9, 10]);
    // A trip starting after `now` (a clock behind) has nothing to report yet.
    expect(minutesToReport(T0, null, at(-1), 100)).toEqual([]);
  });
});
