import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from '../../i18n/en.ts';
import fr from '../../i18n/fr.ts';

/** The app's real English messages, loaded synchronously for tests. */
export const englishI18n = () =>
  polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'EN' }], { allowMissing: true });

/** The app's real French messages, loaded synchronously for tests. */
export const frenchI18n = () =>
  polyglotI18nProvider(() => fr, 'fr', [{ locale: 'fr', name: 'FR' }], { allowMissing: true });
