import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tripListSchema } from '../../../../http/tripListSchema.ts';
import { bigserialIdParams } from '../../../../../src/domain/ids.ts';
import { customerTrips } from '../../../../repositories/trips.ts';
import { operation } from '../../../../http/operation.ts';

/** Spec point 7, Trips (vehicle service base): /internal/trip/customer/{id}, a member's trips. */
const customerTripRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    // Spec 6 lists trips as their own area, apart from customers.
    operation('trips', 'trips', {
      operationId: 'customerTrips',
      params: bigserialIdParams,
      ...tripListSchema('member'),
    }),
    async (request) => customerTrips(fastify.db, request.params.id, request.query),
  );
};
export default customerTripRoutes;
