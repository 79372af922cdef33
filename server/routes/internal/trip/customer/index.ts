import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bigserialIdParams } from '../../../../../src/domain/ids.ts';
import { customerTripsQuery, customerTripsResult } from '../../../../../src/domain/trips/trips.ts';
import { errorResponses } from '../../../../http/responses.ts';
import { CAPPED_COUNT_NOTE } from '../../../../http/searchNotes.ts';
import { customerTrips } from '../../../../repositories/trips.ts';
import { routeTag } from '../../../../http/routeTag.ts';

const tripsTag = routeTag({ name: 'trips', description: "Spec point 3: a member's trips (the Trips tab)" });

/** Spec point 7, Trips (vehicle service base): /internal/trip/customer/{id}, a member's trips. */
const customerTripRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    {
      // Spec 6 lists trips as their own area, apart from customers.
      config: { entity: 'trips' },
      schema: {
        tags: [tripsTag],
        operationId: 'customerTrips',
        summary: "A member's trips, newest first (a trip under way first of all)",
        description: `An unknown member has no trips: an empty page. ${CAPPED_COUNT_NOTE}`,
        params: bigserialIdParams,
        querystring: customerTripsQuery,
        response: { 200: customerTripsResult, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => customerTrips(fastify.db, request.params.id, request.query),
  );
};
export default customerTripRoutes;
