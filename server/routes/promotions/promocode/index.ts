import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { promoCodeLookupQuery, promoCodeMatch } from '../../../../src/domain/promotions/promoCodeLookup.ts';
import { text } from '../../../../src/domain/validation.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { promoCodeLookup } from '../../../repositories/promoApplications.ts';

/** Spec 7 /promotions/promocode/{id}: the Apply promo code look-up (src/domain/promotions/promoCodeLookup.ts). */
const promoCodeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    operation(['promoApplications', 'promotions'], 'promotions', {
      operationId: 'lookupPromoCode',
      summary:
        'The promotions a typed code finds: the code itself, else up to 10 starting with it (3 characters or more)',
      description:
        'Case and surrounding spaces are ignored. A code applies only when this finds exactly one ACTIVE, ' +
        'started and not applied to the member (`customerId`) already. Each answers what the Apply Promo Code modal shows.',
      params: z.object({ id: text({ required: true, max: 44 }) }),
      querystring: promoCodeLookupQuery,
      response: { 200: z.array(promoCodeMatch), ...errorResponses(400, 401, 403) },
    }),
    async (request) => promoCodeLookup(fastify.db, request.params.id, request.query.customerId),
  );
};
export default promoCodeRoutes;
