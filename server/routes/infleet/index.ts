import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCar } from '../../../src/domain/cars/addCar.ts';
import { pendingVehicle } from '../../../src/domain/cars/infleet.ts';
import { errorResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';
import { actorOf } from '../../routeHelpers/actor.ts';
import { addPendingCar } from '../../repositories/cars/infleet.ts';

/** Spec point 7, Infleet: POST /infleet adds a car, pending at stage added. */
const infleetRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '',
    operation('infleet', 'infleet', {
      operationId: 'addCar',
      summary: 'Add a car and its box, pending (INFLEETING) until deployed',
      description:
        'Every rule of the Add car form (spec 5). 409 names each field another car already holds, and an ' +
        'unknown fleet, with the spec message at the field. Then register the box: POST /infleet/vendor.',
      body: addCar,
      response: { 201: pendingVehicle, ...errorResponses(400, 401, 403, 409) },
    }),
    async (request, reply) => {
      const actor = await actorOf(fastify.db, request);
      return reply
        .code(201)
        .send(
          await addPendingCar(
            fastify.db,
            fastify.vehicleGateway,
            request.body,
            actor,
            fastify.fleetClock.now(),
          ),
        );
    },
  );
};
export default infleetRoutes;
