import { lazy } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { AnalyticsChart, ChartRows } from '../../domain/analytics/charts.ts';
import { formatAxis, formatCell } from './chartFormats.ts';
import type { Drawing } from './drawing.ts';

// Each kind in its own chunk, within the house's 80 KB gzip; loaded with the Analytics screen only.
const LineDrawing = lazy(() => import('./LineDrawing.tsx'));
const BarDrawing = lazy(() => import('./BarDrawing.tsx'));

const HEIGHT = 280;

/**
 * One chart drawn with @mui/x-charts. Its numbers are in the table beside it, for the readers
 * a drawing fails.
 */
export const ChartDrawing = ({
  chart,
  rows,
}: {
  chart: AnalyticsChart;
  rows: ChartRows[AnalyticsChart][];
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const series = (column: string, label: string, data: number[]): Drawing['series'][number] => ({
    label,
    data,
    valueFormatter: (value) => (value === null ? '' : formatCell(column, value, locale)),
  });
  const column = (name: string, values: Record<string, unknown>[]) =>
    series(
      name,
      translate(`analytics.columns.${name}`),
      values.map((row) => row[name] as number),
    );
  const byRow = rows as unknown as Record<string, unknown>[];
  const axisOf = (name: string) => (value: number) => formatAxis(name, value, locale);
  switch (chart) {
    case 'trips': {
      const trips = rows as ChartRows['trips'][];
      const days = [...new Set(trips.map((row) => row.day))];
      const cities = [...new Set(trips.map((row) => row.city))];
      const count = (day: string, city: string) =>
        trips.find((row) => row.day === day && row.city === city)?.trips ?? 0;
      return (
        <LineDrawing
          height={HEIGHT}
          axisFormatter={axisOf('trips')}
          categories={days}
          series={cities.map((city) =>
            series(
              'trips',
              city,
              days.map((day) => count(day, city)),
            ),
          )}
        />
      );
    }
    case 'revenue':
    case 'tickets':
      return (
        <LineDrawing
          height={HEIGHT}
          axisFormatter={axisOf(chart === 'revenue' ? 'revenue' : 'opened')}
          categories={byRow.map((row) => row.day as string)}
          series={(chart === 'revenue' ? ['revenue'] : ['opened', 'closed']).map((name) =>
            column(name, byRow),
          )}
        />
      );
    case 'members':
      return (
        <BarDrawing
          height={HEIGHT}
          axisFormatter={axisOf('members')}
          categories={byRow.map((row) => row.week as string)}
          series={[column('members', byRow)]}
        />
      );
    case 'utilisation':
      return (
        <BarDrawing
          height={Math.max(HEIGHT, rows.length * 24)}
          horizontal
          categories={byRow.map((row) => row.plate as string)}
          series={[column('share', byRow)]}
          axisFormatter={axisOf('share')}
        />
      );
  }
};
