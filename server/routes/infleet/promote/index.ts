import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { carDetail } from '../../../../src/domain/cars/carSearch.ts';
import { carParams } from '../../../../src/domain/cars/carSearchQuery.ts';
import { versionedSave } from '../../../routeHelpers/versionedSave.ts';
import { promotePendingCar } from '../../../repositories/cars/infleet.ts';

/** Spec point 7, Infleet: /infleet/promote/{vin}, the flow's Deploy (spec 4). */
const promoteRoutes: FastifyPluginAsyncZod = async (fastify) => {
  versionedSave(fastify, 'POST', '/:vin', 'infleet', 'infleet', {
    operationId: 'promoteCar',
    summary: 'Deploy a validated car whose every diagnostic passed: it becomes AVAILABLE',
    description:
      '409 infleet.errors.notValidated or infleet.errors.notTested (a diagnostic not run or failed: the ' +
      'latest run of each is the proof), infleet.errors.notPending for a car not being infleeted; 412 when stale.',
    params: carParams,
    response: { 200: carDetail },
    errors: [409],
    save: async (request, edit) =>
      promotePendingCar(
        fastify.db,
        fastify.vehicleGateway,
        { vin: request.params.vin, ...edit },
        fastify.fleetClock.now(),
      ),
  });
};
export default promoteRoutes;
