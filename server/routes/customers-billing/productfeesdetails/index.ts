import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productFeeList, productFeesQuery } from '../../../../src/domain/billing/productFees.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { listProductFees } from '../../../repositories/billing/productFees.ts';

/** Spec point 7, Billing fee fetch: /customers-billing/productfeesdetails, the fee catalogue. */
const productFeeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    operation('payments', 'billing', {
      operationId: 'productFees',
      summary: 'The fee catalogue, of one type when asked, sorted by type then name',
      querystring: productFeesQuery,
      response: { 200: productFeeList, ...errorResponses(400, 401, 403) },
    }),
    async (request) => listProductFees(fastify.db, request.query.type),
  );
};
export default productFeeRoutes;
