import { ENTITIES, areaOfEntity, type Entity } from './entities.ts';
import { ROLE_AREAS, type Role } from './roles.ts';

/**
 * Spec point 6, the one access check: whether any of these roles opens the entity's area.
 * Server routes, react-admin's canAccess (menus, routes, crumbs, panels, home search) and
 * the staff e-mail rule all ask it; unknown role names open nothing.
 */
export const mayUse = (roles: readonly string[], entity: Entity): boolean =>
  roles.some(
    (role) => Object.hasOwn(ROLE_AREAS, role) && ROLE_AREAS[role as Role].includes(areaOfEntity(entity)),
  );

/**
 * Spec point 6: every API route says who may call it, in its route
 * config, with exactly one of these markers, so a forgotten area can never open a route to
 * every signed-in role (DRIVE included).
 */
export interface AccessMarkers {
  /** The entity the route serves (any of a list): its role-table area decides. */
  entity?: Entity | readonly Entity[];
  /** Any valid token, whatever its roles (sign-in checks, the user's own staff record). */
  signedIn?: boolean;
  /**
   * A list's own settings (saved searches, column choices): the area of the list the request
   * names in its `resource` field, query or body, decides (`mayUseList`), once the request is read.
   */
  listed?: boolean;
  /** No token (the API documentation). */
  public?: boolean;
}

export const ACCESS_MARKERS = [
  'entity',
  'signedIn',
  'listed',
  'public',
] as const satisfies readonly (keyof AccessMarkers)[];

export type Access =
  | { kind: 'entity'; entities: readonly Entity[] }
  | { kind: 'signedIn' }
  | { kind: 'listed' }
  | { kind: 'public' };

export type AccessFault =
  | { fault: 'none' }
  | { fault: 'several'; markers: string[] }
  | { fault: 'unknownEntity'; entities: string[] };

const known = new Set<string>(ENTITIES);

/** The access a route's config names, or what is wrong with its markers. */
export function accessOf(config: AccessMarkers | undefined): Access | AccessFault {
  const named = ACCESS_MARKERS.filter((marker) =>
    marker === 'entity' ? config?.entity !== undefined : config?.[marker] === true,
  );
  if (named.length === 0) return { fault: 'none' };
  if (named.length > 1) return { fault: 'several', markers: named };
  if (named[0] === 'signedIn') return { kind: 'signedIn' };
  if (named[0] === 'listed') return { kind: 'listed' };
  if (named[0] === 'public') return { kind: 'public' };
  const entity = config!.entity;
  const entities: unknown[] = Array.isArray(entity) ? entity : [entity];
  const unknown = entities.filter((e) => !known.has(String(e))).map(String);
  if (unknown.length || !entities.length) return { fault: 'unknownEntity', entities: unknown };
  return { kind: 'entity', entities: entities as Entity[] };
}

export const isAccessFault = (access: Access | AccessFault): access is AccessFault => 'fault' in access;

/**
 * Whether a signed-in user with these roles may call a route of this access; a `listed` route
 * then asks `mayUseList` of the list the request names.
 */
export const allows = (access: Access, roles: readonly string[]): boolean =>
  access.kind !== 'entity' || access.entities.some((entity) => mayUse(roles, entity));

/**
 * Spec point 6 for a list's own settings: a saved search or a column choice is only for a list
 * whose area one of the roles opens, so SUPPORT keeps none of the member search's. A name that
 * is no entity opens nothing.
 */
export const mayUseList = (roles: readonly string[], resource: unknown): boolean =>
  typeof resource === 'string' && known.has(resource) && mayUse(roles, resource as Entity);
