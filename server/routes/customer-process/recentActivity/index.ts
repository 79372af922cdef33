import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bigserialIdParams } from '../../../../src/domain/ids.ts';
import { RECENT_PER_KIND, recentActivity } from '../../../../src/domain/customers/recentActivity.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { recentActivityOf } from '../../../repositories/customers/recentActivity.ts';

/**
 * Spec 2 split screen, recent activity beside /customer-profile/{customerId}: the spec gives
 * the panel no path, so it sits with the member's other /customer-process/{section}/{id} paths.
 */
const recentActivityRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    operation('customers', 'customers', {
      operationId: 'recentActivity',
      summary: "A member's latest tickets, trips and payments",
      description: `Each list newest first, at most ${RECENT_PER_KIND} entries; an unknown member has none.`,
      params: bigserialIdParams,
      response: { 200: recentActivity, ...errorResponses(400, 401, 403) },
    }),
    async (request) => recentActivityOf(fastify.db, request.params.id),
  );
};
export default recentActivityRoutes;
