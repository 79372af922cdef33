import { describe, expect, it } from 'vitest';
import { formatCurrency } from '../../../src/domain/formats.ts';
import { scaleCents, sumCents, toCents, toDecimal } from '../../../src/domain/money.ts';

describe('money is exact: integer cents between the numeric column and the wire', () => {
  it('reads decimals digit by digit, so 0.1 + 0.2 is 0.30 and 19.99 is 1999 cents', () => {
    expect(0.1 + 0.2).not.toBe(0.3); // the float drift the cents avoid
    expect(toCents('0.1') + toCents('0.2')).toBe(30);
    expect(toDecimal(toCents('0.1') + toCents(0.2))).toBe('0.30');
    expect(19.99 * 100).not.toBe(1999);
    expect(toCents('19.99')).toBe(1999);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents('1234567.89')).toBe(123456789);
    expect(toCents(' 12 ')).toBe(1200);
    expect(toCents('.5')).toBe(50);
    expect(toCents('7.')).toBe(700);
  });

  it('rounds digits past the cent half away from zero, a credit like its charge', () => {
    expect(toCents('0.005')).toBe(1);
    expect(toCents('-0.005')).toBe(-1);
    expect(toCents('0.0049')).toBe(0);
    expect(toCents('-0.0049')).toBe(0);
    expect(Object.is(toCents('-0.004'), -0)).toBe(false);
    expect(toCents('2.675')).toBe(268); // the float 2.675 is 2.67499...; the string is not
    expect(toCents('-12.345')).toBe(-1235);
  });

  it('reads a number through its shortest decimal form, so a float just under the half cent still rounds up', () => {
    expect(Math.round(1.005 * 100)).toBe(100); // the float 1.005 is 1.00499...
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(0.015)).toBe(2);
    expect(toCents(-0)).toBe(0);
    expect(Object.is(toCents(-0), -0)).toBe(false);
  });

  it('refuses what is not a decimal amount', () => {
    for (const bad of ['', '.', '-', '1,5', '1e3', 'abc', '1.2.3', '--1'])
      expect(() => toCents(bad)).toThrow(RangeError);
    expect(() => toCents('99999999999999999')).toThrow(RangeError);
  });

  it('writes two places for the wire and the database, negatives included', () => {
    expect(toDecimal(0)).toBe('0.00');
    expect(toDecimal(5)).toBe('0.05');
    expect(toDecimal(1999)).toBe('19.99');
    expect(toDecimal(-1)).toBe('-0.01');
    expect(toDecimal(-123456)).toBe('-1234.56');
    expect(() => toDecimal(0.1 * 3 * 100)).toThrow(RangeError); // a float that slipped in is caught, not printed
  });

  it('sums cents exactly', () => {
    expect(sumCents([])).toBe(0);
    expect(sumCents(Array.from({ length: 10 }, () => toCents('0.1')))).toBe(100);
    expect(sumCents([1999, -500, 1])).toBe(1500);
  });

  it('scales by an exact ratio, rounding half away from zero', () => {
    expect(scaleCents(10, { numerator: 5, denominator: 100 })).toBe(1); // 0.5 cent
    expect(scaleCents(-10, { numerator: 5, denominator: 100 })).toBe(-1);
    expect(scaleCents(9, { numerator: 5, denominator: 100 })).toBe(0); // 0.45 cent
    expect(scaleCents(45, { numerator: 1234, denominator: 100 })).toBe(555); // 5.553 $
    expect(scaleCents(1, { numerator: 1, denominator: 3 })).toBe(0);
    expect(scaleCents(2, { numerator: 1, denominator: 3 })).toBe(1);
    expect(scaleCents(2, { numerator: -1, denominator: 3 })).toBe(-1);
    expect(scaleCents(Number.MAX_SAFE_INTEGER, { numerator: 3, denominator: 3 })).toBe(
      Number.MAX_SAFE_INTEGER,
    );
  });
});

describe('spec 9 locale-aware display: cents shown through the one currency formatter', () => {
  const cad = (locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' });

  it('formats the wire decimal as Intl does for fr-CA and en-CA, non-breaking spaces included', () => {
    const amount = toDecimal(toCents('1234.5'));
    expect(formatCurrency(Number(amount), 'fr')).toBe(cad('fr-CA').format(1234.5));
    expect(formatCurrency(Number(amount), 'fr')).toMatch(/^1[\u00a0\u202f]234,50[\u00a0\u202f]\$$/);
    expect(formatCurrency(Number(toDecimal(-1)), 'fr')).toBe(cad('fr-CA').format(-0.01));
    expect(formatCurrency(Number(amount), 'en')).toBe(cad('en-CA').format(1234.5));
    expect(formatCurrency(Number(amount), 'en')).toBe('$1,234.50');
  });

  it('formats what a ledger carries in French (a credit, nothing, a large total) as Intl does', () => {
    for (const cents of [-2625, 0, 5, 100_000_000, -123_456_789]) {
      const wire = Number(toDecimal(cents));
      expect(formatCurrency(wire, 'fr')).toBe(cad('fr-CA').format(wire));
      expect(formatCurrency(wire, 'en')).toBe(cad('en-CA').format(wire));
    }
    // The French digits group with a narrow or plain non-breaking space, never a plain space.
    expect(formatCurrency(Number(toDecimal(-123_456_789)), 'fr')).not.toMatch(/ /);
    expect(formatCurrency(Number(toDecimal(-2625)), 'fr')).toMatch(/^-26,25[\u00a0\u202f]\$$/);
  });
});
