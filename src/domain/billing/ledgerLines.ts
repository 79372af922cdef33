import { z } from 'zod';
import { exportReaderQuery } from '../exportQuery.ts';
import { bigserialId } from '../ids.ts';
import { pageQuery, paginated, SORT_ORDERS } from '../pagination.ts';
import { ledgerLineRow } from './ledger.ts';

/** Spec 2, Billing tab, All billing: the lines sort by date only, served by ledger_lines_customer (migration 104). */
export const LEDGER_SORTS = ['postedAt'] as const;

/** GET /customers-billing/transactiondetails: one member's ledger lines, newest first unless `order` says ASC. */
export const ledgerLinesQuery = z.object({
  customerId: bigserialId('validation.customer'),
  sort: z.enum(LEDGER_SORTS, { error: 'validation.invalid' }).optional(),
  order: z.enum(SORT_ORDERS, { error: 'validation.invalid' }).optional(),
  ...pageQuery,
  ...exportReaderQuery,
});
export type LedgerLinesQuery = z.output<typeof ledgerLinesQuery>;

/** A line of the All billing list: the ledger line and the member's balance once it was posted. */
export const ledgerListRow = ledgerLineRow.extend({
  runningBalance: z
    .number()
    .describe("the member's balance after this line: the sum of every line up to it in posted_at, id order"),
});
export type LedgerListRow = z.infer<typeof ledgerListRow>;
export const ledgerLinesResult = paginated(ledgerListRow);
export type LedgerLinesResult = z.infer<typeof ledgerLinesResult>;

/**
 * GET /customers-billing/transactiondetails/{id}: one line with what it is tied to: the fee line
 * it reverses (a reversal), and the reversals it has had (a fee).
 */
export const transactionDetail = ledgerListRow.extend({
  reverses: ledgerLineRow.nullable().describe('the fee line a reversal takes back; null for any other line'),
  reversals: z.array(ledgerLineRow).describe('the lines reversing this fee, oldest first; empty otherwise'),
});
export type TransactionDetail = z.infer<typeof transactionDetail>;
