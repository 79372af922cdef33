import { z } from 'zod';
import { exportReaderQuery } from '../exportQuery.ts';
import { DATE_BOUNDS, isDayWithinBounds, MESSAGES, storableString, utcMidnight } from '../validation.ts';

const DAY_MS = 86_400_000;

/**
 * A chart covers at most a year, a leap year's 366 days included: enough to
 * compare seasons, few enough that each chart's SQL stays within its 500 ms (bench:analytics).
 */
export const ANALYTICS_MAX_DAYS = 366;
/** What the screen opens on: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30;

export const ANALYTICS_MESSAGES = {
  rangeTooLong: 'analytics.errors.rangeTooLong',
} as const;

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const dayNumber = (value: string) => utcMidnight(value)!.getTime() / DAY_MS;

/** The i18n key of what is wrong with a range of days (YYYY-MM-DD, both included), or undefined. */
export const rangeError = (from: string, to: string): string | undefined => {
  if (!utcMidnight(from) || !utcMidnight(to)) return MESSAGES.date;
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days < 1) return MESSAGES.dateRange;
  return days > ANALYTICS_MAX_DAYS ? ANALYTICS_MESSAGES.rangeTooLong : undefined;
};

/** Every day of a valid range, in order: the charts show a day without activity as 0, not as a gap. */
export const daysOf = (from: string, to: string): string[] => {
  const first = dayNumber(from);
  return Array.from({ length: dayNumber(to) - first + 1 }, (_, index) => isoDay((first + index) * DAY_MS));
};

/** The Monday that starts the week of a day (spec point 9: weeks start on Monday). */
export const weekOf = (day: string): string => {
  const at = utcMidnight(day)!;
  const sinceMonday = (at.getUTCDay() + 6) % 7;
  return isoDay(at.getTime() - sinceMonday * DAY_MS);
};

/**
 * The weeks a range touches, by their Mondays: the first and last may be partly outside it.
 * Counted in days, not compared as text: past 9999-12-26 the next Monday is in year 10000,
 * whose ISO text ("+010000-01-03") no longer sorts after the range's end.
 */
export const weeksOf = (from: string, to: string): string[] => {
  const weeks: string[] = [];
  for (let monday = dayNumber(weekOf(from)); monday <= dayNumber(to); monday += 7) {
    weeks.push(isoDay(monday * DAY_MS));
  }
  return weeks;
};

/** The default range ending on `today` (YYYY-MM-DD). */
export const defaultRange = (today: string): { from: string; to: string } => ({
  from: isoDay(utcMidnight(today)!.getTime() - (ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS),
  to: today,
});

/**
 * The UTC instants that hold every zone's reading of the range: from a day before `from` to two
 * after `to` (no zone is more than 14 hours from UTC), kept within DATE_BOUNDS, where every
 * stored instant lies: the pg driver would write the calendar's last week's "two days after" as
 * a five-digit year PostgreSQL misreads. Each query narrows to its own zone's days; these let it
 * read one index range.
 */
export const utcBounds = (from: string, to: string) => ({
  after: new Date(Math.max(utcMidnight(from)!.getTime() - DAY_MS, DATE_BOUNDS.earliest)),
  before: new Date(Math.min(utcMidnight(to)!.getTime() + 2 * DAY_MS, DATE_BOUNDS.latest)),
});

// Text a database could not store (NUL, a lone surrogate) is said as such before it is read as a day.
// A day before 1900 is refused as every date field refuses it (DATE_BOUNDS), not read by the
// database: PostgreSQL has no year 0.
const dayText = storableString({ error: MESSAGES.required })
  .refine((value) => utcMidnight(value) !== undefined, MESSAGES.date)
  .refine((value) => isDayWithinBounds(value), MESSAGES.dateBounds);

/**
 * GET /analytics/{chart}: the days `from` to `to` (both included). Days of the member, ledger
 * and ticket charts are read in `tz` (the browser's zone, as exports read times); trips and
 * utilisation use each fleet's own zone. `lang` and `tz` also write the chart's CSV.
 */
export const analyticsQuery = z
  .object({ from: dayText, to: dayText, ...exportReaderQuery })
  .superRefine(({ from, to }, context) => {
    const error = rangeError(from, to);
    if (error && error !== MESSAGES.date) context.addIssue({ code: 'custom', message: error, path: ['to'] });
  });
export type AnalyticsQuery = z.output<typeof analyticsQuery>;
