import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availableVehicles,
  availableVehiclesQuery,
} from '../../../../src/domain/reservations/reservations.ts';
import { errorResponses } from '../../../http/responses.ts';
import { CAPPED_COUNT_NOTE } from '../../../http/searchNotes.ts';
import { listAvailableVehicles } from '../../../repositories/cars/availableVehicles.ts';
import { reservationsTag } from '../../vehicle-service/reservation/index.ts';

/** Spec point 7, vehicle service: /internal/reservation/vehicle/available. */
const availableVehicleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/vehicle/available',
    {
      // Listed for booking a member's reservation, so it opens with the reservations.
      config: { entity: 'reservations' },
      schema: {
        tags: [reservationsTag],
        operationId: 'availableVehicles',
        summary: 'Cars a member can book now: AVAILABLE, in service and held by no reservation; by plate',
        description: CAPPED_COUNT_NOTE,
        querystring: availableVehiclesQuery,
        response: { 200: availableVehicles, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAvailableVehicles(fastify.db, request.query),
  );
};
export default availableVehicleRoutes;
