import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staff } from '../../../src/domain/staff.ts';
import { errorResponses } from '../../http/responses.ts';
import { HttpError } from '../../plugins/app/httpError.ts';
import { findStaffByEmail } from '../../repositories/staffs.ts';

/** The staffs record of the signed-in user, matched on the token's e-mail. */
const currentStaffRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    {
      config: { signedIn: true },
      schema: {
        tags: ['staff'],
        operationId: 'currentStaff',
        summary: 'The staff record of the signed-in user',
        response: { 200: staff, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const email = request.user?.email;
      const record = email ? await findStaffByEmail(fastify.db, email) : undefined;
      if (!record)
        throw new HttpError(404, 'error.staffNotFound', `No staff record for ${email ?? 'this user'}`);
      return record;
    },
  );
};
export default currentStaffRoutes;
