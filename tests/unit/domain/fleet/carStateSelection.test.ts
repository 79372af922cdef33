import { describe, expect, it } from 'vitest';
import {
  eachLimited,
  mayAsk,
  refusalOf,
  selectionTargets,
} from '../../../../src/domain/fleet/carStateSelection.ts';
import { idleSince } from '../../../../src/domain/fleet/dashboard.ts';

const car = (status: 'AVAILABLE' | 'OUT_OF_SERVICE' | 'IN_TRIP' | 'TOTAL_LOSS') => ({
  vin: `VIN${status}`,
  plateNumber: 'ABC 123',
  status,
});

describe('spec 2 Fleet dashboard car-state selection', () => {
  it('offers the states spec 4 lets at least one selected car reach', () => {
    expect(selectionTargets([car('AVAILABLE')])).toEqual(['OUT_OF_SERVICE', 'TOTAL_LOSS']);
    expect(selectionTargets([car('AVAILABLE'), car('OUT_OF_SERVICE')])).toEqual([
      'OUT_OF_SERVICE',
      'AVAILABLE',
      'TOTAL_LOSS',
    ]);
    expect(selectionTargets([car('TOTAL_LOSS')])).toEqual([]);
    expect(selectionTargets([])).toEqual([]);
  });

  it('asks only for the cars the rules let go there', () => {
    expect(mayAsk(car('AVAILABLE'), 'OUT_OF_SERVICE')).toBe(true);
    expect(mayAsk(car('OUT_OF_SERVICE'), 'OUT_OF_SERVICE')).toBe(false);
    // A car left IN_TRIP is asked: the server refuses it while a trip holds it (fleet.carInTrip).
    expect(mayAsk(car('IN_TRIP'), 'AVAILABLE')).toBe(true);
    expect(mayAsk(car('TOTAL_LOSS'), 'AVAILABLE')).toBe(false);
  });

  it('says per car in words what a refusal means (spec 4: a status change never waits for the box)', () => {
    expect(refusalOf(412)).toBe('stale');
    expect(refusalOf(422, 'fleet.statusChangeRefused')).toBe('notAllowed');
    expect(refusalOf(422, 'fleet.carInTrip')).toBe('inTrip');
    expect(refusalOf(409)).toBe('failed');
    expect(refusalOf(500)).toBe('failed');
    expect(refusalOf(undefined)).toBe('failed');
  });

  it('changes a large selection a few cars at a time, each result in its place', async () => {
    let inFlight = 0;
    let most = 0;
    const results = await eachLimited([1, 2, 3, 4, 5, 6, 7, 8, 9], 4, async (n) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await Promise.resolve();
      inFlight--;
      return n * 10;
    });
    expect(results).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(most).toBe(4);
  });
});

describe('spec 1 fleet dashboard: long-idle cars', () => {
  it('are idle since the threshold before now', () => {
    expect(idleSince(new Date('2026-03-04T08:00:00Z'), 72).toISOString()).toBe('2026-03-01T08:00:00.000Z');
  });
});
