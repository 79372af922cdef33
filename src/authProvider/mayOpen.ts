import { mayUse } from '../domain/access.ts';
import { ENTITIES, type Entity } from '../domain/entities.ts';

const isEntity = (name: string): name is Entity => (ENTITIES as readonly string[]).includes(name);

/**
 * The authProvider's canAccess. react-admin asks by resource name, and each resource is named
 * after its entity (src/domain/entities.ts); the dashboard is Home, open to all. Any other
 * name is refused, so a new resource stays closed until its entity has an area.
 */
export const mayOpen = (roles: readonly string[], resource: string): boolean =>
  resource === 'dashboard' || (isEntity(resource) && mayUse(roles, resource));
