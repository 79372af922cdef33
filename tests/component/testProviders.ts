import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from '../../i18n/en.ts';
import fr from '../../i18n/fr.ts';

/** The app's real English messages, loaded synchronously for tests. */
export const englishI18n = () =>
  polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'EN' }], { allowMissing: true });

/** The app's real French messages, loaded synchronously for tests. */
export const frenchI18n = () =>
  polyglotI18nProvider(() => fr, 'fr', [{ locale: 'fr', name: 'FR' }], { allowMissing: true });

/**
 * The `call` every list makes beside its rows: the signed-in person's saved searches (none).
 * Spread into a test's data provider so the panel loads instead of failing and retrying.
 */
export const noSavedSearches = {
  call: async (resource: string) => {
    if (resource === 'savedSearches') return [];
    throw new Error(`call ${resource} is not part of this test`);
  },
};
