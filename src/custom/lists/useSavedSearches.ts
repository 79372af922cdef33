import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useStoreContext } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { SavedQueryValue, SavedSearch } from '../../domain/savedSearches/savedSearch.ts';
import { moveBrowserSavedQueries } from './moveBrowserSavedQueries.ts';

/**
 * The signed-in staff member's saved searches of one list, kept on the
 * server so they follow the person to another machine; what the browser held before is moved
 * there first, once. Saving and removing refresh the list.
 */
export const useSavedSearches = (resource: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const store = useStoreContext();
  const queryClient = useQueryClient();
  const queryKey = ['savedSearches', resource];
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const saved = useQuery({
    queryKey,
    queryFn: async () => {
      await moveBrowserSavedQueries(store, dataProvider, resource);
      return dataProvider.call<SavedSearch[]>('savedSearches', 'SEARCH', { resource });
    },
  });
  const add = useMutation({
    mutationFn: ({ label, value }: { label: string; value: SavedQueryValue }) =>
      dataProvider.call<SavedSearch>('savedSearches', 'ADD', { resource, label, value }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => dataProvider.call('savedSearches', 'DELETE', { id }),
    onSettled: refresh,
  });
  return { searches: saved.data ?? [], failed: saved.isError, add, remove };
};
