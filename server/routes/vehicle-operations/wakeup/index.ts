import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { carParams } from '../../../../src/domain/cars/carSearchQuery.ts';
import { commandQuery, vehicleCommand } from '../../../../src/domain/cars/vehicleCommands.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { actorOf } from '../../../routeHelpers/actor.ts';
import { sendCommand } from '../../../repositories/cars/vehicleCommands.ts';
import { commandNote, tripNote } from '../../../routeHelpers/commandNotes.ts';

/** Spec point 7, vehicle service: /vehicle-operations/wakeup/{vin} (spec 4, Car state changes; from a trip, its troubleshooting). */
const wakeupRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/:vin',
    operation('carDetails', 'fleet', {
      operationId: 'wakeUpCar',
      summary: "Wake the car's box up: it answers within 5 to 20 seconds",
      description: `${tripNote}${commandNote({ asleep: false })}`,
      params: carParams,
      querystring: commandQuery,
      response: { 202: vehicleCommand, ...errorResponses(400, 401, 403, 404, 410, 422, 424) },
    }),
    async (request, reply) => {
      const actor = await actorOf(fastify.db, request);
      const { vin } = request.params;
      const { tripId } = request.query;
      const gateway = fastify.vehicleGateway;
      const now = fastify.fleetClock.now();
      const command = await sendCommand(fastify.db, gateway, { vin, tripId }, now, (trx) =>
        gateway.wake(trx, { vin, tripId }, actor, now),
      );
      return reply.code(202).send(command);
    },
  );
};
export default wakeupRoutes;
