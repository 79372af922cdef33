import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchHeaders } from '../../../../src/domain/audit.ts';
import { parkingLot, parkingLotUpdate } from '../../../../src/domain/parking/parkingLot.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { editOf } from '../../../routeHelpers/actor.ts';
import { updateParkingLot } from '../../../repositories/parkingLots.ts';
import { parkingTag } from '../../../http/openApiTags.ts';

/**
 * Spec 7 /parking/update, a POST: the lot is named in the body (`lotId`), the copy it was
 * edited from in If-Match, so a stale save answers 412 as a PATCH would.
 */
const updateParkingLotRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '',
    operation('parking', parkingTag, {
      operationId: 'updateParkingLot',
      summary: 'Change a parking lot from the copy at If-Match; the server sets updatedOn',
      description:
        'Its spots follow its spaces; fewer spaces than a spot a car is parked in answers 409 with `fields.spaces`.',
      body: parkingLotUpdate,
      headers: ifMatchHeaders,
      response: { 200: parkingLot, ...errorResponses(400, 401, 403, 404, 409, 412) },
    }),
    async (request) => {
      const { version, actor } = await editOf(fastify.db, request);
      return updateParkingLot(fastify.db, { version, actor, now: new Date() }, request.body);
    },
  );
};
export default updateParkingLotRoutes;
