import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from '../../i18n/en.ts';

/** The app's real English messages, loaded synchronously for tests. */
export const englishI18n = () =>
  polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'EN' }], { allowMissing: true });
