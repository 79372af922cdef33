import { CHART_COLUMNS, type AnalyticsChart, type ChartRows } from '../../../src/domain/analytics/charts.ts';
import type { CsvColumn } from '../../http/csvExport.ts';

type Row = ChartRows[AnalyticsChart];

/** A chart's CSV: the columns its table on screen shows; numbers stay numbers for a spreadsheet. */
export const analyticsCsvColumns = (chart: AnalyticsChart): readonly CsvColumn<Row>[] =>
  CHART_COLUMNS[chart].map((field) => ({
    label: `analytics.columns.${field}`,
    cell: (row: Row) => (row as unknown as Record<string, string | number>)[field]!,
  }));
