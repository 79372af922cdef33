import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ledgerWriteResult, specialFeeAdd } from '../../../../src/domain/billing/modalRequests.ts';
import { actorOf } from '../../../routeHelpers/actor.ts';
import { idempotencyHeaders } from '../../../../src/domain/idempotency.ts';
import { answerOnce } from '../../../http/idempotency.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { addSpecialFee } from '../../../repositories/billing/specialFees.ts';

/** Spec point 7, Special fee add: /transaction/gen-special-fee-trans (spec 2 Account fee, Trip fee). */
const specialFeeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '',
    operation('payments', 'billing', {
      operationId: 'addSpecialFee',
      summary:
        'Charge a fee of the catalogue with its GST: to the member, or with tripId to one of their trips',
      description:
        'An account fee names no trip; a trip fee names a finished trip of the member (404 ' +
        '`billing.modals.tripNotFound` otherwise). Answers the line and the new balance; the audit ' +
        'entry (`specialFee.add`) has the balance before and after.',
      body: specialFeeAdd,
      headers: idempotencyHeaders,
      response: { 201: ledgerWriteResult, ...errorResponses(400, 401, 403, 404, 422) },
    }),
    async (request, reply) => {
      const actor = await actorOf(fastify.db, request);
      return answerOnce(fastify.db, request, reply, (trx) => addSpecialFee(trx, actor, request.body));
    },
  );
};
export default specialFeeRoutes;
