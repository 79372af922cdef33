import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tripDetail, tripIdParams } from '../../../../src/domain/trips/tripDetail.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { tripDetail as readTripDetail } from '../../../repositories/tripDetail.ts';
import { readTrip } from '../../../routeHelpers/tripRead.ts';

/** Spec point 7, Trips: /internal/trip/{id}, one trip. */
const internalTripRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    operation('trips', 'tripDetail', {
      operationId: 'tripDetail',
      summary: 'A trip: its member, car, times, distance and cost (its ledger lines, oldest first)',
      description:
        'A trip under way lasts until now (the fleet clock). `telemetryKept` is false once the trip began ' +
        'before the telemetry retention (TELEMETRY_RETENTION_DAYS): its points are no longer kept.',
      params: tripIdParams,
      response: { 200: tripDetail, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => readTrip(fastify, request.params.id, readTripDetail),
  );
};
export default internalTripRoutes;
