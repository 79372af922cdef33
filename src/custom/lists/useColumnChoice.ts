import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useDataProvider, useStoreContext } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { ListColumns } from '../../domain/savedSearches/listColumns.ts';

/** The keys react-admin's DataTable and its column picker keep a table's columns under. */
const columnStoreKeys = (storeKey: string) => ({ hidden: storeKey, ranks: `${storeKey}_columnRanks` });

const same = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * Spec points 2 and 9: the signed-in staff member's choice of a list's columns follows them to
 * another browser. react-admin's picker keeps it in the store (`storeKey`, `storeKey_columnRanks`);
 * the server's copy is put there when the list opens (nothing chosen: the list's defaults, not
 * what another person left in this browser), and each change the picker makes is saved from
 * the version read, one save after the other; a refused one (another tab saved first) puts the
 * server's copy back. Until the server answers, the table waits
 * (`ready`), so it never shows one set of columns and then another; if it cannot answer, the
 * browser's copy stands.
 */
export const useColumnChoice = (resource: string, storeKey: string, defaultHidden: readonly string[]) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const store = useStoreContext();
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => ['listColumns', resource], [resource]);
  const keys = columnStoreKeys(storeKey);
  // Read and put in the store in one go, so the table, drawn once it is `ready`, shows it at once.
  const choice = useQuery({
    queryKey,
    queryFn: async () => {
      const held = await dataProvider.call<ListColumns>('listColumns', 'FETCH', { resource });
      if (held.hidden === null) store.removeItem(keys.hidden);
      else store.setItem(keys.hidden, held.hidden);
      if (!held.ranks?.length) store.removeItem(keys.ranks);
      else store.setItem(keys.ranks, held.ranks);
      return held;
    },
    retry: false,
    staleTime: Infinity,
  });
  const ready = choice.isSuccess || choice.isError;
  const saving = useRef(Promise.resolve());

  useEffect(() => {
    if (!ready) return;
    const save = () => {
      const hidden = store.getItem<string[]>(keys.hidden) ?? [...defaultHidden];
      const ranks = store.getItem<number[]>(keys.ranks) ?? [];
      saving.current = saving.current.then(async () => {
        const held = queryClient.getQueryData<ListColumns>(queryKey);
        if (!held || (same(held.hidden ?? defaultHidden, hidden) && same(held.ranks ?? [], ranks))) return;
        try {
          const saved = await dataProvider.call<ListColumns>('listColumns', 'UPDATE', {
            resource,
            hidden,
            ranks,
            ifMatch: held.version,
          });
          queryClient.setQueryData(queryKey, saved);
        } catch (error) {
          // Another tab saved first (412) or the save failed: the server's choice comes back.
          console.warn('The choice of columns was not saved', { resource, error });
          await queryClient.invalidateQueries({ queryKey });
        }
      });
    };
    const stopHidden = store.subscribe(keys.hidden, save);
    const stopRanks = store.subscribe(keys.ranks, save);
    return () => {
      stopHidden();
      stopRanks();
    };
  }, [ready, store, keys.hidden, keys.ranks, resource, queryKey, defaultHidden, dataProvider, queryClient]);

  return { ready };
};
