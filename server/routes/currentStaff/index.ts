import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staff } from '../../../src/domain/staffs/staff.ts';
import { errorResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';
import { HttpError } from '../../http/httpError.ts';
import { staffOfUser } from '../../repositories/staffs.ts';

/** The staffs record of the signed-in user, linked to its token's subject. */
const currentStaffRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    operation({ signedIn: true }, 'staff', {
      operationId: 'currentStaff',
      summary: 'The staff record of the signed-in user',
      response: { 200: staff, ...errorResponses(401, 404) },
    }),
    async (request) => {
      const row = request.user ? await staffOfUser(fastify.db, request.user) : undefined;
      if (!row)
        throw new HttpError(
          404,
          'error.staffNotFound',
          `No staff record for ${request.user?.username ?? 'this user'}`,
        );
      return row;
    },
  );
};
export default currentStaffRoutes;
