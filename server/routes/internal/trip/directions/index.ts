import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DIRECTIONS_MAX_POINTS,
  directionsQuery,
  tripDirections,
} from '../../../../../src/domain/trips/tripTelemetry.ts';
import { errorResponses } from '../../../../http/responses.ts';
import { operation } from '../../../../http/operation.ts';
import { tripDirections as readTripDirections } from '../../../../repositories/tripTelemetry.ts';
import { readTrip } from '../../../../routeHelpers/tripRead.ts';

/** Spec point 7, Trips: /internal/trip/directions, the trip's route for the map. */
const tripDirectionsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    operation('trips', 'tripDetail', {
      operationId: 'tripDirections',
      summary: "The trip's route from its telemetry points, in time order",
      description:
        `At most ${DIRECTIONS_MAX_POINTS} points, evenly spaced, the first and last kept. No point once the ` +
        'trip began before the telemetry retention.',
      querystring: directionsQuery,
      response: { 200: tripDirections, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => readTrip(fastify, request.query.tripId, readTripDirections),
  );
};
export default tripDirectionsRoutes;
