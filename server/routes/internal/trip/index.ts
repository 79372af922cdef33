import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tripDetail, tripIdParams } from '../../../../src/domain/trips/tripDetail.ts';
import { HttpError } from '../../../http/httpError.ts';
import { errorResponses } from '../../../http/responses.ts';
import { routeTag } from '../../../http/routeTag.ts';
import { tripDetail as readTripDetail } from '../../../repositories/tripDetail.ts';

export const tripDetailTag = routeTag({
  name: 'tripDetail',
  description: 'Issue 21 point 2, spec 2 /trips/{tripId}: a trip, its cost, route and telemetry',
});

export const tripNotFound = (id: string) => new HttpError(404, 'error.notFound', `No trip has id ${id}`);

/** Spec point 7, Trips: /internal/trip/{id}, one trip. */
const internalTripRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    {
      config: { entity: 'trips' },
      schema: {
        tags: [tripDetailTag],
        operationId: 'tripDetail',
        summary: 'A trip: its member, car, times, distance and cost (its ledger lines, oldest first)',
        description:
          'A trip under way lasts until now (the fleet clock). `telemetryKept` is false once the trip began ' +
          'before the telemetry retention (TELEMETRY_RETENTION_DAYS): its points are no longer kept.',
        params: tripIdParams,
        response: { 200: tripDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const detail = await readTripDetail(
        fastify.db,
        id,
        fastify.fleetClock.now(),
        fastify.settings.config.telemetryRetentionDays,
      );
      if (!detail) throw tripNotFound(id);
      return detail;
    },
  );
};
export default internalTripRoutes;
