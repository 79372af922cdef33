import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { diagnosticRun, vehicleCommand } from '../../../../src/domain/cars/vehicleCommands.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { actorOf } from '../../../routeHelpers/actor.ts';
import { runDiagnostic } from '../../../repositories/cars/diagnostics.ts';
import { commandNote } from '../../../routeHelpers/commandNotes.ts';

/** Spec point 7, vehicle service: /vehicle-operations/runDiagnostics (spec 4, Infleeting flow). */
const runDiagnosticsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '',
    // Spec 1: staff who see a car run its diagnostics, from the car screen as from infleeting.
    operation(['infleet', 'carDetails'], 'fleet', {
      operationId: 'runDiagnostic',
      summary: 'Start one diagnostic test on the car (its id: the VIN and the test name)',
      description:
        'A sleeping box is woken by the test itself. Read the outcome at /vehicle-operations/diagnosticResults/{id}. ' +
        commandNote({ asleep: false }),
      body: diagnosticRun,
      response: { 202: vehicleCommand, ...errorResponses(400, 401, 403, 404, 410, 424) },
    }),
    async (request, reply) => {
      const { vin, diagnostic: test } = request.body;
      const actor = await actorOf(fastify.db, request);
      const now = fastify.fleetClock.now();
      return reply
        .code(202)
        .send(await runDiagnostic(fastify.db, fastify.vehicleGateway, { vin, test }, actor, now));
    },
  );
};
export default runDiagnosticsRoutes;
