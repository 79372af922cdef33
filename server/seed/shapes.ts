/**
 * The shapes the demo data must have to be accepted by the forms (spec points 5 and 9). The
 * rules the forms and the server apply come from src/domain; the seed holds itself to stricter
 * ones on top (check digits, a province's postal prefixes, no N11 service codes).
 */
import { VIN_PATTERN } from '../../src/domain/cars/carSearchQuery.ts';
import { CANADIAN_POSTAL_CODE, NORTH_AMERICAN_PHONE } from '../../src/domain/formats.ts';

export const isVin = (vin: string) => VIN_PATTERN.test(vin);

const VIN_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The North American check digit (position 9) of a VIN, or null if it holds I, O, Q or other signs. */
export const vinCheckDigit = (vin: string): string | null => {
  if (vin.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i];
    const value = c >= '0' && c <= '9' ? Number(c) : VIN_VALUES[c];
    if (value === undefined) return null;
    sum += value * VIN_WEIGHTS[i];
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
};
export const hasValidVinCheckDigit = (vin: string) => isVin(vin) && vinCheckDigit(vin) === vin[8];

/** Spec: 3 digits and 3 capital letters, space between, either order; or 2 letters, a digit, space, 2 digits, a letter. */
export const PLATE_PATTERN = /^(?:\d{3} [A-Z]{3}|[A-Z]{3} \d{3}|[A-Z]{2}\d \d{2}[A-Z])$/;
export const isPlate = (plate: string) => PLATE_PATTERN.test(plate);

export const isBoxId = (boxId: string) => boxId.length === 15;
export const isIccid = (iccid: string) => /^\d{19,20}$/.test(iccid);
export const isImsi = (imsi: string) => /^\d{1,15}$/.test(imsi);
export const isMsisdn = (msisdn: string) => /^\d{1,15}$/.test(msisdn);

/** Luhn check, used by ICCIDs (and card numbers). */
export const luhnCheckDigit = (digits: string): string => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
};
export const hasValidLuhn = (digits: string) => luhnCheckDigit(digits.slice(0, -1)) === digits.slice(-1);

/** First letters of the postal codes of each province or territory. */
export const POSTAL_PREFIXES: Record<string, string> = {
  NL: 'A',
  NS: 'B',
  PE: 'C',
  NB: 'E',
  QC: 'GHJ',
  ON: 'KLMNP',
  MB: 'R',
  SK: 'S',
  AB: 'T',
  BC: 'V',
  NT: 'X',
  NU: 'X',
  YT: 'Y',
};

export const isCanadianPostalCode = (code: string, province?: string) =>
  CANADIAN_POSTAL_CODE.test(code.toUpperCase()) &&
  (province === undefined || (POSTAL_PREFIXES[province] ?? '').includes(code[0].toUpperCase()));

/**
 * A 10-digit North American (NANP) number: area code and exchange start with 2-9 and are not
 * N11 service codes (411, 911...). Spec: the account summary phone is "a valid 10-digit North American number".
 */
export const isNorthAmericanPhone = (phone: string) =>
  NORTH_AMERICAN_PHONE.test(phone) && phone.slice(1, 3) !== '11' && phone.slice(4, 6) !== '11';

/** Spec: under 45 alphanumeric characters, no spaces. */
export const isPromoCode = (code: string) => /^[A-Za-z0-9]{1,44}$/.test(code);
