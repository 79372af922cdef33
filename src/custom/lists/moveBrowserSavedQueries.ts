import { extractValidSavedQueries, type SavedQuery, type Store } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { HttpError } from '../../dataProvider/HttpError.ts';
import { withCurrentFilterNames } from '../../domain/savedSearches/savedSearch.ts';

/**
 * Saved searches' one-time move to the server: react-admin kept saved queries in the browser's store
 * (`RaStore.<resource>.savedQueries`). Before a list's saved searches are read, each query the
 * browser still holds is saved on the server and the browser's copy goes, so it happens once.
 * A name the person already uses on the server (409) is skipped; a query the server refuses
 * (400) is dropped, as the panel no longer shows the browser's. Any other failure (network,
 * 5xx) throws with the queries still in the browser, for the next load.
 */
export const moveBrowserSavedQueries = async (
  store: Store,
  dataProvider: AppDataProvider,
  resource: string,
) => {
  const key = `${resource}.savedQueries`;
  const held = store.getItem<SavedQuery[]>(key);
  if (!Array.isArray(held) || held.length === 0) return;
  for (const { label, value } of extractValidSavedQueries(held)) {
    try {
      // Kept by an older version, a query may name a filter by its former name.
      const { filter, displayedFilters } = value;
      await dataProvider.call('savedSearches', 'ADD', {
        resource,
        label,
        value: {
          ...value,
          filter: filter && withCurrentFilterNames(filter),
          // react-admin types it as an array; it keeps the filters shown by name, { status: true }.
          displayedFilters:
            displayedFilters &&
            withCurrentFilterNames(displayedFilters as unknown as Record<string, boolean>),
        },
      });
    } catch (error) {
      const { status = 0 } = error as Partial<HttpError>;
      if (status !== 400 && status !== 409) throw error;
      console.warn('A saved query from the browser was not moved', { resource, label, status });
    }
  }
  store.removeItem(key);
};
