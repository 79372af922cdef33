/**
 * Field formats shared by the forms and the server (spec point 5), and the locale-aware
 * display formats of spec point 9. Pure functions; the message keys live in validation.ts.
 */

/** A North American number written as 10 digits: area code and exchange never start with 0 or 1. */
export const NORTH_AMERICAN_PHONE = /^[2-9]\d{2}[2-9]\d{6}$/;
/** Letters D, F, I, O, Q, U are never used; W and Z never start a code. */
export const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;
export const US_ZIP = /^\d{5}(-\d{4})?$/;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An e-mail address as the forms and the server accept it (at most 254 characters, RFC 5321). */
export const isEmailAddress = (value: string): boolean => value.length <= 254 && EMAIL.test(value);

export const isNorthAmericanPhone = (value: string): boolean => NORTH_AMERICAN_PHONE.test(value);

/** Phones are stored as 10 digits; people read them as (604) 555-0101. Anything else shows as stored. */
export const formatPhone = (value: string | null | undefined): string => {
  if (!value) return '';
  return NORTH_AMERICAN_PHONE.test(value)
    ? `(${value.slice(0, 3)}) ${value.slice(3, 6)}-${value.slice(6)}`
    : value;
};
export const isCanadianPostalCode = (value: string): boolean => CANADIAN_POSTAL_CODE.test(value.trim());
export const isUsZip = (value: string): boolean => US_ZIP.test(value.trim());
export const isPostalCode = (value: string): boolean => isCanadianPostalCode(value) || isUsZip(value);

/** Digits only, without a leading country code 1: the form phone numbers are stored and searched in. */
export const normalizePhone = (value: string): string => {
  const digits = value.replace(/[\s().+-]/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
};
/**
 * What a postal code search matches on: the code upper case without spaces, a US ZIP+4 cut
 * to its five-digit ZIP (the same mail area), so 'v6b1a1' finds 'V6B 1A1' and '98101-1234'
 * finds '98101'. The server's index (migration 030) computes the same from the stored code.
 */
export const postalCodeKey = (value: string): string => value.replace(/\s/g, '').toUpperCase().split('-')[0];
/**
 * An RFID card number: the spec gives no format; the cards in use carry 8 to 20 digits
 * (leading zeros count, so it stays text). One rule for the search filter and the Assign modal.
 */
export const RFID_NUMBER = /^\d{8,20}$/;
export const isRfidNumber = (value: string): boolean => RFID_NUMBER.test(value);
/** Plates are stored as written ('ABC 123') and compared upper-cased without spaces, so 'abc1' finds them. */
export const normalizePlate = (value: string): string => value.replace(/\s/g, '').toUpperCase();
/** Digits only: MSISDNs are stored as digits with their country code. */
export const normalizeMsisdn = (value: string): string => value.replace(/[\s().+-]/g, '');

/** Spec point 3: a card shows its last four digits only. */
export const maskedCardNumber = (last4: string | null): string | null =>
  last4 ? `**** **** **** ${last4}` : null;

/** Spec point 5: the user name is lower-cased before sign-in (the pool stores e-mails in lower case). */
export const normalizeUsername = (username: string): string => username.trim().toLowerCase();

/** The app's locales are languages; Canadian conventions (CAD, day-month order in French) follow from them. */
export const intlLocale = (locale: string): string => (locale === 'fr' ? 'fr-CA' : 'en-CA');

type DateInput = Date | string | number | null | undefined;

/**
 * One formatter per locale and options, made once: making an Intl formatter costs far more than
 * using it, and a CSV export or a statement formats thousands of dates and amounts (`npm run
 * bench:billing`: 2,016 lines took seconds). The options in use are few (locales × zones), so the cache stays small.
 */
const cached = <F>(make: (locale: string, options: object) => F) => {
  const made = new Map<string, F>();
  return (locale: string, options: object): F => {
    const key = JSON.stringify([locale, options]);
    let formatter = made.get(key);
    if (!formatter) made.set(key, (formatter = make(locale, options)));
    return formatter;
  };
};
const dateTimeFormat = cached((locale, options) => new Intl.DateTimeFormat(locale, options));
const numberFormat = cached((locale, options) => new Intl.NumberFormat(locale, options));

const toDate = (value: DateInput): Date | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date, e.g. "Mar 5, 2026" / "5 mars 2026"; '' for no or a bad date. A day written
 * YYYY-MM-DD (a birth date, an alert's last day) is that day wherever the reader is: read as
 * UTC midnight, it is shown in UTC so no zone moves it to the day before. An instant is its
 * day in `zone`, the reader's own (the browser's; an export names the browser's to the server).
 */
export const formatDate = (value: DateInput, locale: string, { zone }: { zone?: string } = {}): string => {
  const date = toDate(value);
  if (!date) return '';
  const day = typeof value === 'string' && CALENDAR_DAY.test(value);
  return dateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: day ? 'UTC' : zone }).format(
    date,
  );
};

