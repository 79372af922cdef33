import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerTripsQuery, customerTripsResult } from '../../../../../src/domain/trips/trips.ts';
import { errorResponses } from '../../../../http/responses.ts';
import { CAPPED_COUNT_NOTE } from '../../../../http/searchNotes.ts';
import { vehicleTrips } from '../../../../repositories/trips.ts';
import { carParams } from '../../../../../src/domain/cars/carSearchQuery.ts';
import { carsTag } from '../../../vehicle/index.ts';

/** Spec point 7, Trips (vehicle service base): /internal/trip/vehicle/{id}, a car's trips. */
const vehicleTripRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:vin',
    {
      // Spec 6 lists trips as their own area: the car detail shows them only to roles that have it.
      config: { entity: 'trips' },
      schema: {
        tags: [carsTag],
        operationId: 'vehicleTrips',
        summary: "A car's trips, newest first (a trip under way first of all)",
        description: `An unknown car has no trips: an empty page. ${CAPPED_COUNT_NOTE}`,
        params: carParams,
        querystring: customerTripsQuery,
        response: { 200: customerTripsResult, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => vehicleTrips(fastify.db, request.params.vin, request.query),
  );
};
export default vehicleTripRoutes;
