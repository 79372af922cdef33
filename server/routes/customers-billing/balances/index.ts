import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingSummary, billingSummaryQuery } from '../../../../src/domain/billing/billingSummary.ts';
import { HttpError } from '../../../http/httpError.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { billingSummary as summaryOf } from '../../../repositories/billing/billingSummary.ts';

/**
 * Spec point 7, Payments and billing: /customers-billing/balances (the resource table's
 * `summary`), the summary above the All billing list. The lines themselves are a list of their
 * own, /customers-billing/transactiondetails, so each pages and refreshes on its own.
 */
const balanceRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    operation('payments', 'ledger', {
      operationId: 'billingSummary',
      summary: "A member's balance, charges, credits, payments and latest payment, from the ledger",
      querystring: billingSummaryQuery,
      response: { 200: billingSummary, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const summary = await summaryOf(fastify.db, request.query.customerId);
      if (!summary)
        throw new HttpError(404, 'error.notFound', `No member has id ${request.query.customerId}`);
      return summary;
    },
  );
};
export default balanceRoutes;
