import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parkingLot, parkingLotUpdate } from '../../../../src/domain/parking/parkingLot.ts';
import { versionedSave } from '../../../routeHelpers/versionedSave.ts';
import { updateParkingLot } from '../../../repositories/parkingLots.ts';

/**
 * Spec 7 /parking/update, a POST: the lot is named in the body (`lotId`), the copy it was
 * edited from in If-Match, so a stale save answers 412 as a PATCH would.
 */
const updateParkingLotRoutes: FastifyPluginAsyncZod = async (fastify) => {
  versionedSave(fastify, 'POST', '', 'parking', 'parking', {
    operationId: 'updateParkingLot',
    summary: 'Change a parking lot from the copy at If-Match; the server sets updatedOn',
    description:
      'Its spots follow its spaces; fewer spaces than a spot a car is parked in answers 409 with `fields.spaces`.',
    body: parkingLotUpdate,
    response: { 200: parkingLot },
    errors: [409],
    save: async (request, { version, actor }) =>
      updateParkingLot(fastify.db, { version, actor, now: new Date() }, request.body),
  });
};
export default updateParkingLotRoutes;
