import { Alert, Card, CardContent, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { refreshWhileUnderWay, type TripDetail } from '../../domain/trips/tripDetail.ts';
import { TripCost } from './detail/TripCost.tsx';
import { TripFacts } from './detail/TripFacts.tsx';
import { TripRoute } from './detail/TripRoute.tsx';
import { TripTelemetry } from './detail/TripTelemetry.tsx';
import { TripTroubleshooting } from './troubleshooting/TripTroubleshooting.tsx';

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

/**
 * /trips/{tripId} (spec 3 Trip info): the trip's facts and the troubleshooting under them, its
 * cost, its route on a map and its telemetry, a page at a time; a trip under way read again
 * while open (refreshWhileUnderWay).
 */
export const TripShow = () => {
  const translate = useTranslate();
  const { tripId = '' } = useParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  const {
    data: trip,
    isPending,
    error,
    refetch,
  } = useQuery({
    queryKey: ['tripDetail', tripId],
    queryFn: () => dataProvider.call<TripDetail>('trip', 'FETCH', { id: tripId }),
    retry: false,
    refetchInterval: (query) => refreshWhileUnderWay(query.state.data?.status),
  });
  const title = <Title title="routes.trips" />;
  if (isPending)
    return (
      <>
        {title}
        <LinearProgress sx={{ mt: 2 }} aria-label={translate('ra.page.loading')} />
      </>
    );
  if (error || !trip) {
    const status = (error as { status?: number } | null)?.status;
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {title}
        {translate(status === 404 || status === 400 ? 'tripDetail.notFound' : 'tripDetail.error')}
      </Alert>
    );
  }
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      {title}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="tripDetail.facts.title">
            <TripFacts trip={trip} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="tripDetail.route.title">
            <TripRoute trip={trip} />
          </Section>
        </Grid>
      </Grid>
      <TripTroubleshooting trip={trip} onTripChanged={() => void refetch()} />
      <Section title="tripDetail.cost.title">
        <TripCost trip={trip} />
      </Section>
      <Section title="tripDetail.telemetry.title">
        <TripTelemetry trip={trip} />
      </Section>
    </Stack>
  );
};
