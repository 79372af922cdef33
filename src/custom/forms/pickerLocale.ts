import { enCA, frCA, type Locale as DateFnsLocale } from 'date-fns/locale';

/** Spec point 9: calendars start their weeks on Monday, in both languages. */
const mondayFirst = (locale: DateFnsLocale): DateFnsLocale => ({
  ...locale,
  options: { ...locale.options, weekStartsOn: 1 },
});

const LOCALES: Record<string, DateFnsLocale> = { en: mondayFirst(enCA), fr: mondayFirst(frCA) };

/** The date-fns locale of an app locale ('en' or 'fr'). */
export const dateFnsLocale = (locale: string): DateFnsLocale => LOCALES[locale] ?? LOCALES.en!;

/** Canada's all-numeric date, the same in English and French (fr-CA's short form is 26-10-24). */
export const DATE_FORMAT = 'yyyy-MM-dd';

/**
 * Spec point 9: times are picked with seconds. The clock is the locale's (MUI's `ampm` default
 * reads the date-fns locale): 12-hour with AM/PM in English as spec 9 asks, 24-hour in French
 * (README, Departures from the spec), so the field's format follows the adapter's locale too.
 */
export const TIME_VIEWS = ['hours', 'minutes', 'seconds'] as const;
