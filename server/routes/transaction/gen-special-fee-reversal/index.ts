import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feeReversalAdd, ledgerWriteResult } from '../../../../src/domain/billing/modalRequests.ts';
import { actorOf } from '../../../routeHelpers/actor.ts';
import { idempotencyHeaders } from '../../../../src/domain/idempotency.ts';
import { answerOnce } from '../../../http/idempotency.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { reverseFee } from '../../../repositories/billing/specialFees.ts';

/** Spec point 7: /transaction/gen-special-fee-reversal (spec 2 Fee reversal). */
const feeReversalRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '',
    operation('payments', 'billing', {
      operationId: 'reverseSpecialFee',
      summary: "Reverse part or all of what is left of one of the member's fees, as a credit",
      description:
        'Only a fee line of this member (404 `billing.modals.feeNotFound`); never more than what ' +
        'is left of it (400 `billing.modals.reversalExceedsFee` at `amount`); a fee reversed whole ' +
        'answers 409 `billing.modals.feeAlreadyReversed`. Answers the line and the new balance.',
      body: feeReversalAdd,
      headers: idempotencyHeaders,
      response: { 201: ledgerWriteResult, ...errorResponses(400, 401, 403, 404, 409, 422) },
    }),
    async (request, reply) => {
      const actor = await actorOf(fastify.db, request);
      return answerOnce(fastify.db, request, reply, (trx) => reverseFee(trx, actor, request.body));
    },
  );
};
export default feeReversalRoutes;
