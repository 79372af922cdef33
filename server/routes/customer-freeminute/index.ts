import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  freeMinuteAdd,
  freeMinuteCancel,
  freeMinuteGrant,
  freeMinuteList,
  freeMinuteListQuery,
  freeMinuteSummary,
  freeMinuteSummaryQuery,
} from '../../../src/domain/freeMinutes/freeMinute.ts';
import { idempotencyHeaders } from '../../../src/domain/idempotency.ts';
import { bigserialIdParams } from '../../../src/domain/ids.ts';
import { answerOnce } from '../../http/idempotency.ts';
import { refusedRow } from '../../http/refusedRow.ts';
import { errorResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';
import { CAPPED_COUNT_NOTE } from '../../http/searchNotes.ts';
import { actorOf } from '../../routeHelpers/actor.ts';
import { versionedSave } from '../../routeHelpers/versionedSave.ts';
import { cancelGrant, grantById, memberGrants, memberSummary } from '../../repositories/freeMinuteGrants.ts';
import { grantFreeMinutes } from '../../repositories/freeMinutes.ts';

/** Spec 7 /customer-freeminute: the member's free-minute grants (the Billing tab's Free mins & promo codes). */
const freeMinuteRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    operation('freeMinutes', 'promotions', {
      operationId: 'freeMinuteGrants',
      summary: "A member's free-minute grants, newest first",
      description: `An unknown member has none: an empty page. ${CAPPED_COUNT_NOTE}`,
      querystring: freeMinuteListQuery,
      response: { 200: freeMinuteList, ...errorResponses(400, 401, 403) },
    }),
    async (request) => memberGrants(fastify.db, request.query),
  );

  fastify.get(
    '/summary',
    operation('freeMinutes', 'promotions', {
      operationId: 'freeMinuteSummary',
      summary: "A member's free-minute balance and what of it expires within 7 days",
      querystring: freeMinuteSummaryQuery,
      response: { 200: freeMinuteSummary, ...errorResponses(400, 401, 403) },
    }),
    async (request) => memberSummary(fastify.db, request.query.customerId),
  );

  fastify.post(
    '',
    operation('freeMinutes', 'promotions', {
      operationId: 'addFreeMinutes',
      summary: 'Grant a member free minutes (regions by id, spec 7)',
      description:
        "An unknown member, region or ticket, or an expiry date already past in the member's zone, answers 400 at that field.",
      body: freeMinuteAdd,
      headers: idempotencyHeaders,
      response: { 201: freeMinuteGrant, ...errorResponses(400, 401, 403, 422) },
    }),
    async (request, reply) => {
      const actor = await actorOf(fastify.db, request);
      return answerOnce(fastify.db, request, reply, async (trx) => {
        const [outcome] = await grantFreeMinutes(trx, actor, [request.body]);
        if (!outcome!.ok) throw refusedRow(400, outcome!);
        return grantById(trx, outcome!.id);
      });
    },
  );

  versionedSave(fastify, 'POST', '/:id/cancel', 'freeMinutes', 'promotions', {
    operationId: 'cancelFreeMinutes',
    summary: 'Cancel what is left of a grant, with its reason',
    description: 'A grant with nothing left (used, expired or cancelled) answers 409 nothingLeft.',
    params: bigserialIdParams,
    body: freeMinuteCancel,
    response: { 200: freeMinuteGrant },
    errors: [409],
    save: async (request, { version, actor }) =>
      cancelGrant(fastify.db, actor, { id: String(request.params.id), version, body: request.body }),
  });
};
export default freeMinuteRoutes;
