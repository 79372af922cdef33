import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, revocation, tokenLifetime } from '../../../src/domain/auth/session.ts';
import { errorResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';
import { issueOfIdToken } from '../../plugins/app/revocations.ts';
import { keepStaffRoleInStep } from '../../repositories/staffs.ts';

const signedIn = (request: FastifyRequest) => {
  if (!request.user) throw new Error('auth hook did not run'); // a wiring fault, not an input mistake
  return request.user;
};

/** Spec point 7, Authentication: the current user, its token's lifetime, and sign-out. */
const authenticationRoutes: FastifyPluginAsyncZod = async (fastify) => {
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

  const validate = (operationId: string) =>
    operation({ signedIn: true }, 'authentication', {
      operationId,
      summary: 'The signed-in user: e-mail (else user name) and roles from the token groups',
      response: { 200: currentUser, ...errorResponses(400, 401) },
    });
  const currentUserOf = async (request: FastifyRequest) => {
    const user = signedIn(request);
    await keepStaffRoleInStep(fastify.db, user);
    return { username: user.username, userRoles: user.roles };
  };
  fastify.get('/validate', validate('validate'), currentUserOf);
  fastify.post('/validate', validate('validateByPost'), currentUserOf);

  // POST, as spec point 7's table makes every token call (ADD); it reads the token it is sent.
  fastify.post(
    '/token',
    operation({ signedIn: true }, 'authentication', {
      operationId: 'token',
      summary: "The verified token's issue and expiry times",
      response: { 200: tokenLifetime, ...errorResponses(400, 401) },
    }),
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
    operation({ signedIn: true }, 'authentication', {
      operationId: 'revoke',
      summary:
        "Sign-out: this token's session, and every token of this user issued before this second, are refused from now on",
      response: { 200: revocation, ...errorResponses(400, 401) },
    }),
    async (request) => {
      const { sub, claims } = signedIn(request);
      const revokedAt = await fastify.revocations.revoke(sub, issueOfIdToken(claims));
      return { revoked: true, revokedAt: revokedAt.toISOString() };
    },
  );
};
export default authenticationRoutes;
