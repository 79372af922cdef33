import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import en from '../i18n/en.ts';
import { LOCALES, frenchMessages, isLocale, saveLocale, savedLocale } from './locales.ts';

const messagesOf = (locale: string): TranslationMessages | Promise<TranslationMessages> =>
  locale === 'fr' ? frenchMessages() : en;

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
      saveLocale(next, storage);
    },
  };
  const saved = savedLocale(storage);
  if (saved !== 'en') {
    await provider
      .changeLocale(saved)
      .catch((error: unknown) => console.error('French could not be loaded', error));
  }
  return provider;
};
