import { formatCurrency, formatDateTime, formatNumber } from '../../../src/domain/formats.ts';
import type { TripSearchRow } from '../../../src/domain/trips/tripSearch.ts';
import type { CsvColumn } from '../../http/csvExport.ts';

const field = (name: string) => `trips.fields.${name}`;

/** The trip search's columns as its screen shows them (TripList.tsx): times in the car's zone, named. */
export const TRIP_CSV_COLUMNS: readonly CsvColumn<TripSearchRow>[] = [
  { label: field('id'), cell: (row) => row.id },
  { label: field('member'), cell: (row) => `${row.customerNumber} ${row.memberName}` },
  { label: field('plateNumber'), cell: (row) => row.plateNumber },
  {
    label: field('status'),
    cell: (row, { translate }) => translate(`memberActivity.tripStatus.${row.status}`),
  },
  {
    label: field('start'),
    cell: (row, { locale }) => formatDateTime(row.startDateTime, locale, { zone: row.vehicleTimeZone }),
  },
  {
    label: field('end'),
    cell: (row, { locale }) =>
      row.endDateTime === null ? '' : formatDateTime(row.endDateTime, locale, { zone: row.vehicleTimeZone }),
  },
  {
    label: field('distance'),
    cell: (row, { locale }) => (row.distanceKm === null ? '' : formatNumber(row.distanceKm, locale, 1)),
  },
  { label: field('total'), cell: (row, { locale }) => formatCurrency(row.total, locale) },
];
