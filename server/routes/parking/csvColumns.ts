import { formatDateTime } from '../../../src/domain/formats.ts';
import type { ParkingLot } from '../../../src/domain/parking/parkingLot.ts';
import type { CsvColumn } from '../../http/csvExport.ts';

const field = (name: string) => `parking.fields.${name}`;
const yesNo = (value: boolean) => (value ? 'parking.yes' : 'parking.no');

/** The lot list's columns as its screen shows them (ParkingLotList.tsx), in the reader's words. */
export const PARKING_LOT_CSV_COLUMNS: readonly CsvColumn<ParkingLot>[] = [
  { label: field('name'), cell: (row) => row.name },
  { label: field('fleetId'), cell: (row) => row.fleetName },
  { label: field('description'), cell: (row) => row.description },
  { label: field('latitude'), cell: (row) => row.latitude },
  { label: field('longitude'), cell: (row) => row.longitude },
  { label: field('spaces'), cell: (row) => row.spaces },
  { label: field('overflowSpaces'), cell: (row) => row.overflowSpaces },
  { label: field('visibleOnApp'), cell: (row, { translate }) => translate(yesNo(row.visibleOnApp)) },
  { label: field('overflowParking'), cell: (row, { translate }) => translate(yesNo(row.overflowParking)) },
  { label: field('ubcParking'), cell: (row, { translate }) => translate(yesNo(row.ubcParking)) },
  { label: field('analysisArea'), cell: (row) => row.analysisArea },
  {
    label: field('updatedOn'),
    cell: (row, { locale, zone }) => formatDateTime(row.updatedOn, locale, { ownZone: zone }),
    zoned: true,
  },
];
