import { describe, expect, it } from 'vitest';
import { toCents, toDecimal } from '../../../src/domain/money.ts';
import { GST_RATE, taxOf } from '../../../src/domain/pricing/gst.ts';
import { priceTrip } from '../../../src/domain/pricing/priceTrip.ts';
import { TARIFFS } from '../../../src/domain/pricing/tariffs.ts';

const gst = (amount: string) => toDecimal(taxOf(toCents(amount)));

describe('spec 9 "Tax rate (GST): 0.05", once per line, rounded to the cent half up', () => {
  it('is 5 %', () => {
    expect(GST_RATE.numerator / GST_RATE.denominator).toBe(0.05);
  });

  it('rounds at the half cent', () => {
    expect(gst('0.10')).toBe('0.01'); // 0.005
    expect(gst('0.30')).toBe('0.02'); // 0.015 (a float gives 0.01499...)
    expect(gst('0.09')).toBe('0.00'); // 0.0045
    expect(gst('0.29')).toBe('0.01'); // 0.0145
    expect(gst('100.00')).toBe('5.00');
    expect(gst('19.99')).toBe('1.00'); // 0.9995
    expect(gst('1.01')).toBe('0.05'); // 0.0505
  });

  it('gives a credit the tax of its charge with the sign turned (half away from zero)', () => {
    expect(gst('-0.10')).toBe('-0.01');
    expect(gst('-0.30')).toBe('-0.02');
    expect(gst('-0.09')).toBe('0.00');
  });
});

describe('spec 3 "Trip" charges, discounts, taxes, total: priceTrip in cents', () => {
  const montreal = TARIFFS.Montreal;

  it('bills a started minute whole, plus the access fee, with its GST', () => {
    // 10.2 min -> 11 min at 0.45 = 4.95, + 1.00 access = 5.95; GST 0.2975 -> 0.30.
    expect(priceTrip(montreal, 10.2, '3.00', 0)).toEqual({
      charges: 595,
      discounts: 0,
      taxes: 30,
      total: 625,
    });
  });

  it('caps the time at the hour and the day', () => {
    // 70 min: one hour 15.99 + 10 min 4.50 = 20.49 (below 70 x 0.45 = 31.50).
    expect(priceTrip(montreal, 70, 10, 0).charges).toBe(1599 + 450 + 100);
    // 23 h: the day cap 89.99.
    expect(priceTrip(montreal, 23 * 60, 10, 0).charges).toBe(8999 + 100);
    // Two days and 5 min: 2 x 89.99 + 2.25.
    expect(priceTrip(montreal, 2 * 1440 + 5, 10, 0).charges).toBe(2 * 8999 + 225 + 100);
  });

  it('charges km beyond the daily allowance, rounded to the cent', () => {
    // 212.34 km in one day: 12.34 extra x 0.40 = 4.936 -> 4.94.
    const price = priceTrip(montreal, 60, '212.34', 0);
    expect(price.charges).toBe(1599 + 100 + 494);
    // Two days allow 400 km.
    expect(priceTrip(montreal, 1441, 399.99, 0).charges).toBe(2 * 0 + 8999 + 45 + 100);
  });

  it('lets free minutes reduce the time cost only, and taxes the net once', () => {
    // 20 min at 0.49 = 9.80; 30 free minutes cover at most the 9.80 of time, not the access fee.
    const price = priceTrip(TARIFFS.Vancouver, 20, 1, 30);
    expect(price).toEqual({ charges: 1080, discounts: 980, taxes: 5, total: 105 });
    expect(price.taxes).toBe(taxOf(price.charges - price.discounts));
  });

  it('finds the half cent the old float rounding missed', () => {
    // 21 min in Montreal: 9.45 + 1.00 = 10.45, 15 free min 6.75, net 3.70; GST 0.185 -> 0.19
    // (Math.round(3.7 * 0.05 * 100) / 100 gave 0.18, as the seed's float pricing did).
    expect(priceTrip(montreal, 21, 1, 15)).toEqual({ charges: 1045, discounts: 675, taxes: 19, total: 389 });
  });
});
