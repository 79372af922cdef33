import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.ts';
import fr from '../../../i18n/fr.ts';
import { elapsedBetween, elapsedParts, formatElapsed } from '../../../src/domain/elapsedTime.ts';
import { fileProblem, MAX_UPLOAD_BYTES, sizeLabel } from '../../../src/domain/files/fileRules.ts';
import {
  formatCompactCurrency,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatZonedDateTime,
  formatNumber,
  formatPhone,
} from '../../../src/domain/formats.ts';
import { staffDisplayName } from '../../../src/domain/names.ts';

/** A translate that reads the real message files, as polyglot would. */
const translator = (messages: object) => (key: string, options: { count: number }) =>
  String(
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages),
  ).replace('%{count}', String(options.count));

// Intl puts narrow no-break spaces in French numbers and times; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('spec 9: elapsed time is shown as days, hours, minutes and seconds', () => {
  it('splits a duration into whole units', () => {
    expect(elapsedParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(elapsedParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('spec 9 elapsed time: writes units from the first non-zero one down to seconds, translated, unpadded', () => {
    const t = translator(en);
    expect(formatElapsed(45_000, t)).toBe('45 s');
    expect(formatElapsed(3_605_000, t)).toBe('1 h 0 min 5 s');
    expect(formatElapsed(((24 + 2) * 3600 + 60) * 1000, t)).toBe('1 d 2 h 1 min 0 s');
    expect(formatElapsed(0, t)).toBe('0 s');
    // No zero padding, whatever the unit.
    expect(formatElapsed(((3 * 60 + 43) * 60 + 58) * 1000, t)).toBe('3 h 43 min 58 s');
    expect(plain(formatElapsed(((24 + 2) * 3600 + 60) * 1000, translator(fr)))).toBe('1 j 2 h 1 min 0 s');
  });

  it('measures between two instants', () => {
    expect(elapsedBetween('2026-01-01T00:00:00Z', '2026-01-01T00:01:00Z')).toBe(60_000);
  });
});

describe('spec 9: locale-aware dates, numbers and money (CAD)', () => {
  const instant = new Date(2026, 2, 5, 14, 7, 9);
  it('dates and times follow the locale, 12-hour in English, to the minute', () => {
    expect(formatDate(instant, 'en')).toBe('Mar 5, 2026');
    expect(plain(formatDate(instant, 'fr'))).toBe('5 mars 2026');
    expect(plain(formatDateTime(instant, 'en'))).toBe('Mar 5, 2026, 2:07 p.m.');
    expect(plain(formatDateTime(instant, 'fr'))).toBe('5 mars 2026, 14 h 07');
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDateTime('not a date', 'en')).toBe('');
    // A day written YYYY-MM-DD is that day wherever the reader is (UTC midnight is the day before west of UTC).
    expect(formatDate('2026-03-05', 'en')).toBe('Mar 5, 2026');
  });

  it("spec 3 Trip info: a time in another zone than the reader's names its zone", () => {
    const start = '2026-03-01T09:00:00Z';
    const inVancouver = { ownZone: 'America/Vancouver' };
    expect(plain(formatDateTime(start, 'en', { zone: 'America/Vancouver', ...inVancouver }))).toBe(
      'Mar 1, 2026, 1:00 a.m.',
    );
    expect(plain(formatDateTime(start, 'en', { zone: 'America/Toronto', ...inVancouver }))).toBe(
      'Mar 1, 2026, 4:00 a.m. EST',
    );
    expect(plain(formatDateTime(start, 'fr', { zone: 'America/Toronto', ...inVancouver }))).toBe(
      '1 mars 2026, 4 h 00 HNE',
    );
    // Without a zone of its own, a time reads in the reader's zone, plainly.
    expect(plain(formatDateTime(start, 'en', inVancouver))).toBe('Mar 1, 2026, 1:00 a.m.');
    // Another name for the same clock at that instant is not another zone.
    expect(plain(formatDateTime(start, 'en', { zone: 'America/Montreal', ownZone: 'America/Toronto' }))).toBe(
      'Mar 1, 2026, 4:00 a.m.',
    );
    // Summer time: Regina keeps its offset while Winnipeg moves, so in July they read different clocks.
    expect(
      plain(
        formatDateTime('2026-07-01T15:00:00Z', 'en', { zone: 'America/Regina', ownZone: 'America/Winnipeg' }),
      ),
    ).toBe('Jul 1, 2026, 9:00 a.m. CST');
  });

  it('spec 3 Payment: a zoned time always names its zone, so one instant reads the same on every screen', () => {
    const paid = '2026-10-14T16:39:00Z';
    expect(plain(formatZonedDateTime(paid, 'en', 'America/Vancouver'))).toBe('Oct 14, 2026, 9:39 a.m. PDT');
    expect(plain(formatZonedDateTime(paid, 'fr', 'America/Vancouver'))).toBe('14 oct. 2026, 9 h 39 HAP');
    // Named or not, the hour reads alike (ICU pads it when the zone is named): a screen and its export agree.
    expect(plain(formatZonedDateTime(paid, 'fr', 'America/Vancouver'))).toContain(
      plain(formatDateTime(paid, 'fr', { zone: 'America/Vancouver', ownZone: 'America/Vancouver' })),
    );
    expect(plain(formatZonedDateTime('2026-12-01T16:39:00Z', 'en', 'America/Toronto'))).toBe(
      'Dec 1, 2026, 11:39 a.m. EST',
    );
    // Without a zone: the reader's own, named all the same.
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatZonedDateTime(paid, 'en')).toBe(formatZonedDateTime(paid, 'en', own));
    expect(formatZonedDateTime(paid, 'en')).toMatch(/[a-z.] [A-Z+\-0-9:]+$/i);
    expect(formatZonedDateTime(null, 'en')).toBe('');
  });

  it('numbers and Canadian dollars', () => {
    expect(formatNumber(12345.678, 'en')).toBe('12,345.678');
    expect(plain(formatNumber(12345.5, 'fr', 2))).toBe('12 345,50');
    expect(formatCurrency(12.5, 'en')).toBe('$12.50');
    expect(plain(formatCurrency(12.5, 'fr'))).toBe('12,50 $');
    expect(formatCurrency(null, 'en')).toBe('');
  });

  it('spec 1 Analytics: money on a chart axis is short in both languages, never cut to "$12…"', () => {
    expect(formatCompactCurrency(12345.67, 'en')).toBe('$12.3K');
    expect(plain(formatCompactCurrency(12345.67, 'fr'))).toBe('12,3 k $');
    expect(formatCompactCurrency(950, 'en')).toBe('$950');
    expect(plain(formatCompactCurrency(1_234_567, 'fr'))).toBe('1,2 M $');
  });
});

