import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../plugins/app/httpError.ts';
import { keepStaffRoleInStep } from '../staffs/staffOfUser.ts';

const currentUserSchema = {
  type: 'object',
  properties: { username: { type: 'string' }, userRoles: { type: 'array', items: { type: 'string' } } },
};

const signedIn = (request: FastifyRequest) => {
  if (!request.user) throw new Error('auth hook did not run'); // a wiring fault, not an input mistake
  return request.user;
};

/** Spec point 7, Authentication: the current user, its token's lifetime, and sign-out. */
export default async function authenticationRoutes(fastify: FastifyInstance) {
  // Clients often send Content-Type: application/json with no body on these POSTs.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (!String(body).trim()) return done(null, undefined);
    try {
      done(null, JSON.parse(String(body)));
    } catch (error) {
      const invalid = Object.assign(new Error(`Body is not valid JSON: ${(error as Error).message}`), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      });
      done(invalid, undefined);
    }
  });

  const validate = {
    config: { signedIn: true },
    schema: {
      tags: ['authentication'],
      summary: 'The signed-in user: e-mail (else user name) and roles from the token groups',
      response: { 200: currentUserSchema, ...errorResponses(400, 401) },
    },
  };
  const currentUser = async (request: FastifyRequest) => {
    const user = signedIn(request);
    await keepStaffRoleInStep(fastify.db, user);
    return { username: user.username, userRoles: user.roles };
  };
  fastify.get('/validate', validate, currentUser);
  fastify.post('/validate', validate, currentUser);

  fastify.get(
    '/token',
    {
      config: { signedIn: true },
      schema: {
        tags: ['authentication'],
        summary: "The verified token's issue and expiry times",
        response: {
          200: {
            type: 'object',
            properties: {
              issuedAt: { type: 'string', format: 'date-time' },
              expiresAt: { type: 'string', format: 'date-time' },
              expiresIn: { type: 'integer', description: 'seconds left' },
            },
          },
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const { iat, exp } = signedIn(request).claims;
      return {
        issuedAt: new Date(Number(iat) * 1000).toISOString(),
        expiresAt: new Date(Number(exp) * 1000).toISOString(),
        expiresIn: Math.max(0, Math.floor(Number(exp) - Date.now() / 1000)),
      };
    },
  );

  fastify.post(
    '/revoke',
    {
      config: { signedIn: true },
      schema: {
        tags: ['authentication'],
        summary: 'Sign-out: every token of this user issued until now is refused from now on',
        response: {
          200: {
            type: 'object',
            properties: { revoked: { type: 'boolean' }, revokedAt: { type: 'string', format: 'date-time' } },
          },
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const revokedAt = await fastify.revocations.revoke(signedIn(request).sub);
      return { revoked: true, revokedAt: revokedAt.toISOString() };
    },
  );
}
