import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from '../../i18n/en.ts';
import fr from '../../i18n/fr.ts';

/** The app's real English messages, loaded synchronously for tests. */
export const englishI18n = () =>
  polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'EN' }], { allowMissing: true });

/** The app's real French messages, loaded synchronously for tests. */
export const frenchI18n = () =>
  polyglotI18nProvider(() => fr, 'fr', [{ locale: 'fr', name: 'FR' }], { allowMissing: true });

/** The notification bell's answer with nothing in it. */
const NO_NOTIFICATIONS = {
  data: [],
  page: 1,
  count: 10,
  totalPages: 0,
  totalCount: 0,
  unreadCount: 0,
  unreadCapped: false,
};

/**
 * The `call`s every screen makes beside its rows: the signed-in person's saved searches, their
 * choice of a list's columns (none: the list's defaults) and the bell's notifications (none).
 * Spread into a test's data provider so the panel and the bar load instead of failing and retrying.
 */
export const noSavedSearches = {
  call: async (resource: string, _verb?: string, params?: { resource?: string }) => {
    if (resource === 'savedSearches') return [];
    if (resource === 'listColumns')
      return { resource: params?.resource, hidden: null, ranks: null, version: 0 };
    if (resource === 'notifications') return NO_NOTIFICATIONS;
    throw new Error(`call ${resource} is not part of this test`);
  },
};

/**
 * As `noSavedSearches`, for a staff member who chose to show every column of each list (spec 2
 * and 9: some are hidden by default), so a list's test reads each cell it draws.
 */
export const everyColumnShown = {
  call: async (resource: string, verb?: string, params?: { resource?: string }) =>
    resource === 'listColumns'
      ? { resource: params?.resource, hidden: [], ranks: [], version: 1 }
      : noSavedSearches.call(resource, verb, params),
};
