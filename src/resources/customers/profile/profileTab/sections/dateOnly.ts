import { isIsoDate, isoDay } from '../../../../../domain/calendarRules.ts';

/**
 * The date pickers hold a Date; the profile's dates travel as YYYY-MM-DD (calendarRules.ts).
 * Both ways use the local day, so a date picked is the date stored in every time zone.
 */
export const dateOnly = {
  parse: (value: unknown) => (value instanceof Date && !Number.isNaN(value.getTime()) ? isoDay(value) : null),
  format: (value: unknown) => {
    if (typeof value !== 'string' || !isIsoDate(value)) return value ?? null;
    const [year, month, day] = value.split('-').map(Number);
    return new Date(year, month - 1, day);
  },
};
