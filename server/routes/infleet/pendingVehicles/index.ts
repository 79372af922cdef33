import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pendingVehicles, pendingVehiclesQuery } from '../../../../src/domain/cars/infleet.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { listPendingVehicles } from '../../../repositories/cars/infleet.ts';

/** Spec point 7, Infleet: /infleet/pendingVehicles, the cars being infleeted (spec 2 /infleet). */
const pendingVehicleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    operation('infleet', 'infleet', {
      operationId: 'pendingVehicles',
      summary: 'The pending cars, newest first, optionally of one fleet, with their stage and diagnostics',
      description: 'A validated car whose latest run of every diagnostic passed reads stage `tested`.',
      querystring: pendingVehiclesQuery,
      response: { 200: pendingVehicles, ...errorResponses(400, 401, 403) },
    }),
    async (request) =>
      listPendingVehicles(fastify.db, fastify.vehicleGateway, request.query, fastify.fleetClock.now()),
  );
};
export default pendingVehicleRoutes;
