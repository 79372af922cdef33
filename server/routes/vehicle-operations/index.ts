import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandParams, commandQuery, vehicleCommand } from '../../../src/domain/cars/vehicleCommands.ts';
import { errorResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';
import { actorOf } from '../../routeHelpers/actor.ts';
import { sendCommand } from '../../repositories/cars/vehicleCommands.ts';
import { commandNote, tripNote } from '../../routeHelpers/commandNotes.ts';

/** Spec point 7, vehicle service: /vehicle-operations/{cmd}/{vin}, a troubleshooting command (spec 4). */
const vehicleOperationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/:cmd/:vin',
    operation('carDetails', 'fleet', {
      operationId: 'vehicleCommand',
      summary: "Send a command to the car's box (lock, unlock, immobilizer, reboot telemeter, ...)",
      description: `A telemeter reboot and an RFID reader reset take effect 10 s later. ${tripNote}${commandNote({ asleep: true })}`,
      params: commandParams,
      querystring: commandQuery,
      response: { 202: vehicleCommand, ...errorResponses(400, 401, 403, 404, 409, 410, 422, 424) },
    }),
    async (request, reply) => {
      const { cmd, vin } = request.params;
      const { tripId } = request.query;
      const actor = await actorOf(fastify.db, request);
      const gateway = fastify.vehicleGateway;
      const now = fastify.fleetClock.now();
      const command = await sendCommand(fastify.db, gateway, { vin, tripId }, now, (trx) =>
        gateway.send(trx, { vin, kind: cmd, tripId }, actor, now),
      );
      return reply.code(202).send(command);
    },
  );
};
export default vehicleOperationRoutes;
