import type { ChartRows } from '../../../src/domain/analytics/charts.ts';
import type { CsvColumn } from '../../http/csvExport.ts';

const label = (name: string) => `analytics.columns.${name}`;

/** Each chart's numbers as its table on screen shows them; numbers stay numbers for a spreadsheet. */
export const ANALYTICS_CSV_COLUMNS: { [Chart in keyof ChartRows]: readonly CsvColumn<ChartRows[Chart]>[] } = {
  trips: [
    { label: label('day'), cell: (row) => row.day },
    { label: label('city'), cell: (row) => row.city },
    { label: label('trips'), cell: (row) => row.trips },
  ],
  revenue: [
    { label: label('day'), cell: (row) => row.day },
    { label: label('revenue'), cell: (row) => row.revenue },
    { label: label('tax'), cell: (row) => row.tax },
  ],
  utilisation: [
    { label: label('plate'), cell: (row) => row.plate },
    { label: label('vin'), cell: (row) => row.vin },
    { label: label('city'), cell: (row) => row.city },
    { label: label('busyHours'), cell: (row) => row.busyHours },
    { label: label('share'), cell: (row) => row.share },
  ],
  members: [
    { label: label('week'), cell: (row) => row.week },
    { label: label('members'), cell: (row) => row.members },
  ],
  tickets: [
    { label: label('day'), cell: (row) => row.day },
    { label: label('opened'), cell: (row) => row.opened },
    { label: label('closed'), cell: (row) => row.closed },
  ],
};
