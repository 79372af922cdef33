import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLocaleState, useTranslate } from 'react-admin';
import type { AnalyticsChart, ChartRows } from '../../domain/analytics/charts.ts';
import { formatCell } from './chartFormats.ts';

const HEIGHT = 280;

/**
 * One chart drawn with @mui/x-charts, in its own chunk (loaded with the Analytics screen, never
 * on the sign-in page). Its numbers are in the table beside it, for readers the drawing fails.
 */
const ChartDrawing = ({ chart, rows }: { chart: AnalyticsChart; rows: ChartRows[AnalyticsChart][] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = (column: string) => translate(`analytics.columns.${column}`);
  const formatter = (column: string) => (value: number | null) =>
    value === null ? '' : formatCell(column, value, locale);
  const perDay = (columns: readonly string[]) => {
    const days = rows as unknown as Record<string, number | string>[];
    return (
      <LineChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'point', data: days.map((row) => row.day as string) }]}
        series={columns.map((column) => ({
          label: label(column),
          data: days.map((row) => row[column] as number),
          valueFormatter: formatter(column),
          showMark: false,
          // Counts and sums of whole days: straight lines between them, no curve inventing values.
          curve: 'linear' as const,
        }))}
      />
    );
  };
  switch (chart) {
    case 'trips': {
      const trips = rows as ChartRows['trips'][];
      const days = [...new Set(trips.map((row) => row.day))];
      const cities = [...new Set(trips.map((row) => row.city))];
      return (
        <LineChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'point', data: days }]}
          series={cities.map((city) => ({
            label: city,
            data: days.map((day) => trips.find((row) => row.day === day && row.city === city)?.trips ?? 0),
            valueFormatter: formatter('trips'),
            showMark: false,
            curve: 'linear' as const,
          }))}
        />
      );
    }
    case 'revenue':
      return perDay(['revenue']);
    case 'tickets':
      return perDay(['opened', 'closed']);
    case 'members': {
      const weeks = rows as ChartRows['members'][];
      return (
        <BarChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: weeks.map((row) => row.week) }]}
          series={[
            {
              label: label('members'),
              data: weeks.map((row) => row.members),
              valueFormatter: formatter('members'),
            },
          ]}
        />
      );
    }
    case 'utilisation': {
      const cars = rows as ChartRows['utilisation'][];
      return (
        <BarChart
          height={Math.max(HEIGHT, cars.length * 24)}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: cars.map((row) => row.plate), width: 80 }]}
          xAxis={[{ valueFormatter: (value: number) => formatCell('share', value, locale) }]}
          series={[
            { label: label('share'), data: cars.map((row) => row.share), valueFormatter: formatter('share') },
          ]}
        />
      );
    }
  }
};
export default ChartDrawing;
