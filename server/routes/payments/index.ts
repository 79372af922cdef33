import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentSearchQuery, paymentSearchResult } from '../../../src/domain/payments/paymentSearch.ts';
import { processedPayment, processPaymentRequest } from '../../../src/domain/payments/processPayment.ts';
import { errorResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';
import { CAPPED_COUNT_NOTE } from '../../http/searchNotes.ts';
import { exportPayments, searchPayments } from '../../repositories/payments.ts';
import { declined, processPayment } from '../../repositories/processPayment.ts';
import { actorOf } from '../../routeHelpers/actor.ts';
import { listRoute } from '../../routeHelpers/listRoute.ts';
import { PAYMENT_CSV_COLUMNS } from './csvColumns.ts';
import { paymentDetailRoute } from '../../routeHelpers/paymentDetailRoute.ts';

/**
 * Spec point 7, Payments and billing: /payments, the Payments screen (spec 2 /payments/{paymentId}), in
 * the customers/payments area of spec point 6, and process payment: staff charge a member's
 * card on file for the outstanding balance.
 */
const paymentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  listRoute(fastify, '', 'payments', 'payments', {
    operationId: 'searchPayments',
    summary: "Payments, newest first; `customerId` keeps one member's",
    description: CAPPED_COUNT_NOTE,
    querystring: paymentSearchQuery,
    page: paymentSearchResult,
    plural: 'payments',
    search: searchPayments,
    exportRows: exportPayments,
    name: 'payments',
    columns: PAYMENT_CSV_COLUMNS,
  });

  fastify.post(
    '',
    operation('payments', 'payments', {
      operationId: 'processPayment',
      summary: "Pay the member's outstanding balance, or part of it, with the card on file",
      description:
        'A card past its expiry (or none) is declined: the Unsuccessful payment is recorded and the ' +
        'answer is 402 `billing.processPayment.declined`. A success records the Success payment, its ' +
        'ledger line (the balance goes down by the amount) and the charges it settles. The same ' +
        "`idempotencyKey` sent again answers the first attempt's outcome without paying again " +
        '(`Idempotent-Replayed: true`); sent for another member, 409. Nothing owed, or more than is ' +
        'owed: 409.',
      body: processPaymentRequest,
      response: {
        201: processedPayment.describe('The Success payment'),
        ...errorResponses(400, 401, 402, 403, 404, 409),
      },
    }),
    async (request, reply) => {
      const { payment, replayed } = await processPayment(
        fastify.db,
        await actorOf(fastify.db, request),
        request.body,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      if (payment.status !== 'Success') throw declined(payment);
      return reply.code(201).send(payment);
    },
  );

  paymentDetailRoute(fastify, {
    tags: ['payments'],
    operationId: 'paymentDetail',
    summary: 'One payment, its member and the ledger lines it settles',
  });
};
export default paymentRoutes;
