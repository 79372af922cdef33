import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUB_CHANNELS } from '../../../src/domain/promotions/promotionValues.ts';
import { subChannelList } from '../../../src/domain/regionList.ts';
import { errorResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';

/** Spec 7 /subChannels: the promotion form's channel select (spec 5, Promotion form). */
const subChannelRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    operation(['promotions', 'freeMinutes'], 'promotions', {
      operationId: 'subChannels',
      summary: 'The promotion channels',
      response: { 200: subChannelList, ...errorResponses(401, 403) },
    }),
    async () => [...SUB_CHANNELS],
  );
};
export default subChannelRoutes;
