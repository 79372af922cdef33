import type { FastifyInstance } from 'fastify';
import { errorResponses, HttpError } from '../../plugins/app/httpError.ts';
import { staffSchema, toStaff } from '../staffs/staff.ts';
import { staffOfUser } from '../staffs/staffOfUser.ts';

/** The staffs record of the signed-in user, linked to its token's subject. */
export default async function currentStaffRoutes(fastify: FastifyInstance) {
  fastify.get(
    '/',
    {
      config: { signedIn: true },
      schema: {
        tags: ['staff'],
        summary: 'The staff record of the signed-in user',
        response: { 200: staffSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const row = request.user ? await staffOfUser(fastify.db, request.user) : undefined;
      if (!row)
        throw new HttpError(
          404,
          'error.staffNotFound',
          `No staff record for ${request.user?.username ?? 'this user'}`,
        );
      return toStaff(row);
    },
  );
}
