import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tripBill } from '../../../src/domain/billing/tripBill.ts';
import { bigserialIdParams } from '../../../src/domain/ids.ts';
import { errorResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';
import { recordById } from '../../routeHelpers/recordById.ts';
import { tripBill as billOf } from '../../repositories/billing/tripBill.ts';

/**
 * Spec point 7, Payments and billing: /bill/{id}, a trip's bill, what a trip line of the ledger
 * opens; in the customers/payments area of spec point 6 like the rest of billing.
 */
const billRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    operation('payments', 'ledger', {
      operationId: 'bill',
      summary: "A trip's bill: the trip as charged and the lines posted on it since",
      params: bigserialIdParams,
      response: { 200: tripBill, ...errorResponses(400, 401, 403, 404) },
    }),
    recordById(fastify.db, billOf, 'trip'),
  );
};
export default billRoutes;
