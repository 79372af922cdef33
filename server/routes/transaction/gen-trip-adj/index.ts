import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ledgerWriteResult, tripAdjustmentAdd } from '../../../../src/domain/billing/modalRequests.ts';
import { actorOf } from '../../../routeHelpers/actor.ts';
import { idempotencyHeaders } from '../../../../src/domain/idempotency.ts';
import { answerOnce } from '../../../http/idempotency.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { adjustTrip, modifyTrip } from '../../../repositories/billing/tripAdjustments.ts';

/** Spec point 7: /transaction/gen-trip-adj (spec 2 Trip modification and Trip adjustment). */
const tripAdjustmentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '',
    operation('payments', 'billing', {
      operationId: 'adjustTrip',
      summary: "Modify a finished trip's duration or distance, or adjust its charge by an amount",
      description:
        "`kind: modification` prices the trip again with its region's tariff and posts the " +
        'difference from its current charge with its GST (the trip row is not edited); ' +
        '`kind: adjustment` posts a debit or a credit with its GST, a credit at most what the ' +
        "trip is charged. A trip not the member's answers 404. Answers the line and the new balance.",
      body: tripAdjustmentAdd,
      headers: idempotencyHeaders,
      response: { 201: ledgerWriteResult, ...errorResponses(400, 401, 403, 404, 422) },
    }),
    async (request, reply) => {
      const actor = await actorOf(fastify.db, request);
      const body = request.body;
      return answerOnce(fastify.db, request, reply, (trx) =>
        body.kind === 'modification' ? modifyTrip(trx, actor, body) : adjustTrip(trx, actor, body),
      );
    },
  );
};
export default tripAdjustmentRoutes;
