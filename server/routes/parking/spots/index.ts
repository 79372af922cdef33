import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parkingSpotList, parkingSpotQuery } from '../../../../src/domain/parking/parkingLot.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { searchParkingSpots } from '../../../repositories/parkingSpots.ts';

/** Spec 7 fleet service /parking/spots: the parking spot list, answering without a parameter. */
const parkingSpotRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    operation('parking', 'parking', {
      operationId: 'parkingSpots',
      summary: "Every lot's numbered spots, or one lot's (lotId), with the car parked there",
      querystring: parkingSpotQuery,
      response: { 200: parkingSpotList, ...errorResponses(400, 401, 403) },
    }),
    async (request) => searchParkingSpots(fastify.db, request.query),
  );
};
export default parkingSpotRoutes;
