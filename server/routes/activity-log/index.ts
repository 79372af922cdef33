import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityLog, activityLogQuery } from '../../../src/domain/activityLog.ts';
import { bigserialIdParams } from '../../../src/domain/ids.ts';
import { errorResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';
import { memberActivity } from '../../repositories/activityLog.ts';

/** Spec point 7, Activity log: /activity-log/getactivity/{id}. */
const activityLogRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/getactivity/:id',
    operation('customers', 'customers', {
      operationId: 'getActivity',
      summary: 'Every change made through this product to a member between two days, newest first',
      description:
        '`startDate` (required, not in the future) and `endDate` (not before it; now when absent) are days: ' +
        'a date (`2026-11-01`, a UTC day) or the instant a day begins where the staff member is ' +
        '(`2026-11-01T07:00:00.000Z`, what the screen sends); the end includes its whole day. ' +
        'Each entry names who, when, the action and every field it changed, from what to what.',
      params: bigserialIdParams,
      querystring: activityLogQuery,
      response: { 200: activityLog, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => memberActivity(fastify.db, request.params.id, request.query),
  );
};
export default activityLogRoutes;
