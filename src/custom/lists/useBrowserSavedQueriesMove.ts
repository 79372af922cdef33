import { useEffect } from 'react';
import { extractValidSavedQueries, useDataProvider, useRemoveFromStore, useSavedQueries } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { HttpError } from '../../dataProvider/HttpError.ts';

/** The lists whose browser queries are being moved in this page: StrictMode runs effects twice. */
const moving = new Set<string>();

/**
 * Issue 17 point 4, the one-time move: react-admin kept saved queries in the browser's store
 * (`RaStore.<resource>.savedQueries`); the first time a list opens after this change, each is
 * saved on the server and the browser's copy goes, so it happens once. A name the person
 * already uses on the server (409) is skipped; a query the server refuses (400) is dropped,
 * as the panel no longer shows the browser's. A failed call (network, 5xx) keeps them all
 * in the browser for the next time.
 */
export const useBrowserSavedQueriesMove = (resource: string, moved: () => unknown) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [browserQueries] = useSavedQueries(resource);
  const removeFromStore = useRemoveFromStore();
  const held = extractValidSavedQueries(browserQueries);
  const holds = Array.isArray(browserQueries) && browserQueries.length > 0;
  useEffect(() => {
    if (!holds || moving.has(resource)) return;
    moving.add(resource);
    const move = async () => {
      for (const { label, value } of held) {
        try {
          await dataProvider.call('savedSearches', 'ADD', { resource, label, value });
        } catch (error) {
          const { status = 0 } = error as Partial<HttpError>;
          if (status !== 400 && status !== 409) throw error;
          console.warn('A saved query from the browser was not moved', { resource, label, status });
        }
      }
      removeFromStore(`${resource}.savedQueries`);
      await moved();
    };
    move()
      .catch((error: unknown) =>
        console.warn('Saved queries stay in the browser for now', { resource, error }),
      )
      .finally(() => moving.delete(resource));
    // Runs when the store holds queries for this list; `held` follows `browserQueries`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resource, holds]);
};
