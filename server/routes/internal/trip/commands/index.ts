import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  tripCommandParams,
  tripCommandResult,
  tripTimelineQuery,
  tripTimelineResult,
} from '../../../../../src/domain/trips/tripCommands.ts';
import { tripIdParams } from '../../../../../src/domain/trips/tripDetail.ts';
import { errorResponses } from '../../../../http/responses.ts';
import { operation } from '../../../../http/operation.ts';
import { versionedSave } from '../../../../routeHelpers/versionedSave.ts';
import { runTripCommand } from '../../../../repositories/tripCommands.ts';
import { tripTimeline } from '../../../../repositories/tripTimeline.ts';
import { commandNote } from '../../../../routeHelpers/commandNotes.ts';

/**
 * Both paths hang from /internal/trip/{id}, whose folder holds the trip itself: they sit in their
 * own folder and take the trip's prefix here.
 */
export const autoPrefix = '/internal/trip';

/** Spec point 7, Trips: the trip service's commands (spec 4, Trip troubleshooting) and the timeline. */
const tripCommandRoutes: FastifyPluginAsyncZod = async (fastify) => {
  versionedSave(fastify, 'POST', '/:id/:cmd', 'trips', 'tripCommands', {
    operationId: 'tripCommand',
    summary: 'End, end and place out of service, terminate, or release the member of a trip under way',
    description:
      'endTrip and endTripOutOfService go to the box (it locks the doors and engages the immobilizer): ' +
      'confirmed, the trip ends now, COMPLETED, priced with the free minutes usable in the car’s region ' +
      'used first (earliest expiry first) and its ledger line posted; endTripOutOfService also moves the car ' +
      'OUT_OF_SERVICE. A box that fails or does not answer leaves the trip ACTIVE with the command failed ' +
      `or timed out (then staff may release the member). ${commandNote({ asleep: true })} ` +
      'terminateTrip (TERMINATED) and releaseMember (RELEASED) send nothing to the car: both price the ' +
      'trip up to now the same way; release flags the car for the field team. A trip not under way ' +
      'answers 422 `tripEnd.notActive`.',
    params: tripCommandParams,
    response: { 202: tripCommandResult },
    errors: [409, 410, 422, 424],
    save: async (request, edit, reply) => {
      const { id, cmd } = request.params;
      const result = await runTripCommand(fastify.db, fastify.vehicleGateway, {
        id: String(id),
        cmd,
        ...edit,
        now: fastify.fleetClock.now(),
      });
      return reply.code(202).send(result);
    },
  });

  fastify.get(
    '/:id/commands',
    operation('trips', 'tripCommands', {
      operationId: 'tripCommands',
      summary: 'The command timeline of a trip: every command for it or its car while it ran, newest first',
      description:
        'A departure: the spec gives no path. Each command shows who sent it, when, and its status as of ' +
        'now (requested, sent, then confirmed, failed or timedOut); poll it to follow one live.',
      params: tripIdParams,
      querystring: tripTimelineQuery,
      response: { 200: tripTimelineResult, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) =>
      tripTimeline(
        fastify.db,
        fastify.vehicleGateway,
        { id: String(request.params.id), ...request.query },
        fastify.fleetClock.now(),
      ),
  );
};
export default tripCommandRoutes;
