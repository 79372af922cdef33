import { useQuery } from '@tanstack/react-query';
import type { AppConfig } from '../../domain/appConfig.ts';
import { fetchConfig } from '../../loadConfig.ts';

/**
 * The map tile URL of /config.json, read once for every map of the app; none offline, where
 * the maps draw their shapes and markers on a blank ground.
 */
export const useMapTiles = (): string | undefined => {
  const { data } = useQuery({ queryKey: ['config.json'], queryFn: () => fetchConfig(), staleTime: Infinity });
  return (data as Partial<AppConfig> | undefined)?.mapTileUrl;
};
