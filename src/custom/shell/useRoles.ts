import { usePermissions } from 'react-admin';
import { canAccess, type Area } from '../../domain/roles.ts';

/** The signed-in user's roles (the authProvider's permissions) and the role table's answer. */
export const useRoles = () => {
  const { permissions, isPending } = usePermissions<string[]>();
  const roles = Array.isArray(permissions) ? permissions : [];
  return {
    roles,
    isPending,
    /** Home (area null) is always allowed (spec 6). */
    allows: (area: Area | null) => area === null || canAccess(roles, area),
  };
};
