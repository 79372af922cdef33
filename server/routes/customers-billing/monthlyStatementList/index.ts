import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  monthlyStatementList,
  monthlyStatementListQuery,
} from '../../../../src/domain/billing/statements.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { CAPPED_COUNT_NOTE } from '../../../http/searchNotes.ts';
import { monthlyStatements } from '../../../repositories/statements.ts';

/**
 * Spec point 7, Payments and billing: /customers-billing/monthlyStatementList (the resource
 * table's `monthlyStatements`), in the customers/payments area of spec point 6.
 */
const monthlyStatementListRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    operation('payments', 'statements', {
      operationId: 'monthlyStatementList',
      summary: "A member's monthly statements, newest first",
      description:
        "Each calendar month, in the member's time zone, that holds ledger lines, with the " +
        `month's lines summed, tax included. An unknown member has none: an empty page. ${CAPPED_COUNT_NOTE}`,
      querystring: monthlyStatementListQuery,
      response: { 200: monthlyStatementList, ...errorResponses(400, 401, 403) },
    }),
    async (request) => monthlyStatements(fastify.db, request.query),
  );
};
export default monthlyStatementListRoutes;
