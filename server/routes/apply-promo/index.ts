import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyPromoRequest } from '../../../src/domain/freeMinutes/freeMinute.ts';
import { applyPromoResult } from '../../../src/domain/freeMinutes/applyPromoResult.ts';
import { refusedRow } from '../../http/refusedRow.ts';
import { errorResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';
import { actorOf } from '../../routeHelpers/actor.ts';
import {
  applicationById,
  APPLY_PROMO_MESSAGES,
  applyPromoCodes,
} from '../../repositories/promoApplications.ts';

/** Refusals about the member's standing with the code, not the code itself: a conflict. */
const CONFLICTS: string[] = [APPLY_PROMO_MESSAGES.alreadyApplied, APPLY_PROMO_MESSAGES.usesExhausted];

/** Spec 7 /apply-promo: the Apply Promo Code modal's Confirm. */
const applyPromoRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '',
    operation('promoApplications', 'promotions', {
      operationId: 'applyPromo',
      summary: 'Apply a promo code to a member, granting its free minutes',
      description:
        'Unless the code finds exactly one ACTIVE promotion that has started, 400 invalidCode or notStarted; ' +
        'a code applied to the member already, or past its uses, 409. The body carries the message key and an English description.',
      body: applyPromoRequest,
      response: { 201: applyPromoResult, ...errorResponses(400, 401, 403, 409) },
    }),
    async (request, reply) => {
      const actor = await actorOf(fastify.db, request);
      const [outcome] = await fastify.db
        .transaction()
        .execute((trx) => applyPromoCodes(trx, actor, [request.body]));
      if (!outcome!.ok) throw refusedRow(CONFLICTS.includes(outcome!.message) ? 409 : 400, outcome!);
      return reply.code(201).send(await applicationById(fastify.db, outcome!.id));
    },
  );
};
export default applyPromoRoutes;
