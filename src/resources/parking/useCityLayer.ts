import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider.ts';
import { cityPoints } from '../../domain/parking/cityLayers.ts';

/** How many city lots one request asks for: the city's API pages its records. */
const CITY_LOTS_PAGE = 100;

/**
 * A city layer's points, fetched the first time it is shown (spec 7 External: the meters file
 * and the lots API, at the URLs /config.json gives, without our token).
 */
export const useCityLayer = (layer: 'cityParkingMeters' | 'cityParkingLots', shown: boolean) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [layer],
    queryFn: async () =>
      cityPoints(
        layer === 'cityParkingMeters'
          ? await dataProvider.call(layer, 'FETCH')
          : await dataProvider.call(layer, 'SEARCH', { limit: CITY_LOTS_PAGE }),
      ),
    enabled: shown,
    staleTime: Infinity,
    retry: false,
  });
};
