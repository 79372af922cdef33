import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fleetList } from '../../../../../src/domain/fleet/wakeupProvider.ts';
import { errorResponses } from '../../../../http/responses.ts';
import { operation } from '../../../../http/operation.ts';
import { listFleets } from '../../../../repositories/wakeupProviders.ts';

/**
 * Spec 7 /fleet-service/internal/fleets: a fleet is a region (spec 9: Vancouver, Montreal,
 * Toronto).
 */
const fleetRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    operation('fleetManagement', 'fleets', {
      operationId: 'fleets',
      summary: 'The fleets, as {fleetId, fleetName}, by id',
      response: { 200: fleetList, ...errorResponses(401, 403) },
    }),
    async () => listFleets(fastify.db),
  );
};
export default fleetRoutes;
