import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchHeaders } from '../../../../src/domain/audit.ts';
import { pendingCarBody, pendingVehicle } from '../../../../src/domain/cars/infleet.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { editOf } from '../../../routeHelpers/actor.ts';
import { registerWithVendor } from '../../../repositories/cars/infleet.ts';
import { infleetTag } from '../../../http/openApiTags.ts';

/** Spec point 7, Infleet: /infleet/vendor registers a pending car's box with the telematics vendor. */
const vendorRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '',
    operation('infleet', infleetTag, {
      operationId: 'infleetVendor',
      summary: "Register the pending car's box with the vendor (stage vendorRegistered)",
      description:
        '424 infleet.errors.vendorRefused while the vendor has not provisioned the box (nothing written: ' +
        'Validate retries it). A box already registered answers as it is. 412 when stale.',
      body: pendingCarBody,
      headers: ifMatchHeaders,
      response: { 200: pendingVehicle, ...errorResponses(400, 401, 403, 404, 409, 412, 424) },
    }),
    async (request) => {
      const edit = await editOf(fastify.db, request);
      return registerWithVendor(fastify.db, { vin: request.body.vin, ...edit }, fastify.fleetClock.now());
    },
  );
};
export default vendorRoutes;
