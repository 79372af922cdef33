import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider.ts';
import { CITY_LOTS_PAGE, cityPoints, nextCityLotsOffset } from '../../domain/parking/cityLayers.ts';

/**
 * A city layer's points, fetched the first time it is shown (spec 7 External: the meters file
 * and the lots API, at the URLs /config.json gives, without our token). The lots API is read
 * page by page until every lot is in.
 */
export const useCityLayer = (layer: 'cityParkingMeters' | 'cityParkingLots', shown: boolean) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const allLots = async () => {
    const results: unknown[] = [];
    for (let offset: number | undefined = 0; offset !== undefined;) {
      const page: unknown = await dataProvider.call(layer, 'SEARCH', { limit: CITY_LOTS_PAGE, offset });
      results.push(...((page as { results?: unknown[] } | null)?.results ?? []));
      offset = nextCityLotsOffset(page, offset);
    }
    return { results };
  };
  return useQuery({
    queryKey: [layer],
    queryFn: async () =>
      cityPoints(layer === 'cityParkingMeters' ? await dataProvider.call(layer, 'FETCH') : await allLots()),
    enabled: shown,
    staleTime: Infinity,
    retry: false,
  });
};
