import { useState } from 'react';
import {
  useGetList,
  type ListPaginationContextValue,
  type RaRecord,
  type UseGetListOptions,
} from 'react-admin';

/**
 * One server page of a list at a time (the server orders it by an index and caps its count),
 * with what react-admin's Pagination needs to move between pages, back to the first when the
 * filter changes; `options` tune the query (a live list's refetch interval, a filter not known yet).
 */
export const usePagedList = <T extends RaRecord>(
  resource: string,
  filter: Record<string, unknown>,
  perPage: number,
  options: Pick<UseGetListOptions<T>, 'refetchInterval' | 'enabled'> = {},
) => {
  const filterKey = JSON.stringify(filter);
  const [paged, setPaged] = useState({ filterKey, page: 1 });
  const page = paged.filterKey === filterKey ? paged.page : 1;
  const setPage = (next: number) => setPaged({ filterKey, page: next });
  const list = useGetList<T>(
    resource,
    { filter, pagination: { page, perPage } },
    { retry: false, ...options },
  );
  const total = list.total ?? 0;
  const pagination: ListPaginationContextValue = {
    page,
    perPage,
    total,
    setPage,
    setPerPage: () => undefined,
    hasPreviousPage: page > 1,
    hasNextPage: page * perPage < total,
    isLoading: list.isLoading,
    isPending: list.isPending,
    resource,
  };
  return { ...list, pagination };
};
