import { describe, expect, it } from 'vitest';
import { rentRefusals, silentBefore } from '../../../../src/domain/cars/rentability.ts';
import { mayChangeDuringTrip, mayChangeStatus } from '../../../../src/domain/cars/statusChange.ts';

const now = new Date('2026-12-02T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const car = {
  status: 'AVAILABLE' as const,
  isActive: true,
  reservedUntil: null,
  lastReportAt: hoursAgo(0.5),
};

describe('spec 7 /internal/reservation/vehicle/available: whether members are offered a car', () => {
  it('offers an available car in service, unreserved, whose box reported lately', () => {
    expect(rentRefusals(car, now, 24)).toEqual([]);
  });

  it('gives every reason a car is not offered', () => {
    expect(
      rentRefusals(
        {
          status: 'OUT_OF_SERVICE',
          isActive: false,
          reservedUntil: hoursAgo(-0.2),
          lastReportAt: hoursAgo(200),
        },
        now,
        24,
      ),
    ).toEqual(['status', 'inactive', 'reserved', 'boxSilent']);
  });

  it('judges a box silent past the setting, not at it', () => {
    expect(rentRefusals({ ...car, lastReportAt: hoursAgo(24) }, now, 24)).toEqual([]);
    expect(rentRefusals({ ...car, lastReportAt: hoursAgo(24.01) }, now, 24)).toEqual(['boxSilent']);
    expect(rentRefusals({ ...car, lastReportAt: hoursAgo(7) }, now, 6)).toEqual(['boxSilent']);
    expect(silentBefore(now, 6).toISOString()).toBe('2026-12-02T06:00:00.000Z');
  });

  it('forgets a reservation that has run out', () => {
    expect(rentRefusals({ ...car, reservedUntil: hoursAgo(0.1) }, now, 24)).toEqual([]);
  });
});

describe('spec 4 Car state changes: no state is a dead end', () => {
  it('frees a car left IN_TRIP, and keeps a total loss one', () => {
    expect(mayChangeStatus('IN_TRIP', 'AVAILABLE')).toBe(true);
    expect(mayChangeStatus('IN_TRIP', 'OUT_OF_SERVICE')).toBe(true);
    expect(mayChangeStatus('TOTAL_LOSS', 'AVAILABLE')).toBe(false);
    expect(mayChangeStatus('INFLEETING', 'AVAILABLE')).toBe(false);
  });

  it('lets a trip under way keep its car but for a total loss', () => {
    expect(mayChangeDuringTrip('TOTAL_LOSS')).toBe(true);
    expect(mayChangeDuringTrip('AVAILABLE')).toBe(false);
    expect(mayChangeDuringTrip('OUT_OF_SERVICE')).toBe(false);
  });
});
