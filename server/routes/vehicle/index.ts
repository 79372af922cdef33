import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { carDetail, carDetailRead } from '../../../src/domain/cars/carSearch.ts';
import { carParams, carSearchQuery, carSearchResult } from '../../../src/domain/cars/carSearchQuery.ts';
import { plateChange } from '../../../src/domain/cars/plate.ts';
import { errorResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';
import { CAPPED_COUNT_NOTE } from '../../http/searchNotes.ts';
import { HttpError } from '../../http/httpError.ts';
import { versionedSave } from '../../routeHelpers/versionedSave.ts';
import { exportCars, getCar, searchCars } from '../../repositories/cars/cars.ts';
import { changePlate } from '../../repositories/cars/plateChange.ts';
import { carRentability, tripUnderWay } from '../../repositories/cars/rentability.ts';
import { listRoute } from '../../routeHelpers/listRoute.ts';
import { CAR_CSV_COLUMNS } from './csvColumns.ts';

/** Spec point 7, vehicle service: /vehicle/search and /vehicle/{vin}. */
const vehicleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  listRoute(fastify, '/search', 'cars', 'cars', {
    operationId: 'searchCars',
    summary: 'Car search by plate, VIN, box id, MSISDN or model prefix, status, or free text `q`',
    description:
      'Plates match by the start of either word, upper-cased without spaces (ABC1 and 123 find ABC 123). `q` is a whole VIN (17 characters), ' +
      "else the start of a plate word when it has a plate word's shape, else a VIN prefix. Ordered by the first filter given " +
      'among vin, telemeterId, msisdn, licencePlate, model, unless `sort` names one; otherwise by plate. ' +
      CAPPED_COUNT_NOTE,
    querystring: carSearchQuery,
    page: carSearchResult,
    plural: 'cars',
    search: searchCars,
    exportRows: exportCars,
    name: 'cars',
    columns: CAR_CSV_COLUMNS,
  });

  fastify.get(
    '/:vin',
    operation('carDetails', 'cars', {
      operationId: 'carDetail',
      summary: 'Car detail: SIM, state, GPS, fuel level, battery voltage and odometer',
      description:
        '`rentability` says whether members are offered the car and every reason they are not; ' +
        '`tripUnderWay` the trip that holds it.',
      params: carParams,
      response: { 200: carDetailRead, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const { vin } = request.params;
      const car = await getCar(fastify.db, vin);
      if (!car) throw new HttpError(404, 'error.notFound', `No car has VIN ${vin}`);
      const now = fastify.fleetClock.now();
      return {
        ...car,
        rentability: await carRentability(fastify.db, car, {
          now,
          offlineHours: fastify.settings.config.fleetOfflineHours,
          gateway: fastify.vehicleGateway,
        }),
        tripUnderWay: await tripUnderWay(fastify.db, vin),
      };
    },
  );

  versionedSave(fastify, 'PATCH', '/:vin', 'carDetails', 'cars', {
    operationId: 'changeCarPlate',
    summary: 'Change car plate modal: the plate from the copy at If-Match',
    description:
      'The plate is upper-cased with its space after the third character; another car’s plate answers 409.',
    params: carParams,
    body: plateChange,
    response: { 200: carDetail },
    errors: [409],
    save: async (request, { version, actor }) =>
      changePlate(fastify.db, { vin: request.params.vin, version, actor }, request.body),
  });
};
export default vehicleRoutes;
