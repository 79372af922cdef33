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
        summary:
          'Cars a member can book now: AVAILABLE, in service, held by no reservation, box not silent; by plate',
        description:
          'A car whose box has not reported for FLEET_OFFLINE_HOURS is not offered (its detail says why). ' +
          CAPPED_COUNT_NOTE,
        querystring: availableVehiclesQuery,
        response: { 200: availableVehicles, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      listAvailableVehicles(fastify.db, request.query, {
        now: fastify.fleetClock.now(),
        offlineHours: fastify.settings.config.fleetOfflineHours,
      }),
  );
};
export default availableVehicleRoutes;
