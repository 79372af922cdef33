import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandParams, commandQuery, vehicleCommand } from '../../../src/domain/cars/vehicleCommands.ts';
import { errorResponses } from '../../http/responses.ts';
import { routeTag } from '../../http/routeTag.ts';
import { actorOf } from '../../http/versioning.ts';
import { sendCommand } from '../../repositories/cars/fleetBoxes.ts';

export const fleetTag = routeTag({
  name: 'fleet',
  description:
    "Issue 20 point 1: the vehicle service's simulated fleet: commands, wake-up, diagnostics, state and history",
});

/** The refusals a command path documents (a wake-up and a diagnostic wake a sleeping car), and its course. */
export const commandNote = ({ asleep }: { asleep: boolean }) =>
  `Refused with nothing written: ${asleep ? '409 fleet.asleep (wake the car up first), ' : ''}` +
  '410 fleet.offline (no report for a day), 424 fleet.vendorFailed (the vendor refused the command). The 202 ' +
  'record is requested, then sent, then confirmed, failed or timedOut (30 s without an answer), as later reads show.';

/** Spec 4, Trip troubleshooting commands: what `tripId` does on a command path. */
export const tripNote =
  "Sent from a trip (`tripId`, one of the car's trips: 404 if none has that id, 422 fleet.tripOfAnotherCar " +
  "if it is another car's), it is recorded with the trip and shows in the trip's timeline, ended or not. ";

/** Spec point 7, vehicle service: /vehicle-operations/{cmd}/{vin}, a troubleshooting command (spec 4). */
const vehicleOperationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/:cmd/:vin',
    {
      config: { entity: 'carDetails' },
      schema: {
        tags: [fleetTag],
        operationId: 'vehicleCommand',
        summary: "Send a command to the car's box (lock, unlock, immobilizer, reboot telemeter, ...)",
        description: `A telemeter reboot and an RFID reader reset take effect 10 s later. ${tripNote}${commandNote({ asleep: true })}`,
        params: commandParams,
        querystring: commandQuery,
        response: { 202: vehicleCommand, ...errorResponses(400, 401, 403, 404, 409, 410, 422, 424) },
      },
    },
    async (request, reply) => {
      const { cmd, vin } = request.params;
      const { tripId } = request.query;
      const actor = await actorOf(fastify.db, request);
      return reply
        .code(202)
        .send(await sendCommand(fastify.db, { vin, kind: cmd, tripId }, actor, fastify.fleetClock.now()));
    },
  );
};
export default vehicleOperationRoutes;
