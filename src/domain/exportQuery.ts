import { z } from 'zod';
import { storableString } from './validation.ts';

/** The languages a file can be written in: the app's own (src/locales.ts). */
export const EXPORT_LANGUAGES = ['en', 'fr'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];

/** An IANA zone name this runtime can read times in ('America/Vancouver', 'UTC'). */
export const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/**
 * Who reads an exported file (docs/architecture.md, How data flows). `lang` writes its labels and words in the
 * language the screen shows, `tz` its times in the browser's zone; without them, English and
 * the server's zone. Spread into a search query that answers `text/csv`.
 */
export const exportReaderQuery = {
  lang: z.enum(EXPORT_LANGUAGES, { error: 'validation.language' }).optional(),
  tz: storableString().max(64, 'validation.timeZone').refine(isTimeZone, 'validation.timeZone').optional(),
};
