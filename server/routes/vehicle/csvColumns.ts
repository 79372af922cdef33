import type { CarSearchRow } from '../../../src/domain/cars/carSearch.ts';
import type { CsvColumn } from '../../http/csvExport.ts';

const field = (name: string) => `cars.fields.${name}`;

/** The car search's columns as its screen shows them (CarList.tsx), in the reader's words. */
export const CAR_CSV_COLUMNS: readonly CsvColumn<CarSearchRow>[] = [
  { label: field('licencePlate'), cell: (row) => row.plateNumber },
  { label: field('vin'), cell: (row) => row.vin },
  { label: field('status'), cell: (row, { translate }) => translate(`cars.statuses.${row.status}`) },
  { label: field('make'), cell: (row) => row.make },
  { label: field('model'), cell: (row) => row.model },
  { label: field('fleet'), cell: (row) => row.fleetName },
  { label: field('telemeterId'), cell: (row) => row.telemeterId },
  { label: field('msisdn'), cell: (row) => row.msisdn },
];
