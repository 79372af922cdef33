import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { carParams } from '../../../src/domain/cars/carSearchQuery.ts';
import { boxState } from '../../../src/domain/cars/vehicleCommands.ts';
import { errorResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';

/** Spec point 7, vehicle service: /telemetry/{vin}/latest, the car's state (spec 3, Car detail). */
const telemetryRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:vin/latest',
    operation('carDetails', 'fleet', {
      operationId: 'carState',
      summary:
        "The car's box now: asleep or awake, online, doors, immobilizer, ignition, position and readings",
      description:
        'Worked out at the time of the call from the last report and the commands since; writes nothing.',
      params: carParams,
      response: { 200: boxState, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) =>
      fastify.vehicleGateway.lastState(fastify.db, request.params.vin, fastify.fleetClock.now()),
  );
};
export default telemetryRoutes;
