import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import en from '../i18n/en.ts';

export const LOCALES = [
  { locale: 'en', name: 'EN' },
  { locale: 'fr', name: 'FR' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];

/** Survives sign-out, which resets react-admin's own store. */
const LOCALE_KEY = 'carshare.locale';

// French is a separate chunk, fetched the first time someone asks for it.
const messagesOf = (locale: string): TranslationMessages | Promise<TranslationMessages> =>
  locale === 'fr' ? import('../i18n/fr.ts').then((module) => module.default) : en;

const isLocale = (value: unknown): value is Locale => LOCALES.some((entry) => entry.locale === value);

/** English at once; French (if it was the last choice) before the first render, so nothing flickers. */
export const createI18nProvider = async (
  storage: Storage | undefined = globalThis.localStorage,
): Promise<I18nProvider> => {
  const polyglot = polyglotI18nProvider(messagesOf, 'en', [...LOCALES], { allowMissing: true });
  const provider: I18nProvider = {
    ...polyglot,
    changeLocale: async (locale, options) => {
      const next = isLocale(locale) ? locale : 'en';
      await polyglot.changeLocale(next, options);
      storage?.setItem(LOCALE_KEY, next);
      if (typeof document !== 'undefined') document.documentElement.lang = next;
    },
  };
  const saved = storage?.getItem(LOCALE_KEY);
  if (saved && saved !== 'en' && isLocale(saved)) {
    await provider
      .changeLocale(saved)
      .catch((error: unknown) => console.error('French could not be loaded', error));
  }
  return provider;
};
