import { formatDateTime } from '../../../src/domain/formats.ts';
import {
  assignedStaff,
  carPlates,
  categoryLabels,
  memberNames,
  ticketValueText,
} from '../../../src/domain/tickets/ticketRowText.ts';
import type { TicketSearchRow } from '../../../src/domain/tickets/tickets.ts';
import type { CsvColumn } from '../../http/csvExport.ts';

/** The ticket search's columns as its screen shows them (TicketList.tsx), in the reader's words. */
export const TICKET_CSV_COLUMNS: readonly CsvColumn<TicketSearchRow>[] = [
  { label: 'ticketSearch.fields.id', cell: (row) => row.id },
  { label: 'ticketSearch.fields.subject', cell: (row) => row.subject },
  { label: 'ticketSearch.fields.categories', cell: (row, { translate }) => categoryLabels(row, translate) },
  { label: 'ticketSearch.fields.customers', cell: memberNames },
  { label: 'ticketSearch.fields.vehicles', cell: carPlates },
  { label: 'ticketSearch.fields.staff', cell: assignedStaff },
  {
    label: 'ticketSearch.fields.department',
    cell: (row, { translate }) => ticketValueText('department', row.department, translate),
  },
  {
    label: 'ticketSearch.fields.priority',
    cell: (row, { translate }) => ticketValueText('priority', row.priority, translate),
  },
  {
    label: 'ticketSearch.fields.status',
    cell: (row, { translate }) => ticketValueText('status', row.status, translate),
  },
  {
    label: 'ticketSearch.fields.createDateTime',
    cell: (row, { locale, zone }) => formatDateTime(row.createDateTime, locale, { ownZone: zone }),
    zoned: true,
  },
];
