import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bigserialIdParams } from '../../../src/domain/ids.ts';
import { EXPORT_CAP } from '../../../src/domain/pagination.ts';
import {
  paymentDetail,
  paymentSearchQuery,
  paymentSearchResult,
} from '../../../src/domain/payments/paymentSearch.ts';
import { sendCsv, wantsCsv } from '../../http/csvExport.ts';
import { csvReader } from '../../http/csvReader.ts';
import { HttpError } from '../../http/httpError.ts';
import { errorResponses, listResponses } from '../../http/responses.ts';
import { CAPPED_COUNT_NOTE } from '../../http/searchNotes.ts';
import { exportPayments, getPayment, searchPayments } from '../../repositories/payments.ts';
import { paymentsTag } from '../customers-billing/payments/index.ts';
import { PAYMENT_CSV_COLUMNS } from './csvColumns.ts';

/**
 * Spec point 7, Payments and billing: /payments, the Payments screen (issue 18 point 5), in
 * the customers/payments area of spec point 6. Read only: processing a payment is a later step.
 */
const paymentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    {
      config: { entity: 'payments' },
      schema: {
        tags: [paymentsTag],
        operationId: 'searchPayments',
        summary: "Payments, newest first; `customerId` keeps one member's",
        description: CAPPED_COUNT_NOTE,
        querystring: paymentSearchQuery,
        response: listResponses(paymentSearchResult, 'payments'),
      },
    },
    async (request, reply) => {
      if (!wantsCsv(request.headers.accept)) return searchPayments(fastify.db, request.query);
      const { rows, capped } = await exportPayments(fastify.db, request.query, EXPORT_CAP);
      return sendCsv(reply, {
        name: 'payments',
        columns: PAYMENT_CSV_COLUMNS,
        reader: csvReader(request.query),
        capped,
        batches: [rows],
      });
    },
  );

  fastify.get(
    '/:id',
    {
      config: { entity: 'payments' },
      schema: {
        tags: [paymentsTag],
        operationId: 'paymentDetail',
        summary: 'One payment and the trip it settles',
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
export default paymentRoutes;
