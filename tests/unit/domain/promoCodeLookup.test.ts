import { describe, expect, it } from 'vitest';
import { grantExpiry } from '../../../src/domain/freeMinutes/freeMinute.ts';
import { promoCodeMatches } from '../../../src/domain/promotions/promoCodeLookup.ts';

const codes = (...promoCodes: string[]) => promoCodes.map((promoCode) => ({ promoCode }));

describe('spec 2 Apply promo code: the code look-up', () => {
  it('finds the code itself, case and surrounding spaces aside, before any it prefixes', () => {
    expect(promoCodeMatches('  welcome ', codes('WELCOME30', 'Welcome'))).toEqual(codes('Welcome'));
  });
  it('else the codes starting with it, at most ten', () => {
    const many = codes(...Array.from({ length: 12 }, (_, index) => `SPRING${index}`));
    expect(promoCodeMatches('spring', many)).toHaveLength(10);
    expect(promoCodeMatches('SUMMER', many)).toEqual([]);
  });
  it('one or two characters find their exact code alone, never the codes they start', () => {
    expect(promoCodeMatches('s', codes('SPRING1', 'SPRING2'))).toEqual([]);
    expect(promoCodeMatches('sp', codes('SPRING1', 'SP'))).toEqual(codes('SP'));
    expect(promoCodeMatches('spr', codes('SPRING1'))).toEqual(codes('SPRING1'));
  });
  it('a blank code finds nothing', () => {
    expect(promoCodeMatches('   ', codes('A'))).toEqual([]);
  });
});

describe('spec 3 Free minute expiry: grantExpiry', () => {
  const now = new Date('2026-03-10T18:00:00Z');
  it('none never ends; days ends that many whole days later', () => {
    expect(grantExpiry({ expiry: 'none', expiryDays: undefined }, 'America/Toronto', now)).toEqual({
      expiresAt: null,
    });
    expect(grantExpiry({ expiry: 'days', expiryDays: 2 }, 'America/Toronto', now)).toEqual({
      expiresAt: new Date('2026-03-12T18:00:00Z'),
    });
  });
  it("a date ends at the end of that day in the member's zone; a day already past there is refused", () => {
    expect(
      grantExpiry(
        { expiry: 'date', expiryDays: undefined, expiryDate: '2026-03-10' },
        'America/Vancouver',
        now,
      ),
    ).toEqual({
      expiresAt: new Date('2026-03-11T07:00:00Z'),
    });
    expect(
      grantExpiry(
        { expiry: 'date', expiryDays: undefined, expiryDate: '2026-03-09' },
        'America/Vancouver',
        now,
      ),
    ).toEqual({
      past: true,
    });
  });
});
