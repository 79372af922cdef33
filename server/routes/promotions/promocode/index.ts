import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { promotionRecord } from '../../../../src/domain/promotions/promotion.ts';
import { text } from '../../../../src/domain/validation.ts';
import { errorResponses } from '../../../http/responses.ts';
import { lookupPromotions } from '../../../repositories/promoApplications.ts';
import { promotionToday, toPromotions } from '../../../repositories/promotionSearch.ts';
import { promotionsTag } from '../../regions/index.ts';

/** Spec 7 /promotions/promocode/{id}: the Apply promo code look-up (promoCodeLookup.ts). */
const promoCodeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    {
      config: { entity: ['promoApplications', 'promotions'] },
      schema: {
        tags: [promotionsTag],
        operationId: 'lookupPromoCode',
        summary: 'The promotions a typed code finds: the code itself, else up to 10 starting with it',
        description:
          'Case and surrounding spaces are ignored. A code applies only when this finds exactly one ACTIVE.',
        params: z.object({ id: text({ required: true, max: 44 }) }),
        response: { 200: z.array(promotionRecord), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const rows = await lookupPromotions(fastify.db, request.params.id);
      return toPromotions(fastify.db, rows, await promotionToday(fastify.db));
    },
  );
};
export default promoCodeRoutes;
