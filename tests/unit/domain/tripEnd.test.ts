import { describe, expect, it } from 'vitest';
import { TARIFFS } from '../../../src/domain/pricing/tariffs.ts';
import { carStatusAfterEnd, tripDistanceKm } from '../../../src/domain/trips/tripEnd.ts';
import { priceTripEnd } from '../../../src/domain/trips/tripEndPrice.ts';

const vancouver = TARIFFS.Vancouver;
const grant = (id: string, left: number, expiresAt: string | null) => ({ id, left, expiresAt });

describe('a trip ended by staff is priced with free minutes used first', () => {
  it('takes the grant expiring earliest first, one that never expires last', () => {
    const { uses, freeMinutesUsed, price } = priceTripEnd(vancouver, 30, 0, [
      grant('1', 50, null),
      grant('2', 20, '2026-03-06T00:00:00Z'),
      grant('3', 10, '2026-03-03T00:00:00Z'),
    ]);
    expect(uses).toEqual([
      { grantId: '3', minutes: 10 },
      { grantId: '2', minutes: 20 },
    ]);
    expect(freeMinutesUsed).toBe(30);
    expect(price).toEqual({ charges: 1570, discounts: 1470, taxes: 5, total: 105 });
  });

  it('spends no more free minutes than the capped time cost needs', () => {
    // 61 minutes cost the hour cap and one minute: 1848 cents, 38 minutes at 0.49.
    const { freeMinutesUsed, price } = priceTripEnd(vancouver, 61, 0, [grant('1', 500, null)]);
    expect(freeMinutesUsed).toBe(38);
    expect(price.discounts).toBe(1848);
  });

  it('prices the whole trip when the member has no free minutes', () => {
    expect(priceTripEnd(vancouver, 10, 0, [])).toMatchObject({
      uses: [],
      freeMinutesUsed: 0,
      price: { charges: 590 },
    });
  });
});

describe('spec 4 Trip troubleshooting commands: what an end does to the car, and how far the trip went', () => {
  it('frees a car in a trip whichever way the trip ends, out of service where the rules allow (spec 4)', () => {
    expect(carStatusAfterEnd('IN_TRIP', 'endTrip')).toBe('AVAILABLE');
    expect(carStatusAfterEnd('IN_TRIP', 'endTripOutOfService')).toBe('OUT_OF_SERVICE');
    expect(carStatusAfterEnd('TOTAL_LOSS', 'endTripOutOfService')).toBe('TOTAL_LOSS');
    expect(carStatusAfterEnd('IN_TRIP', 'terminateTrip')).toBe('AVAILABLE');
    expect(carStatusAfterEnd('IN_TRIP', 'releaseMember')).toBe('AVAILABLE');
    expect(carStatusAfterEnd('OUT_OF_SERVICE', 'terminateTrip')).toBe('OUT_OF_SERVICE');
  });

  it('reads the odometer span, else the straight line, else nothing', () => {
    const a = { latitude: 49.2827, longitude: -123.1207 };
    const b = { latitude: 49.3, longitude: -123.1 };
    expect(tripDistanceKm({ min: 1000, max: 1012 }, a, b)).toBe(12);
    expect(tripDistanceKm({ min: null, max: null }, a, b)).toBeCloseTo(2.4, 1);
    expect(tripDistanceKm({ min: null, max: null }, a, null)).toBe(0);
  });
});
