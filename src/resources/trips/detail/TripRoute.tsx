import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { formatDateTime, formatNumber } from '../../../domain/formats.ts';
import { refreshWhileUnderWay, type TripDetail } from '../../../domain/trips/tripDetail.ts';
import type { TripDirections } from '../../../domain/trips/tripTelemetry.ts';

// Leaflet is the heaviest part of the screen: its own chunk, fetched while the facts show.
const TripRouteMap = lazy(() => import('./TripRouteMap.tsx'));

/**
 * GET /internal/trip/directions: the trip's route on a map, its ends in words under it; for a
 * trip under way the route so far and the car's latest position, when it was reported, read
 * again while open (spec 3 Trip info); past the telemetry retention, a word that its points are
 * no longer kept.
 */
export const TripRoute = ({ trip }: { trip: TripDetail }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const kept = trip.telemetryKept;
  const underWay = trip.status === 'ACTIVE';
  const { data: route, error } = useQuery({
    queryKey: ['tripRoute', trip.id],
    queryFn: () => dataProvider.call<TripDirections>('tripRoute', 'FETCH', { tripId: String(trip.id) }),
    retry: false,
    enabled: kept,
    refetchInterval: refreshWhileUnderWay(trip.status),
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
        <TripRouteMap route={{ ...route, start, end }} underWay={underWay} />
      </Suspense>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {underWay && route.endAt
          ? translate('tripDetail.route.latest', {
              start: place(start),
              end: place(end),
              at: formatDateTime(route.endAt, locale, { zone: trip.vehicleTimeZone }),
            })
          : translate('tripDetail.route.ends', { start: place(start), end: place(end) })}
      </Typography>
    </Box>
  );
};
