import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberPaymentsQuery, memberPaymentsResult } from '../../../../src/domain/payments/payments.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { CAPPED_COUNT_NOTE } from '../../../http/searchNotes.ts';
import { memberPayments } from '../../../repositories/payments.ts';

/**
 * Spec point 7, Payments and billing: /customers-billing/payments (the resource table's
 * `billingPayments` search), a member's payments. Read only: billing writes them in its issue.
 */
const memberPaymentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    operation('payments', 'payments', {
      operationId: 'billingPayments',
      summary: "A member's payments, newest first",
      description: `An unknown member has no payments: an empty page. ${CAPPED_COUNT_NOTE}`,
      querystring: memberPaymentsQuery,
      response: { 200: memberPaymentsResult, ...errorResponses(400, 401, 403) },
    }),
    async (request) => memberPayments(fastify.db, request.query),
  );
};
export default memberPaymentRoutes;
