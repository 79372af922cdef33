import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fuelReimbursementAdd, ledgerWriteResult } from '../../../../src/domain/billing/modalRequests.ts';
import { actorOf } from '../../../routeHelpers/actor.ts';
import { idempotencyHeaders } from '../../../../src/domain/idempotency.ts';
import { answerOnce } from '../../../http/idempotency.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { reimburseFuel } from '../../../repositories/billing/fuelReimbursements.ts';

/** Spec point 7: /customers-billing/netfuelreimbursement (spec 2 Fuel reimbursement). */
const fuelReimbursementRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '',
    operation('payments', 'billing', {
      operationId: 'reimburseFuel',
      summary: "Credit the member a fuel receipt's total, its GST apart",
      description:
        "The receipt's day, read in the member's home zone, is neither after today nor before " +
        'the member joined (400 at `receiptDate`). Answers the line and the new balance.',
      body: fuelReimbursementAdd,
      headers: idempotencyHeaders,
      response: { 201: ledgerWriteResult, ...errorResponses(400, 401, 403, 404, 422) },
    }),
    async (request, reply) => {
      const actor = await actorOf(fastify.db, request);
      return answerOnce(fastify.db, request, reply, (trx) => reimburseFuel(trx, actor, request.body));
    },
  );
};
export default fuelReimbursementRoutes;
