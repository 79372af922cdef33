import { describe, expect, it } from 'vitest';
import { mayAsk, refusalOf, selectionTargets } from '../../../../src/domain/fleet/carStateSelection.ts';
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
    expect(mayAsk(car('IN_TRIP'), 'AVAILABLE')).toBe(false);
  });

  it('reads spec 7 "409 means a sleeping car on the vehicle paths" per car', () => {
    expect(refusalOf(409)).toBe('asleep');
    expect(refusalOf(412)).toBe('stale');
    expect(refusalOf(422)).toBe('notAllowed');
    expect(refusalOf(500)).toBe('failed');
    expect(refusalOf(undefined)).toBe('failed');
  });
});

describe('issue 22 point 3: long-idle cars', () => {
  it('are idle since the threshold before now', () => {
    expect(idleSince(new Date('2026-03-04T08:00:00Z'), 72).toISOString()).toBe('2026-03-01T08:00:00.000Z');
  });
});
