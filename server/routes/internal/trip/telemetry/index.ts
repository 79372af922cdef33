import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tripIdParams } from '../../../../../src/domain/trips/tripDetail.ts';
import { tripTelemetryQuery, tripTelemetryResult } from '../../../../../src/domain/trips/tripTelemetry.ts';
import { errorResponses } from '../../../../http/responses.ts';
import { operation } from '../../../../http/operation.ts';
import { CAPPED_COUNT_NOTE } from '../../../../http/searchNotes.ts';
import { tripTelemetry } from '../../../../repositories/tripTelemetry.ts';
import { readTrip } from '../../../../routeHelpers/tripRead.ts';

/** Spec point 7, Trips: /internal/trip/telemetry/{id}, the trip's telemetry table. */
const tripTelemetryRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    operation('trips', 'tripDetail', {
      operationId: 'tripTelemetry',
      summary: "One page of the trip's telemetry points, from its start to its end (or now), oldest first",
      description:
        'A trip that began before the telemetry retention answers an empty page (200): its points are no ' +
        `longer kept. ${CAPPED_COUNT_NOTE}`,
      params: tripIdParams,
      querystring: tripTelemetryQuery,
      response: { 200: tripTelemetryResult, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) =>
      readTrip(fastify, request.params.id, (db, id, now, retentionDays) =>
        tripTelemetry(db, id, request.query, now, retentionDays),
      ),
  );
};
export default tripTelemetryRoutes;
