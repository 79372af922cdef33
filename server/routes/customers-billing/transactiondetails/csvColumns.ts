import { describeLine } from '../../../../src/domain/billing/lineDescription.ts';
import type { LedgerListRow } from '../../../../src/domain/billing/ledgerLines.ts';
import { formatCurrency, formatDateTime } from '../../../../src/domain/formats.ts';
import type { CsvColumn } from '../../../http/csvExport.ts';

const money =
  (pick: (row: LedgerListRow) => number): CsvColumn<LedgerListRow>['cell'] =>
  (row, { locale }) =>
    formatCurrency(pick(row), locale);

/** The All billing list's columns as its screen shows them (AllBillingView.tsx), in the reader's words. */
export const LEDGER_CSV_COLUMNS: readonly CsvColumn<LedgerListRow>[] = [
  {
    label: 'billing.lines.columns.date',
    cell: (row, { locale, zone }) => formatDateTime(row.postedAt, locale, { ownZone: zone }),
    zoned: true,
  },
  {
    label: 'billing.lines.columns.kind',
    cell: (row, { translate }) => translate(`billing.kinds.${row.kind}`),
  },
  { label: 'billing.lines.columns.description', cell: (row, { translate }) => describeLine(row, translate) },
  { label: 'billing.lines.columns.amount', cell: money((row) => row.amount) },
  { label: 'billing.lines.columns.tax', cell: money((row) => row.tax) },
  { label: 'billing.lines.columns.total', cell: money((row) => row.total) },
  { label: 'billing.lines.columns.runningBalance', cell: money((row) => row.runningBalance) },
];
