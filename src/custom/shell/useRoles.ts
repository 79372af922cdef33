import { usePermissions } from 'react-admin';
import { areaOfEntity, type Entity } from '../../domain/entities.ts';
import { canAccess } from '../../domain/roles.ts';

/** The signed-in user's roles (the authProvider's permissions) and the role table's answer. */
export const useRoles = () => {
  const { permissions, isPending } = usePermissions<string[]>();
  const roles = Array.isArray(permissions) ? permissions : [];
  return {
    roles,
    isPending,
    /** Whether the role opens the entity's area; null (home) is always allowed (spec 6). */
    allows: (entity: Entity | null) => entity === null || canAccess(roles, areaOfEntity(entity)),
  };
};
