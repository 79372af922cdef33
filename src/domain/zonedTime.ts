/** A wall-clock date-time without offset, as a picker gives it: 2026-11-20T14:35 (seconds optional). */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The zone's offset from UTC in minutes at `instant` (-300 for Montreal in winter). */
const offsetMinutes = (instant: number, timeZone: string): number => {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'timeZoneName')!.value; // "GMT-05:00", or "GMT" itself
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
};

/**
 * The instant a wall-clock time reads in `timeZone` (a parking ticket's time, written in the
 * city's clock); undefined if the text is not one. In the hour a clock skips, the time is read
 * with the offset before the change; in the hour it repeats, the first of the two.
 */
export const instantInZone = (local: string, timeZone: string): Date | undefined => {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!, Number.isNaN(s) ? 0 : s);
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== d) return undefined;
  const first = asUtc - offsetMinutes(asUtc, timeZone) * 60_000;
  const settled = asUtc - offsetMinutes(first, timeZone) * 60_000;
  return new Date(Math.min(first, settled));
};
