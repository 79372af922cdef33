import { formatCurrency, formatDateTime } from '../../../src/domain/formats.ts';
import { processTypeLabel } from '../../../src/domain/payments/paymentLabels.ts';
import type { PaymentSearchRow } from '../../../src/domain/payments/paymentSearch.ts';
import type { CsvColumn } from '../../http/csvExport.ts';

const field = (name: string) => `resources.payments.fields.${name}`;

/** The Payments list's columns as its screen shows them (PaymentList.tsx), in the reader's words. */
export const PAYMENT_CSV_COLUMNS: readonly CsvColumn<PaymentSearchRow>[] = [
  { label: field('id'), cell: (row) => row.id },
  {
    label: field('date'),
    cell: (row, { locale, zone }) => formatDateTime(row.date, locale, { ownZone: zone }),
    zoned: true,
  },
  { label: field('member'), cell: (row) => `${row.member.customerNumber} ${row.member.fullName}` },
  { label: field('amount'), cell: (row, { locale }) => formatCurrency(row.amount, locale) },
  {
    label: field('status'),
    cell: (row, { translate }) => translate(`memberActivity.paymentStatus.${row.status}`),
  },
  { label: field('cardType'), cell: (row) => row.cardType },
  { label: field('cardNumber'), cell: (row) => row.cardNumber },
  { label: field('processType'), cell: (row, { translate }) => processTypeLabel(row.processType, translate) },
  { label: field('reference'), cell: (row) => row.reference },
];
