import type { CustomerSearchRow } from '../../../src/domain/customers/customerSearch.ts';
import { memberStatusText } from '../../../src/domain/customers/customerStatus.ts';
import { formatDate, formatPhone } from '../../../src/domain/formats.ts';
import { customerFullName } from '../../../src/domain/names.ts';
import type { CsvColumn } from '../../http/csvExport.ts';

const field = (name: string) => `resources.customers.fields.${name}`;

/**
 * The member search's columns as its screen shows them (CustomerList.tsx), in the reader's
 * words: the customer number, not the internal id; the balance a plain number to add up.
 */
export const MEMBER_CSV_COLUMNS: readonly CsvColumn<CustomerSearchRow>[] = [
  { label: field('customerNumber'), cell: (row) => row.customerNumber },
  { label: field('name'), cell: customerFullName },
  { label: field('emailAddress'), cell: (row) => row.emailAddress },
  { label: field('phoneNumber'), cell: (row) => formatPhone(row.phoneNumber) },
  { label: field('city'), cell: (row) => row.city },
  {
    label: field('accountStatus'),
    cell: (row, { translate }) => memberStatusText('accountStatus', row.accountStatus, translate),
  },
  {
    label: field('accountSuspendStatus'),
    cell: (row, { translate }) => memberStatusText('suspendStatus', row.accountSuspendStatus, translate),
  },
  { label: field('outstandingBalanceAmount'), cell: (row) => row.outstandingBalanceAmount },
  {
    label: field('customerCreateDate'),
    cell: (row, { locale, zone }) => formatDate(row.customerCreateDate, locale, { zone }),
    zoned: true,
  },
];
