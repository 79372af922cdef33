import { useCanAccessResources } from 'react-admin';
import { ENTITIES, type Entity } from '../../domain/entities.ts';

const ALL_ENTITIES = [...ENTITIES];

/**
 * What the signed-in user may open, as react-admin's canAccess answers it (the authProvider
 * asks the role table, src/domain/access.ts): one query for every entity, cached by react-admin.
 */
export const useEntityAccess = () => {
  const { canAccess, isPending } = useCanAccessResources({ resources: ALL_ENTITIES, action: 'list' });
  return {
    isPending,
    /** Whether the role opens the entity's area; null (home) is always allowed (spec 6). Nothing while pending. */
    allows: (entity: Entity | null) => entity === null || canAccess?.[entity] === true,
  };
};
