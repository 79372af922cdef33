import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentDetailRoute } from '../../../routeHelpers/paymentDetailRoute.ts';

/**
 * Spec point 7, Payments and billing: /customers-billing/paymentdetails/{id} (the resource
 * table's `billingDetail`), what a payment line of the ledger opens: the payment as the Payments
 * screen reads it (/payments/{id}), through the same route.
 */
const paymentDetailRoutes: FastifyPluginAsyncZod = async (fastify) => {
  paymentDetailRoute(fastify, {
    tags: ['ledger'],
    operationId: 'billingDetail',
    summary: 'The payment a payment line records, and the trip it settles',
  });
};
export default paymentDetailRoutes;
