import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bigserialIdParams } from '../../src/domain/ids.ts';
import { paymentDetail } from '../../src/domain/payments/paymentSearch.ts';
import { HttpError } from '../http/httpError.ts';
import { operation } from '../http/operation.ts';
import type { OpenApiTagName } from '../http/openApiTags.ts';
import { errorResponses } from '../http/responses.ts';
import { getPayment } from '../repositories/payments.ts';

/** What names the operation in the OpenAPI document: its group, id and summary. */
interface OperationNames {
  tags: OpenApiTagName[];
  operationId: string;
  summary: string;
}

/**
 * GET /:id, one payment, its member and the ledger lines it settles: the Payments screen's
 * page (/payments/{id}) and a payment line of the ledger (/customers-billing/paymentdetails/{id})
 * answer the same payment, under their own operation names.
 */
export const paymentDetailRoute = (
  fastify: Parameters<FastifyPluginAsyncZod>[0],
  { tags, ...names }: OperationNames,
) =>
  fastify.get(
    '/:id',
    operation('payments', tags, {
      ...names,
      params: bigserialIdParams,
      response: { 200: paymentDetail, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const payment = await getPayment(fastify.db, request.params.id);
      if (!payment) throw new HttpError(404, 'error.notFound', `No payment has id ${request.params.id}`);
      return payment;
    },
  );
