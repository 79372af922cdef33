import type { ProviderFailureRow } from '../../../../../src/domain/fleet/wakeupProvider.ts';
import { formatDateTime } from '../../../../../src/domain/formats.ts';
import type { CsvColumn } from '../../../../http/csvExport.ts';

const field = (name: string) => `wakeupProviders.fields.${name}`;

/** The failure list's columns as its screen shows them (ProviderFailureList.tsx), in the reader's words. */
export const PROVIDER_FAILURE_CSV_COLUMNS: readonly CsvColumn<ProviderFailureRow>[] = [
  { label: field('vin'), cell: (row) => row.vin },
  {
    label: field('failureStatus'),
    cell: (row, { translate }) => translate(`wakeupProviders.failureStatuses.${row.status}`),
  },
  {
    label: field('date'),
    cell: (row, { locale, zone }) => formatDateTime(row.date, locale, { ownZone: zone }),
    zoned: true,
  },
  { label: field('vendorError'), cell: (row) => row.vendorError },
  {
    label: field('internalError'),
    cell: (row, { translate }) =>
      row.internalError && translate(`wakeupProviders.internalErrors.${row.internalError}`),
  },
  { label: field('failedProvider'), cell: (row) => row.provider },
  { label: field('fleet'), cell: (row) => row.fleetName },
];
