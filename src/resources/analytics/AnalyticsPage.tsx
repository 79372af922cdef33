import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ANALYTICS_CHARTS } from '../../domain/analytics/charts.ts';
import { ChartCard } from './ChartCard.tsx';
import { RangeFilter } from './RangeFilter.tsx';
import { useAnalyticsRange } from './useAnalyticsRange.ts';

/** Spec point 1, Analytics: the charts over the chosen days (README, Departures). */
export const AnalyticsPage = () => {
  const translate = useTranslate();
  const { from, to, error, change } = useAnalyticsRange();
  return (
    <>
      <Title title={translate('routes.analytics')} />
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Card variant="outlined">
          <CardContent>
            <RangeFilter from={from} to={to} error={error} onChange={change} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('analytics.zoneNote', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
            </Typography>
          </CardContent>
        </Card>
        {!error &&
          ANALYTICS_CHARTS.map((chart) => <ChartCard key={chart} chart={chart} from={from} to={to} />)}
      </Stack>
    </>
  );
};
