import { Suspense, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import type { Entity } from '../../domain/entities.ts';
import { NoAccess } from '../layout/NoAccess.tsx';
import { useEntityAccess } from './useEntityAccess.ts';

/**
 * Spec 2/6: a signed-in user whose role does not open the entity's area sees the no-access
 * text. The screen mounts only once the roles are known, so it never sends a call the role
 * forbids; screens load lazily, so the same loading state covers their chunk.
 */
export const RouteAccess = ({ entity, children }: { entity: Entity | null; children: ReactNode }) => {
  const { isPending, allows } = useEntityAccess();
  if (isPending) return <Loading />;
  return allows(entity) ? <Suspense fallback={<Loading />}>{children}</Suspense> : <NoAccess />;
};
