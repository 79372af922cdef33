import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { RecordPageLoad } from '../../custom/layout/RecordPageLoad.tsx';
import { useRecordDetail } from '../../custom/layout/useRecordDetail.ts';
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
  const { tripId = '' } = useParams();
  const {
    data: trip,
    error,
    refetch,
  } = useRecordDetail<TripDetail>('trip', tripId, {
    refetchInterval: (query) => refreshWhileUnderWay(query.state.data?.status),
  });
  const title = <Title title="routes.trips" />;
  if (error || !trip)
    return (
      <RecordPageLoad
        title={title}
        error={error}
        notFound="tripDetail.notFound"
        failed="tripDetail.error"
        // A trip id that is no number names no trip either.
        notFoundStatuses={[404, 400]}
      />
    );
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
