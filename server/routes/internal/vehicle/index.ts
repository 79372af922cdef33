import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  telemetryQuery,
  telemetryResult,
  TELEMETRY_MAX_POINTS,
} from '../../../../src/domain/cars/telemetry.ts';
import { carParams } from '../../../../src/domain/cars/carSearchQuery.ts';
import { errorResponses } from '../../../http/responses.ts';
import { HttpError } from '../../../http/httpError.ts';
import { routeTag } from '../../../http/routeTag.ts';
import { carTelemetry } from '../../../repositories/cars/telemetry.ts';

const telemetryTag = routeTag({
  name: 'telemetry',
  description: "Issue 20 point 1: a car's telemetry history (the car detail's chart and track)",
});

/** Spec point 7, vehicle service: /internal/vehicle/{vin}/data, a car's telemetry over a range. */
const internalVehicleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:vin/data',
    {
      config: { entity: 'carDetails' },
      schema: {
        tags: [telemetryTag],
        operationId: 'carTelemetry',
        summary: "A car's reports from `from` (included) to `to` (excluded), oldest first",
        description:
          'The range is required and at most 31 days. Reports older than the retention ' +
          '(TELEMETRY_RETENTION_DAYS) are gone: such a range answers no point. Above ' +
          `${TELEMETRY_MAX_POINTS} points the range is cut into ${TELEMETRY_MAX_POINTS} equal slices and ` +
          'each slice answers its first point (`downsampled`, `intervalSeconds`).',
        params: carParams,
        querystring: telemetryQuery,
        response: { 200: telemetryResult, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { vin } = request.params;
      const telemetry = await carTelemetry(fastify.db, vin, request.query);
      if (!telemetry) throw new HttpError(404, 'error.notFound', `No car has VIN ${vin}`);
      return telemetry;
    },
  );
};
export default internalVehicleRoutes;
