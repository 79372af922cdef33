import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';
import signInEnglish from '../i18n/en/signIn.ts';

export const LOCALES = [
  { locale: 'en', name: 'EN' },
  { locale: 'fr', name: 'FR' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];

/** Survives sign-out, which resets react-admin's own store. */
const LOCALE_KEY = 'carshare.locale';

export const isLocale = (value: unknown): value is Locale => LOCALES.some((entry) => entry.locale === value);

/** The locale chosen last in this browser (on the sign-in page or in the app), English if none. */
export const savedLocale = (storage: Storage | undefined = globalThis.localStorage): Locale => {
  const saved = storage?.getItem(LOCALE_KEY);
  return isLocale(saved) ? saved : 'en';
};

export const saveLocale = (locale: Locale, storage: Storage | undefined = globalThis.localStorage) => {
  storage?.setItem(LOCALE_KEY, locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
};

/** French, a separate chunk fetched the first time someone asks for it. */
export const frenchMessages = (): Promise<TranslationMessages> =>
  import('../i18n/fr.ts').then((module) => module.default);

/**
 * What the sign-in pages read: in English, react-admin's texts and en.ts's sign-in part only
 * (docs/architecture.md, Sign-in notes); in French, the whole of fr.ts, fetched on demand as
 * in the app.
 */
export const signInMessagesOf = (locale: Locale): TranslationMessages | Promise<TranslationMessages> =>
  locale === 'fr' ? frenchMessages() : { ...englishMessages, ...signInEnglish };
