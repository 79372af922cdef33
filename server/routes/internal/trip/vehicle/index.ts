import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tripListSchema } from '../../../../http/tripListSchema.ts';
import { vehicleTrips } from '../../../../repositories/trips.ts';
import { carParams } from '../../../../../src/domain/cars/carSearchQuery.ts';
import { operation } from '../../../../http/operation.ts';

/** Spec point 7, Trips (vehicle service base): /internal/trip/vehicle/{id}, a car's trips. */
const vehicleTripRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:vin',
    // Spec 6 lists trips as their own area: the car detail shows them only to roles that have it.
    operation('trips', 'cars', {
      operationId: 'vehicleTrips',
      params: carParams,
      ...tripListSchema('car'),
    }),
    async (request) => vehicleTrips(fastify.db, request.params.vin, request.query),
  );
};
export default vehicleTripRoutes;
