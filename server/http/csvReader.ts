import type { TranslationMessages } from 'ra-core';
import en from '../../i18n/en.ts';
import fr from '../../i18n/fr.ts';
import type { ExportLanguage } from '../../src/domain/exportQuery.ts';
import { createTranslator, type Translate } from '../../src/pages/auth/translator.ts';

/** Who reads an exported file: the language of its words and the zone its times are read in. */
export interface CsvReader {
  locale: ExportLanguage;
  translate: Translate;
  zone: string;
}

const TRANSLATORS: Record<ExportLanguage, Translate> = {
  en: createTranslator(en as TranslationMessages),
  fr: createTranslator(fr as TranslationMessages),
};

/** The reader an export request names (exportReaderQuery); English and the server's zone by default. */
export const csvReader = ({ lang = 'en', tz }: { lang?: ExportLanguage; tz?: string }): CsvReader => ({
  locale: lang,
  translate: TRANSLATORS[lang],
  zone: tz ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
});
