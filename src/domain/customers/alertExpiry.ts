/**
 * Spec points 5 and 9, Alert: the expiry is a calendar day, a future one, and the alert ends
 * at the end of that day, a day of the member's home time zone
 * (memberTimeZone.ts). The form and the server both judge a day with these functions.
 */

/** A calendar day as the API carries it. */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const MINUTE = 60_000;

const partsIn = (zone: string, at: number) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
  };
};

/** How far the zone's clocks are ahead of UTC at that instant, in milliseconds. */
const offsetAt = (zone: string, at: number): number => {
  const p = partsIn(zone, at);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return wall - Math.floor(at / MINUTE) * MINUTE;
};

/** Whether `day` is a real calendar day written YYYY-MM-DD (no 2026-02-30). */
export const isIsoDay = (day: string): boolean => {
  if (!ISO_DAY.test(day)) return false;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const time = new Date(Date.UTC(year, month - 1, date));
  return time.getUTCFullYear() === year && time.getUTCMonth() === month - 1 && time.getUTCDate() === date;
};

/** The day it is in `zone` at `now`, as YYYY-MM-DD. */
export const todayIn = (zone: string, now: Date = new Date()): string => {
  const { year, month, day } = partsIn(zone, now.getTime());
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/**
 * Spec 5: the expiry must be a future date, so `today` (the member's, as the server reads it)
 * is too early. The form is given the server's today rather than reading the browser's zone
 * data, which can disagree with the server's (Chromium 156 keeps BC on summer time in 2026).
 */
export const isDayAfter = (day: string, today: string): boolean => isIsoDay(day) && day > today;

/** Spec 5 at the server: a future date in the member's zone. */
export const isFutureDay = (day: string, zone: string, now: Date = new Date()): boolean =>
  isDayAfter(day, todayIn(zone, now));

/**
 * Spec 9: "alerts expire at the end of the chosen day": the first instant of the next day in
 * `zone`, the alert being active until then. Two passes find the offset in force at that
 * midnight, so a day that changes clocks (DST) still ends at local midnight.
 */
export const endOfDayIn = (day: string, zone: string): Date => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnight = Date.UTC(year, month - 1, date + 1);
  const first = midnight - offsetAt(zone, midnight);
  return new Date(midnight - offsetAt(zone, first));
};

/** A picked Date (the picker's local midnight) as the calendar day the user saw. */
export const dayOfPicked = (picked: Date): string =>
  `${String(picked.getFullYear()).padStart(4, '0')}-${String(picked.getMonth() + 1).padStart(2, '0')}-${String(picked.getDate()).padStart(2, '0')}`;