/** The staff member's own zone: the browser's on screen, the server's when a caller names none. */
const ownTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone's offset from UTC at that instant ("GMT-05:00"): two zones read one clock when theirs match. */
const offsetAt = (date: Date, timeZone: string): string | undefined =>
  dateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;

interface TimeZones {
  /** The zone the time is read in (spec 3: a trip's times in the vehicle's zone); `ownZone` when absent. */
  zone?: string;
  /** The reader's zone; a time read in another clock names its zone. */
  ownZone?: string;
}

/**
 * The date, hour and minute in `timeZone`, 12-hour in English and 24-hour in French, its zone
 * named or not. The hour is written as asked ("3 h 00"): with a zone name, ICU's French pattern
 * pads it ("03 h 00 HNE"), and one instant would read two ways on a screen and in its export.
 */
const dateTime = (date: Date, locale: string, timeZone: string, named: boolean) => {
  const format = dateTimeFormat(intlLocale(locale), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: locale !== 'fr',
    timeZone,
    timeZoneName: named ? 'short' : undefined,
  });
  if (!named) return format.format(date);
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'hour' ? part.value.replace(/^0(?=\d)/, '') : part.value))
    .join('');
};

/**
 * Times read one way on every screen (spec 3: a trip's times in the vehicle's zone): the date
 * and the hour and minute in `zone`; the zone's abbreviation ("EST", "HNE") follows only when
 * that zone's clock is not the reader's own at that instant, so a time in the staff member's
 * own zone reads plainly and a trip elsewhere says where.
 */
export const formatDateTime = (
  value: DateInput,
  locale: string,
  { zone, ownZone = ownTimeZone() }: TimeZones = {},
): string => {
  const date = toDate(value);
  if (!date) return '';
  const timeZone = zone ?? ownZone;
  return dateTime(date, locale, timeZone, offsetAt(date, timeZone) !== offsetAt(date, ownZone));
};

/**
 * A time that always names its zone ("Nov 26, 2026, 9:39 a.m. PST"), so one instant reads the
 * same on every screen whatever the reader's clock: in the member's home zone where the screen
 * is about a member or their payment, else in the staff member's own (spec 3, Payment).
 */
export const formatZonedDateTime = (value: DateInput, locale: string, zone = ownTimeZone()): string => {
  const date = toDate(value);
  return date ? dateTime(date, locale, zone, true) : '';
};

export const formatNumber = (value: number | null | undefined, locale: string, digits?: number): string =>
  value === null || value === undefined || Number.isNaN(value)
    ? ''
    : numberFormat(intlLocale(locale), {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits ?? 3,
      }).format(value);

/**
 * Money on a chart's value axis, short enough for its margin: "$12.3K" in English, "12,3 k $" in
 * French (spec 1 Analytics; the full amount is in the tooltip and the numbers table).
 */
export const formatCompactCurrency = (value: number, locale: string): string =>
  numberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'CAD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(value);

/** Money is Canadian dollars: "$12.50" in English, "12,50 $" in French. */
export const formatCurrency = (value: number | null | undefined, locale: string): string =>
  value === null || value === undefined || Number.isNaN(value)
    ? ''
    : numberFormat(intlLocale(locale), { style: 'currency', currency: 'CAD' }).format(value);

/**
 * A calendar month written `YYYY-MM` (a statement's), e.g. "October 2026" / "octobre 2026".
 * The month is no instant, so it is read at UTC midnight and shown in UTC: no zone moves it.
 */
export const formatMonth = (month: string, locale: string): string =>
  dateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
