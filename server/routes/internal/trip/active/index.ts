import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activeTripsQuery, tripSearchResult } from '../../../../../src/domain/trips/tripSearch.ts';
import { errorResponses } from '../../../../http/responses.ts';
import { operation } from '../../../../http/operation.ts';
import { CAPPED_COUNT_NOTE } from '../../../../http/searchNotes.ts';
import { searchTrips } from '../../../../repositories/tripSearch.ts';

/** Spec point 7, Trips: /internal/trip/active, the active trip list. */
const activeTripRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    operation('trips', 'tripSearch', {
      operationId: 'activeTrips',
      summary: 'The trips under way, newest first',
      description: CAPPED_COUNT_NOTE,
      querystring: activeTripsQuery,
      response: { 200: tripSearchResult, ...errorResponses(400, 401, 403) },
    }),
    async (request) => searchTrips(fastify.db, { ...request.query, status: 'ACTIVE' }),
  );
};
export default activeTripRoutes;
