import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parkingLot, parkingLotAdd } from '../../../../src/domain/parking/parkingLot.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { actorOf } from '../../../routeHelpers/actor.ts';
import { addParkingLot } from '../../../repositories/parkingLots.ts';

/** Spec 7 /parking/add: the Parking lot modal's add (spec 5's rules); its spots come with it. */
const addParkingLotRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '',
    operation('parking', 'parking', {
      operationId: 'addParkingLot',
      summary: 'Add a parking lot and its spots 1..spaces; the server sets updatedOn',
      description: 'An unknown fleet answers 400 with `fields.fleetId`.',
      body: parkingLotAdd,
      response: { 201: parkingLot, ...errorResponses(400, 401, 403) },
    }),
    async (request, reply) => {
      const actor = await actorOf(fastify.db, request);
      return reply.code(201).send(await addParkingLot(fastify.db, actor, request.body, new Date()));
    },
  );
};
export default addParkingLotRoutes;
