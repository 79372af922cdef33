import type { FastifyInstance } from 'fastify';
import { errorResponses, HttpError } from '../../plugins/app/httpError.ts';
import { staffColumns, staffSchema, toStaff } from '../staffs/staff.ts';

/** The staffs record of the signed-in user, matched on the token's e-mail. */
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
      const email = request.user?.email?.toLowerCase();
      const row = email
        ? await fastify.db
            .selectFrom('staffs')
            .select(staffColumns)
            .where((eb) => eb(eb.fn<string>('lower', ['email']), '=', email))
            .executeTakeFirst()
        : undefined;
      if (!row)
        throw new HttpError(404, 'error.staffNotFound', `No staff record for ${email ?? 'this user'}`);
      return toStaff(row);
    },
  );
}
