import DownloadIcon from '@mui/icons-material/Download';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { UTILISATION_TOP_CARS, type AnalyticsChart, type ChartRows } from '../../domain/analytics/charts.ts';
import { ChartDrawing } from './ChartDrawing.tsx';
import { NumbersTable } from './NumbersTable.tsx';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * One chart of Analytics over the range: the drawing, its numbers as a table, and its CSV as
 * the server writes it (in the screen's language; days in the browser's zone, as exports do).
 */
export const ChartCard = ({ chart, from, to }: { chart: AnalyticsChart; from: string; to: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [downloading, setDownloading] = useState(false);
  const range = { id: chart, from, to, tz: browserZone() };
  const { data, error, isPending } = useQuery({
    queryKey: ['analytics', range],
    queryFn: () => dataProvider.call<{ rows: ChartRows[AnalyticsChart][] }>('analytics', 'FETCH', range),
  });
  const title = translate(`analytics.charts.${chart}`, { count: UTILISATION_TOP_CARS });
  const download = async () => {
    setDownloading(true);
    try {
      await dataProvider.download('analytics', { ...range, lang: locale, headers: { Accept: 'text/csv' } });
    } catch (failure) {
      // The engine has opened 'Download Failed' (spec 8); the console keeps the cause.
      console.warn('Analytics CSV failed', { chart, failure });
    } finally {
      setDownloading(false);
    }
  };
  const rows = data?.rows ?? [];
  return (
    <Card variant="outlined" component="section" aria-labelledby={`analytics-${chart}`}>
      <CardHeader
        title={title}
        slotProps={{ title: { id: `analytics-${chart}`, component: 'h2', variant: 'h6' } }}
        action={
          <Button
            startIcon={<DownloadIcon />}
            onClick={() => void download()}
            disabled={downloading || !data}
            aria-label={translate('analytics.downloadOf', { chart: title })}
          >
            {translate('analytics.download')}
          </Button>
        }
      />
      <CardContent>
        {isPending && <LinearProgress />}
        {error && <Alert severity="error">{translate('analytics.loadFailed')}</Alert>}
        {data && rows.length === 0 && <Typography>{translate('analytics.noData')}</Typography>}
        {rows.length > 0 && (
          <>
            <Suspense fallback={<LinearProgress />}>
              <ChartDrawing chart={chart} rows={rows} />
            </Suspense>
            <Accordion disableGutters elevation={0}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                {translate('analytics.numbers')}
              </AccordionSummary>
              <AccordionDetails>
                <NumbersTable chart={chart} title={title} rows={rows} />
              </AccordionDetails>
            </Accordion>
          </>
        )}
      </CardContent>
    </Card>
  );
};
