/**
 * Money in TypeScript is a whole number of cents: binary floats cannot hold
 * 0.10 exactly, so 0.1 + 0.2 and 19.99 * 100 drift. The database keeps `numeric` and sums in
 * SQL; the wire carries decimals with two places; everything in between is integer cents.
 *
 * Rounding, wherever a value has to land on a cent, is half away from zero: 0.005 becomes
 * 0.01 and -0.005 becomes -0.01, so a credit rounds exactly as the charge it mirrors
 * (for positive amounts this is the usual "half up").
 */

/** A whole number of cents; negative for a credit. */
export type Cents = number;

/** An exact ratio of integers (a tax rate, a fraction of a unit): 5 % is 5/100. */
export interface Ratio {
  numerator: number;
  denominator: number;
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

const checked = (cents: number, source: unknown): Cents => {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount out of range: ${String(source)}`);
  return cents === 0 ? 0 : cents; // never -0
};

/**
 * Cents from a decimal as the database and the wire write it ("19.99", "-0.005", 12.5), read
 * digit by digit so no float multiplication creeps in. Digits past the cent round half away
 * from zero. A number is read through its shortest decimal form (what JSON and `String` print).
 */
export const toCents = (value: string | number): Cents => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  const [, sign, whole = '', fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) throw new RangeError(`Not a decimal amount: ${text}`);
  const magnitude =
    Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (fraction[2] >= '5' ? 1 : 0);
  return checked(sign === '-' ? -magnitude : magnitude, value);
};

/** The wire's and the database's form: a decimal with two places ("19.99", "-0.01"); a fraction of a cent throws. */
export const toDecimal = (cents: Cents): string => {
  const magnitude = Math.abs(checked(cents, cents));
  const sign = cents < 0 ? '-' : '';
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
};

export const sumCents = (amounts: Iterable<Cents>): Cents => {
  let total = 0;
  for (const amount of amounts) total += amount;
  return checked(total, total);
};

/**
 * `cents` times an exact ratio, rounded to the cent half away from zero. Computed in BigInt so
 * the product never passes the float's exact range before the division.
 */
export const scaleCents = (cents: Cents, { numerator, denominator }: Ratio): Cents => {
  const product = BigInt(cents) * BigInt(numerator);
  const divisor = BigInt(denominator);
  const magnitude = product < 0n ? -product : product;
  const positiveDivisor = divisor < 0n ? -divisor : divisor;
  let quotient = magnitude / positiveDivisor;
  if ((magnitude % positiveDivisor) * 2n >= positiveDivisor) quotient += 1n;
  const negative = product < 0n !== divisor < 0n;
  return checked(Number(negative ? -quotient : quotient), cents);
};
