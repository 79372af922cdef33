import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { carDetail } from '../../../src/domain/cars/carSearch.ts';
import { carParams, carSearchQuery, carSearchResult } from '../../../src/domain/cars/carSearchQuery.ts';
import { errorResponses } from '../../http/responses.ts';
import { CAPPED_COUNT_NOTE } from '../../http/searchNotes.ts';
import { HttpError } from '../../http/httpError.ts';
import { getCar, searchCars } from '../../repositories/cars/cars.ts';
import { routeTag } from '../../http/routeTag.ts';

const carsTag = routeTag({
  name: 'cars',
  description: 'Spec point 3: the vehicle service, car search and detail',
});

/** Spec point 7, vehicle service: /vehicle/search and /vehicle/{vin}. */
const vehicleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/search',
    {
      config: { entity: 'cars' },
      schema: {
        tags: [carsTag],
        operationId: 'searchCars',
        summary: 'Car search by plate, VIN, box id, MSISDN or model prefix, status, or free text `q`',
        description:
          'Plates match upper-cased without spaces (ABC1 finds ABC 123). `q` is a whole VIN (17 characters), ' +
          'else a plate prefix when it has a plate shape, else a VIN prefix. Ordered by the first filter given ' +
          'among vin, telemeterId, msisdn, licencePlate, model; otherwise by plate. ' +
          CAPPED_COUNT_NOTE,
        querystring: carSearchQuery,
        response: { 200: carSearchResult, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchCars(fastify.db, request.query),
  );

  fastify.get(
    '/:vin',
    {
      config: { entity: 'carDetails' },
      schema: {
        tags: [carsTag],
        operationId: 'carDetail',
        summary: 'Car detail: SIM, state, GPS, fuel level, battery voltage and odometer',
        params: carParams,
        response: { 200: carDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { vin } = request.params;
      const car = await getCar(fastify.db, vin);
      if (!car) throw new HttpError(404, 'error.notFound', `No car has VIN ${vin}`);
      return car;
    },
  );
};
export default vehicleRoutes;
