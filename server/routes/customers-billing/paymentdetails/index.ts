import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bigserialIdParams } from '../../../../src/domain/ids.ts';
import { paymentDetail } from '../../../../src/domain/payments/paymentSearch.ts';
import { HttpError } from '../../../http/httpError.ts';
import { errorResponses } from '../../../http/responses.ts';
import { getPayment } from '../../../repositories/payments.ts';
import { ledgerTag } from '../balances/index.ts';

/**
 * Spec point 7, Payments and billing: /customers-billing/paymentdetails/{id} (the resource
 * table's `billingDetail`), what a payment line of the ledger opens: the payment as the Payments
 * screen reads it (/payments/{id}), from the same repository.
 */
const paymentDetailRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    {
      config: { entity: 'payments' },
      schema: {
        tags: [ledgerTag],
        operationId: 'billingDetail',
        summary: 'The payment a payment line records, and the trip it settles',
        params: bigserialIdParams,
        response: { 200: paymentDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const payment = await getPayment(fastify.db, request.params.id);
      if (!payment) throw new HttpError(404, 'error.notFound', `No payment has id ${request.params.id}`);
      return payment;
    },
  );
};
export default paymentDetailRoutes;
