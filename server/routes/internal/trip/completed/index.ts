import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { parkingTicketAnswer, parkingTicketParams } from '../../../../../src/domain/trips/parkingTicket.ts';
import { errorResponses } from '../../../../http/responses.ts';
import { operation } from '../../../../http/operation.ts';
import { parkingTicketTrip } from '../../../../repositories/parkingTicket.ts';

/**
 * Spec point 7, Trips: /internal/trip/completed/{date}/vehicle/{id}/, the parking ticket look-up,
 * served as the spec writes it, with its trailing slash, and without it as every other path here
 * (README, departures); the document lists it once.
 */
const parkingTicketRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // SUPPORT has neither cars nor members: the plate look-up and the member are served here.
  const route = operation('parkingTickets', 'tripSearch', {
    operationId: 'parkingTicketTrip',
    summary: 'The trip that had the car at a parking ticket’s time, else the last one ended before it',
    description:
      '`match` says which: inProgress, endedBefore, or none (the car had no trip by then). The member is ' +
      'named by name and customer number only. 404 parkingTicket.errors.noCar for a plate or VIN no car holds; ' +
      "400 parkingTicket.errors.future for a time after now in the car’s zone. Also served at the spec's path, " +
      'with a trailing slash.',
    params: parkingTicketParams,
    response: { 200: parkingTicketAnswer, ...errorResponses(400, 401, 403, 404) },
  });
  const handler = async (request: { params: z.infer<typeof parkingTicketParams> }) =>
    parkingTicketTrip(fastify.db, request.params, fastify.fleetClock.now());
  fastify.get('/:date/vehicle/:id', route, handler);
  fastify.get('/:date/vehicle/:id/', { ...route, schema: { ...route.schema, hide: true } }, handler);
};
export default parkingTicketRoutes;
