import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchHeaders } from '../../../../src/domain/audit.ts';
import {
  fieldChecks,
  pendingVehicle,
  validateBody,
  validateQuery,
} from '../../../../src/domain/cars/infleet.ts';
import { HttpError } from '../../../http/httpError.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { editOf } from '../../../routeHelpers/actor.ts';
import { checkFields, validatePendingCar } from '../../../repositories/cars/infleet.ts';

/**
 * Spec point 7, Infleet: /infleet/validate checks fields on blur (spec 5); with ?update=true it is
 * the flow's Validate step for one pending car (spec 4). One path, two bodies, as the spec has it.
 */
const validateRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '',
    operation('infleet', 'infleet', {
      operationId: 'infleetValidate',
      summary: 'Blur check of the unique fields, or (update=true) validate a pending car',
      description:
        'Without update: any of vinNumber, plateNumber, telemeterId, msisdn, iccid, imsi, fleetId; each ' +
        'answers `valid` (its form rule) and `unique` (no car holds it; for fleetId, the fleet exists). Nothing ' +
        'is written. With update=true: `{vin}` and If-Match; the box is registered with the vendor if not yet ' +
        '(424 infleet.errors.vendorRefused while the vendor has not provisioned it) and the car validated; 412 ' +
        'when stale, 409 infleet.errors.notPending for a car not being infleeted.',
      querystring: validateQuery,
      body: validateBody,
      headers: ifMatchHeaders.partial(),
      response: {
        200: fieldChecks.or(pendingVehicle),
        ...errorResponses(400, 401, 403, 404, 409, 412, 424),
      },
    }),
    async (request) => {
      const { vin, ...fields } = request.body;
      if (request.query.update !== 'true') return checkFields(fastify.db, fields);
      if (vin === undefined)
        throw new HttpError(400, 'validation.vin', 'update=true takes the pending car as {vin}', {
          vin: 'validation.required',
        });
      const edit = await editOf(fastify.db, request);
      return validatePendingCar(
        fastify.db,
        fastify.vehicleGateway,
        { vin, ...edit },
        fastify.fleetClock.now(),
      );
    },
  );
};
export default validateRoutes;
