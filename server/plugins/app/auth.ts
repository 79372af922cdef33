import { FetchError } from 'aws-jwt-verify/error';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../../apiPath.ts';
import { accessOf, allows, isAccessFault, mayUseList } from '../../../src/domain/access.ts';
import { normalizeRoles, type Role } from '../../../src/domain/roles.ts';
import { errorBody } from '../../http/httpError.ts';
import { refusedCalls } from './refusedCalls.ts';
import { createRevocations, issueOfIdToken, type Revocations } from './revocations.ts';
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

/**
 * Whose refusal budget a call spends: its address, split by whether it carries an Authorization
 * header. A web page can send only calls without one (no-cors), so its flood fills the first
 * budget alone and a staff member's fresh token, in the second, is still checked.
 */
const refusalBudget = (request: FastifyRequest) =>
  `${request.headers.authorization === undefined ? 'no-authorization' : 'authorization'} ${request.ip}`;

const NO_ACCESS = 'You do not have access to this page, please see your system administrator.';

/** The list a `listed` route's request names: its query's `resource`, else its body's (both checked by then). */
const listOf = (request: FastifyRequest) =>
  (request.query as { resource?: unknown } | undefined)?.resource ??
  (request.body as { resource?: unknown } | null | undefined)?.resource;

const deny = (reply: FastifyReply, status: 401 | 403 | 429 | 503, key: string, message: string) =>
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
  const refused = refusedCalls(fastify.settings.config.apiRateLimit);
  fastify.decorate('revocations', createRevocations(fastify.db));
  fastify.decorateRequest('user', null);
  fastify.addHook('onRoute', requireRouteAccess);

  fastify.addHook('onRequest', async (request, reply) => {
    const { url, config } = request.routeOptions;
    if (!url || !isApiPath(url)) return;
    const access = accessOf(config);
    if (!isAccessFault(access) && access.kind === 'public') return;
    const token = bearer(request);
    // Over its budget of refusals, an address gets no more token checks, except for a token
    // already verified: a flood (every local caller is 127.0.0.1) cannot lock out the staff
    // member signed in there, and a web page's cannot hold up a fresh token either.
    const budget = refusalBudget(request);
    const wait = token && verify.remembers(token) ? 0 : refused.waitSeconds(budget);
    if (wait > 0) {
      request.log.warn('API calls without a valid token: rate limit reached');
      reply.header('retry-after', String(wait));
      return deny(reply, 429, 'error.tooManyRequests', `Rate limit exceeded, retry in ${wait} seconds`);
    }
    const unauthenticated = (message: string) => {
      refused.count(budget);
      return deny(reply, 401, 'auth.sessionExpired', message);
    };
    if (!token) return unauthenticated('Missing bearer token');
    let claims: JwtPayload;
    try {
      claims = await verify(token);
    } catch (error) {
      if (error instanceof FetchError) {
        request.log.error({ err: error }, 'cannot fetch the identity provider signing keys');
        return deny(reply, 503, 'error.system', 'The identity provider cannot be reached');
      }
      request.log.info({ reason: (error as Error).message }, 'token refused');
      return unauthenticated('Invalid or expired token');
    }
    const sub = String(claims.sub ?? '');
    if (!sub || (await fastify.revocations.isRevoked(sub, issueOfIdToken(claims)))) {
      return unauthenticated('This session was signed out');
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
      return deny(reply, 403, 'auth.noAccess', NO_ACCESS);
    }
  });

  // A `listed` route's list is in its query or body, read and checked only after onRequest:
  // here, before the handler, the list's area decides (spec point 6).
  fastify.addHook('preHandler', async (request, reply) => {
    const access = accessOf(request.routeOptions.config);
    if (isAccessFault(access) || access.kind !== 'listed') return;
    if (!mayUseList(request.user?.roles ?? [], listOf(request)))
      return deny(reply, 403, 'auth.noAccess', NO_ACCESS);
  });
}

// After the Host check: a request for a name the product does not serve is refused before its token is read.
export default fp(auth, { name: 'auth', dependencies: ['database', 'host-check'] });

export const autoConfig = (fastify: FastifyInstance): AuthSettings => fastify.settings.auth;
