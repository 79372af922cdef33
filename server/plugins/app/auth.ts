import { FetchError } from 'aws-jwt-verify/error';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../../apiPath.ts';
import { accessOf, allows, isAccessFault } from '../../../src/domain/access.ts';
import { normalizeRoles, type Role } from '../../../src/domain/roles.ts';
import { errorBody } from './httpError.ts';
import { createRevocations, type Revocations } from './revocations.ts';
import { requireRouteAccess } from './routeAccess.ts';
import { createIdTokenVerifier, type AuthSettings } from './verifier.ts';

export interface AuthUser {
  sub: string;
  /** Spec point 3: the token's e-mail, otherwise the user name. */
  username: string;
  email?: string;
  /** The identity provider vouches for the e-mail (Cognito sends true; some IdPs the string). */
  emailVerified: boolean;
  roles: Role[];
  claims: JwtPayload;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    revocations: Revocations;
  }
}

const bearer = (request: FastifyRequest) =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

const deny = (reply: FastifyReply, status: 401 | 403 | 503, key: string, message: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .send(errorBody(status, key, message));

/**
 * Every /api route but the public ones needs a valid, unrevoked id token, and a route that
 * names an entity must have its area open to one of the token's roles (spec point 6).
 */
async function auth(fastify: FastifyInstance, settings: AuthSettings) {
  const verify = createIdTokenVerifier(settings);
  fastify.decorate('revocations', createRevocations(fastify.db));
  fastify.decorateRequest('user', null);
  fastify.addHook('onRoute', requireRouteAccess);

  fastify.addHook('onRequest', async (request, reply) => {
    const { url, config } = request.routeOptions;
    if (!url || !isApiPath(url)) return;
    const access = accessOf(config);
    if (!isAccessFault(access) && access.kind === 'public') return;
    const token = bearer(request);
    if (!token) return deny(reply, 401, 'auth.sessionExpired', 'Missing bearer token');
    let claims: JwtPayload;
    try {
      claims = await verify(token);
    } catch (error) {
      if (error instanceof FetchError) {
        request.log.error({ err: error }, 'cannot fetch the identity provider signing keys');
        return deny(reply, 503, 'error.system', 'The identity provider cannot be reached');
      }
      request.log.info({ reason: (error as Error).message }, 'token refused');
      return deny(reply, 401, 'auth.sessionExpired', 'Invalid or expired token');
    }
    const sub = String(claims.sub ?? '');
    if (!sub || (await fastify.revocations.isRevoked(sub, Number(claims.iat ?? 0)))) {
      return deny(reply, 401, 'auth.sessionExpired', 'This session was signed out');
    }
    const email = typeof claims.email === 'string' ? claims.email : undefined;
    const roles = normalizeRoles(claims['cognito:groups']);
    request.user = {
      sub,
      email,
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      username: email ?? String(claims['cognito:username'] ?? sub),
      roles,
      claims,
    };
    // A route without a valid marker cannot start (routeAccess.ts); refusing it here too keeps this closed.
    if (isAccessFault(access) || !allows(access, roles)) {
      return deny(
        reply,
        403,
        'auth.noAccess',
        'You do not have access to this page, please see your system administrator.',
      );
    }
  });
}

export default fp(auth, { name: 'auth', dependencies: ['database'] });
