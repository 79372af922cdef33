import { FetchError } from 'aws-jwt-verify/error';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { areaOfEntity, type Entity } from '../../../src/domain/entities.ts';
import { canAccess, normalizeRoles, type Role } from '../../../src/domain/roles.ts';
import { errorBody } from './httpError.ts';
import { createRevocations, type Revocations } from './revocations.ts';
import { createIdTokenVerifier, type AuthSettings } from './verifier.ts';

export interface AuthUser {
  sub: string;
  /** Spec point 3: the token's e-mail, otherwise the user name. */
  username: string;
  email?: string;
  roles: Role[];
  claims: JwtPayload;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The entity a route serves (any of a list); its role-table area (src/domain/entities.ts) decides who may call it. */
    entity?: Entity | readonly Entity[];
    /** No token needed (only /health, /config.json and the docs are public). */
    public?: boolean;
    /** Any valid token, whatever its roles (DRIVE included): the user's own session and staff record. */
    signedIn?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    revocations: Revocations;
  }
}

const bearer = (request: FastifyRequest) =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
const needsToken = (url: string) =>
  url.startsWith('/api/') && url !== '/api/docs' && !url.startsWith('/api/docs/');

const deny = (reply: FastifyReply, status: 401 | 403 | 503, key: string, message: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .send(errorBody(status, key, message));

/** Every /api route but the docs needs a valid, unrevoked id token, and the route's area must be open to one of its roles (spec point 6). */
async function auth(fastify: FastifyInstance, settings: AuthSettings) {
  const verify = createIdTokenVerifier(settings);
  fastify.decorate('revocations', createRevocations(fastify.db));
  fastify.decorateRequest('user', null);

  fastify.addHook('onRequest', async (request, reply) => {
    const { url, config } = request.routeOptions;
    if (!url || config.public || !needsToken(url)) return;
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
      username: email ?? String(claims['cognito:username'] ?? sub),
      roles,
      claims,
    };
    const entity = config.entity;
    const entities: readonly Entity[] =
      entity === undefined ? [] : typeof entity === 'string' ? [entity] : entity;
    if (entities.length && !entities.some((e) => canAccess(roles, areaOfEntity(e)))) {
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
