import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serialIdParams } from '../../../src/domain/ids.ts';
import {
  promotionCreate,
  promotionRecord,
  promotionUpdate,
} from '../../../src/domain/promotions/promotion.ts';
import {
  promotionSearchQuery,
  promotionSearchResult,
} from '../../../src/domain/promotions/promotionSearchQuery.ts';
import { HttpError } from '../../http/httpError.ts';
import { errorResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';
import { actorOf } from '../../routeHelpers/actor.ts';
import { versionedSave } from '../../routeHelpers/versionedSave.ts';
import { createPromotion, updatePromotion } from '../../repositories/promotions.ts';
import { exportPromotions, getPromotion, searchPromotions } from '../../repositories/promotionSearch.ts';
import { listRoute } from '../../routeHelpers/listRoute.ts';
import { PROMOTION_CSV_COLUMNS } from './csvColumns.ts';

/**
 * Spec 7 /promotions: the promotion search (spec 2 /promotion-search) and the Add/Update promo
 * code modal's saves. A code another promotion holds, whatever its case, answers 409 with
 * `fields.promoCode`; the other refusals 400 with the field they concern.
 */
const promotionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  listRoute(fastify, '', 'promotions', 'promotions', {
    operationId: 'searchPromotions',
    summary: 'Promotions by code, status, channel, region, type and dates; latest start first',
    description: 'Status EXPIRED also finds the ACTIVE promotions whose expiry day has passed.',
    querystring: promotionSearchQuery,
    page: promotionSearchResult,
    plural: 'promotions',
    search: searchPromotions,
    exportRows: exportPromotions,
    name: 'promotions',
    columns: PROMOTION_CSV_COLUMNS,
  });

  fastify.get(
    '/:id',
    operation('promotions', 'promotions', {
      operationId: 'promotionDetail',
      summary: 'One promotion',
      params: serialIdParams,
      response: { 200: promotionRecord, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const promotion = await getPromotion(fastify.db, request.params.id);
      if (!promotion) throw new HttpError(404, 'error.notFound', `No promotion has id ${request.params.id}`);
      return promotion;
    },
  );

  fastify.post(
    '',
    operation('promotions', 'promotions', {
      operationId: 'addPromotion',
      summary: 'Create a promotion (regions by name, spec 7)',
      description:
        'A start before today in the westernmost of its regions, or an unknown region, answers 400; a code held already (any case) 409.',
      body: promotionCreate,
      response: { 201: promotionRecord, ...errorResponses(400, 401, 403, 409) },
    }),
    async (request, reply) => {
      const actor = await actorOf(fastify.db, request);
      const promotion = await createPromotion(fastify.db, actor, request.body);
      return reply.code(201).send(promotion);
    },
  );

  versionedSave(fastify, 'PATCH', '/:id', 'promotions', 'promotions', {
    operationId: 'updatePromotion',
    summary: 'Change a promotion from the copy at If-Match (regions by id, spec 7)',
    description:
      'The start is judged against today only when it changes; a code held by another promotion answers 409.',
    params: serialIdParams,
    body: promotionUpdate,
    response: { 200: promotionRecord },
    errors: [409],
    save: async (request, { version, actor }) =>
      updatePromotion(fastify.db, { id: request.params.id, version, actor }, request.body),
  });
};
export default promotionRoutes;
