import type { FastifyInstance, RouteOptions } from 'fastify';
import { isApiPath } from '../../apiPath.ts';
import { accessOf, isAccessFault, type AccessMarkers } from '../../../src/domain/access.ts';

declare module 'fastify' {
  // Interface merging is how Fastify types route config; the markers add no member of their own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyContextConfig extends AccessMarkers {}
  interface FastifyInstance {
    /**
     * The access of every route this scope registers that names none itself: for plugins
     * whose routes we cannot annotate (the API documentation's UI and files).
     */
    scopeAccess?: AccessMarkers;
  }
}

const FAULTS = {
  none: 'names no access: give its config one of entity, signedIn: true, listed: true or public: true',
  several: 'names more than one access (entity, signedIn, listed, public): keep exactly one',
  unknownEntity: 'names an entity that src/domain/entities.ts does not know',
} as const;

/**
 * Spec 6: an onRoute hook that refuses to start the server when an /api route names
 * no access or several, so a forgotten marker fails at start-up instead of opening the route.
 * A scope's `scopeAccess` fills in for routes that name none.
 */
export function requireRouteAccess(this: FastifyInstance, route: RouteOptions) {
  if (!isApiPath(route.url)) return;
  const own = accessOf(route.config);
  if (isAccessFault(own) && own.fault === 'none' && this.scopeAccess) {
    route.config = { ...route.config, ...this.scopeAccess };
  }
  const access = accessOf(route.config);
  if (isAccessFault(access)) {
    const methods = [route.method].flat().join(',');
    const detail = access.fault === 'unknownEntity' ? ` (${access.entities.join(', ')})` : '';
    throw new Error(`Route ${methods} ${route.url} ${FAULTS[access.fault]}${detail}`);
  }
}
