import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pendingCarBody, pendingVehicle } from '../../../../src/domain/cars/infleet.ts';
import { versionedSave } from '../../../routeHelpers/versionedSave.ts';
import { registerWithVendor } from '../../../repositories/cars/infleet.ts';

/** Spec point 7, Infleet: /infleet/vendor registers a pending car's box with the telematics vendor. */
const vendorRoutes: FastifyPluginAsyncZod = async (fastify) => {
  versionedSave(fastify, 'POST', '', 'infleet', 'infleet', {
    operationId: 'infleetVendor',
    summary: "Register the pending car's box with the vendor (stage vendorRegistered)",
    description:
      '424 infleet.errors.vendorRefused while the vendor has not provisioned the box (nothing written: ' +
      'Validate retries it). A box already registered answers as it is. 412 when stale.',
    body: pendingCarBody,
    response: { 200: pendingVehicle },
    errors: [409, 424],
    save: async (request, edit) =>
      registerWithVendor(
        fastify.db,
        fastify.vehicleGateway,
        { vin: request.body.vin, ...edit },
        fastify.fleetClock.now(),
      ),
  });
};
export default vendorRoutes;
