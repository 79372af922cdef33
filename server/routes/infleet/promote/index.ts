import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchHeaders } from '../../../../src/domain/audit.ts';
import { carDetail } from '../../../../src/domain/cars/carSearch.ts';
import { carParams } from '../../../../src/domain/cars/carSearchQuery.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { editOf } from '../../../routeHelpers/actor.ts';
import { promotePendingCar } from '../../../repositories/cars/infleet.ts';
import { infleetTag } from '../../../http/openApiTags.ts';

/** Spec point 7, Infleet: /infleet/promote/{vin}, the flow's Deploy (spec 4). */
const promoteRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/:vin',
    operation('infleet', infleetTag, {
      operationId: 'promoteCar',
      summary: 'Deploy a validated car whose every diagnostic passed: it becomes AVAILABLE',
      description:
        '409 infleet.errors.notValidated or infleet.errors.notTested (a diagnostic not run or failed: the ' +
        'latest run of each is the proof), infleet.errors.notPending for a car not being infleeted; 412 when stale.',
      params: carParams,
      headers: ifMatchHeaders,
      response: { 200: carDetail, ...errorResponses(400, 401, 403, 404, 409, 412) },
    }),
    async (request) => {
      const edit = await editOf(fastify.db, request);
      return promotePendingCar(fastify.db, { vin: request.params.vin, ...edit }, fastify.fleetClock.now());
    },
  );
};
export default promoteRoutes;
