import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { formatNumber } from '../../../domain/formats.ts';
import type { TripDirections } from '../../../domain/trips/tripTelemetry.ts';

// Leaflet is the heaviest part of the screen: its own chunk, fetched while the facts show.
const TripRouteMap = lazy(() => import('./TripRouteMap.tsx'));

/**
 * GET /internal/trip/directions: the trip's route on a map, its ends in words under it; past the
 * telemetry retention, a word that its points are no longer kept.
 */
export const TripRoute = ({ tripId, kept }: { tripId: number; kept: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: route, error } = useQuery({
    queryKey: ['tripRoute', tripId],
    queryFn: () => dataProvider.call<TripDirections>('tripRoute', 'FETCH', { tripId: String(tripId) }),
    retry: false,
    enabled: kept,
  });
  if (!kept)
    return <Typography color="text.secondary">{translate('tripDetail.telemetry.notKept')}</Typography>;
  const loading = <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (error) return <Alert severity="error">{translate('tripDetail.error')}</Alert>;
  if (!route) return loading;
  const { start, end } = route;
  if (!start || !end)
    return <Typography color="text.secondary">{translate('tripDetail.route.none')}</Typography>;
  const place = ([latitude, longitude]: [number, number]) =>
    `${formatNumber(latitude, locale, 5)}, ${formatNumber(longitude, locale, 5)}`;
  return (
    // The ends in words: the map is a picture a screen reader cannot read.
    <Box component="figure" sx={{ m: 0 }}>
      <Suspense fallback={loading}>
        <TripRouteMap route={{ ...route, start, end }} />
      </Suspense>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {translate('tripDetail.route.ends', { start: place(start), end: place(end) })}
      </Typography>
    </Box>
  );
};
