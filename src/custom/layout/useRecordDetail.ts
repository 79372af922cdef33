import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';

/**
 * The record a record's page shows (spec 2: /cars/{vin}, /trips/{tripId}), read with the data
 * provider's FETCH. Not useGetOne: the search fills react-admin's getOne cache with its rows,
 * which lack the detail's facts, so a record opened from its list would render from a search
 * row. A refusal is final: no retry.
 */
export const useRecordDetail = <T>(
  resource: string,
  id: string,
  options: Pick<UseQueryOptions<T>, 'refetchInterval'> = {},
) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['recordDetail', resource, id],
    queryFn: () => dataProvider.call<T>(resource, 'FETCH', { id }),
    retry: false,
    ...options,
  });
};