describe('spec 5 "File upload": one .csv (or .txt) file of at most 1 MB', () => {
  const file = (name: string, size = 10) => ({ name, size });
  it('accepts one file of the kind within the limit', () => {
    expect(fileProblem([file('codes.csv')], 'csv')).toBeNull();
    expect(fileProblem([file('CODES.CSV', MAX_UPLOAD_BYTES)], 'csv')).toBeNull();
    expect(fileProblem([file('zone.txt')], 'txt')).toBeNull();
  });
  it('refuses another type, a larger file, or several files', () => {
    expect(fileProblem([file('codes.xlsx')], 'csv')).toBe('wrongType');
    expect(fileProblem([file('zone.csv')], 'txt')).toBe('wrongType');
    expect(fileProblem([file('codes.csv', MAX_UPLOAD_BYTES + 1)], 'csv')).toBe('tooLarge');
    expect(fileProblem([file('a.csv'), file('b.csv')], 'csv')).toBe('onlyOne');
  });
  it('spec 1: names the limit in the reader\'s language ("1 Mo" in French)', () => {
    expect(sizeLabel(MAX_UPLOAD_BYTES, 'en')).toBe('1 MB');
    expect(plain(sizeLabel(MAX_UPLOAD_BYTES, 'fr'))).toBe('1 Mo');
    expect(plain(sizeLabel(512 * 1024, 'fr'))).toBe('512 ko');
  });
});

describe('spec 6: ticket staff read "first name last name (role)"', () => {
  it('names the role in brackets, and leaves it out when unknown', () => {
    expect(staffDisplayName({ firstName: 'Ann', lastName: 'Lee', role: 'FLEET' })).toBe('Ann Lee (FLEET)');
    expect(staffDisplayName({ firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
  });
});

describe('phone display', () => {
  it('reads a stored 10-digit North American number as (604) 555-0101 and leaves anything else as stored', () => {
    expect(formatPhone('6045550101')).toBe('(604) 555-0101');
    expect(formatPhone('+33 1 23 45 67 89')).toBe('+33 1 23 45 67 89');
    expect(formatPhone(null)).toBe('');
  });
});
