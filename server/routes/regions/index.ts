import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIn } from '../../../src/domain/customers/alertExpiry.ts';
import { regionList } from '../../../src/domain/regionList.ts';
import { errorResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';

/** Spec 7 /regions, for the promotion form and the free-minute form alike (spec 5). */
const regionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    operation(['promotions', 'freeMinutes'], 'promotions', {
      operationId: 'regions',
      summary: 'The regions, by id, with their time zone',
      response: { 200: regionList, ...errorResponses(401, 403) },
    }),
    async () => {
      const regions = await fastify.db
        .selectFrom('regions')
        .select(['id', 'name', 'province', 'time_zone as timeZone'])
        .orderBy('id')
        .execute();
      const now = new Date();
      return regions.map((region) => ({ ...region, today: todayIn(region.timeZone, now) }));
    },
  );
};
export default regionRoutes;
