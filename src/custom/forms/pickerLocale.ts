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

/** Spec point 9: times are picked on a 12-hour clock, with seconds. */
export const TIME_FORMAT = 'hh:mm:ss a';
export const TIME_VIEWS = ['hours', 'minutes', 'seconds'] as const;
