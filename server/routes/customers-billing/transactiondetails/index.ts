import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ledgerLinesQuery,
  ledgerLinesResult,
  transactionDetail,
} from '../../../../src/domain/billing/ledgerLines.ts';
import { bigserialIdParams } from '../../../../src/domain/ids.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { CAPPED_COUNT_NOTE } from '../../../http/searchNotes.ts';
import { listRoute } from '../../../routeHelpers/listRoute.ts';
import { recordById } from '../../../routeHelpers/recordById.ts';
import {
  exportLedgerLines,
  memberLedgerLines,
  transactionDetail as detailOf,
} from '../../../repositories/billing/ledgerLines.ts';
import { LEDGER_CSV_COLUMNS } from './csvColumns.ts';

/**
 * Spec point 7, Payments and billing: /customers-billing/transactiondetails, the member's ledger
 * lines (the resource table's `transactionDetails`: its SEARCH the All billing list, its FETCH
 * one line's detail). The spec's /balances answers the summary alone: a list and its summary
 * in one answer could not page, sort and export as every other list does.
 */
const transactionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  listRoute(fastify, '', 'payments', 'ledger', {
    operationId: 'transactionDetails',
    summary: "A member's ledger lines, newest first, each with the balance after it",
    description: `An unknown member has no lines: an empty page. ${CAPPED_COUNT_NOTE}`,
    querystring: ledgerLinesQuery,
    page: ledgerLinesResult,
    plural: 'ledger lines',
    search: memberLedgerLines,
    exportRows: exportLedgerLines,
    name: 'billing',
    columns: LEDGER_CSV_COLUMNS,
  });

  fastify.get(
    '/:id',
    operation('payments', 'ledger', {
      operationId: 'transactionDetail',
      summary:
        'One ledger line: who posted it and when, why, and the fee it reverses or the reversals it has',
      params: bigserialIdParams,
      response: { 200: transactionDetail, ...errorResponses(400, 401, 403, 404) },
    }),
    recordById(fastify.db, detailOf, 'ledger line'),
  );
};
export default transactionRoutes;
