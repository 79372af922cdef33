import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { passwordPolicyBreach, passwordPolicyText } from '../../src/domain/auth/passwordPolicy.ts';
import { ROLES } from '../../src/domain/roles.ts';
import { storableString } from '../../src/domain/validation.ts';
import { errorBody } from '../http/httpError.ts';
import type { IdpEndpoint } from './client.ts';
import { createStaffUser, removeStaffUser } from './createStaffUser.ts';
import { IDP_SECRET_HEADER } from './credentials.ts';
import { namesFromEmail, upsertStaffRecords } from './staffRecords.ts';

/**
 * `npm run staff:add` / `staff:remove` (server/idp/staffCommand.ts). Under PGlite the running
 * product holds the database, so the command goes through it: this route makes the IdP user,
 * its group and its staffs row in one go. Local mode only, loopback only, outside /api and the
 * OpenAPI document, and only for a caller that read this run's IdP secret from the data folder.
 */
export const STAFF_ADMIN_PATH = '/local-admin/staff';

// Every string starts from the vocabulary's, which refuses what the database cannot keep.
const staffEmail = storableString()
  .pipe(z.email())
  .transform((email) => email.trim().toLowerCase());
export const addStaffSchema = z.object({
  email: staffEmail,
  group: z.enum(ROLES),
  // Spec 1 completes the first sign-in by setting the temporary password again: it must pass the policy too.
  temporaryPassword: storableString()
    .max(256)
    .superRefine((password, context) => {
      const breach = passwordPolicyBreach(password);
      if (!breach) return;
      const { key, args } = passwordPolicyText(breach);
      context.addIssue({ code: 'custom', message: key, params: args });
    })
    .optional(),
  firstName: storableString().trim().min(1).max(100).optional(),
  lastName: storableString().trim().max(100).optional(),
});
export const removeStaffSchema = z.object({ email: staffEmail });

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Meets the pool's default policy (src/domain/auth/passwordPolicy.ts): upper and lower case, a digit and a symbol. */
const temporaryPassword = () => `Tmp-${randomBytes(9).toString('base64url')}-7a!`;

export default async function staffAdminRoute(
  fastify: FastifyInstance,
  { idp, userPoolId }: { idp: IdpEndpoint; userPoolId: string },
) {
  const expected = Buffer.from(idp.secret);
  const allowed = (request: FastifyRequest) => {
    const given = Buffer.from(String(request.headers[IDP_SECRET_HEADER] ?? ''));
    return (
      LOOPBACK.has(request.socket.remoteAddress ?? '') &&
      given.length === expected.length &&
      timingSafeEqual(given, expected)
    );
  };
  fastify.addHook('onRequest', async (request, reply) => {
    if (!allowed(request))
      return reply.code(403).send(errorBody(403, 'auth.noAccess', 'Local staff administration is refused'));
  });
  const options = { config: { public: true } };

  fastify.post(
    STAFF_ADMIN_PATH,
    { ...options, schema: { hide: true, body: addStaffSchema } },
    async (request) => {
      const input = request.body as z.output<typeof addStaffSchema>;
      const password = input.temporaryPassword ?? temporaryPassword();
      const names = namesFromEmail(input.email);
      await createStaffUser({
        idp,
        userPoolId,
        email: input.email,
        group: input.group,
        temporaryPassword: password,
      });
      await upsertStaffRecords(fastify.db, [
        {
          email: input.email,
          group: input.group,
          firstName: input.firstName ?? names.firstName,
          lastName: input.lastName ?? names.lastName,
        },
      ]);
      request.log.info({ email: input.email, group: input.group }, 'staff member added (local IdP)');
      return { email: input.email, group: input.group, temporaryPassword: password };
    },
  );

  fastify.delete(
    STAFF_ADMIN_PATH,
    { ...options, schema: { hide: true, body: removeStaffSchema } },
    async (request, reply) => {
      const { email } = request.body as z.output<typeof removeStaffSchema>;
      // The row goes first: when tickets still name this staff member the delete is refused and the user stays.
      const removed = await fastify.db
        .deleteFrom('staffs')
        .where('email', '=', email)
        .executeTakeFirst()
        .catch((error: { code?: string }) => {
          if (error.code === '23503') return null;
          throw error;
        });
      if (removed === null) {
        return reply
          .code(409)
          .send(
            errorBody(
              409,
              'error.staffStillReferenced',
              `${email} is still named on tickets; the account is kept`,
            ),
          );
      }
      const userRemoved = await removeStaffUser({ idp, userPoolId, email });
      request.log.info({ email }, 'staff member removed (local IdP)');
      return { email, removed: userRemoved || Number(removed.numDeletedRows) > 0 };
    },
  );
}
