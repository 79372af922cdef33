import { Suspense, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import type { Area } from '../../domain/roles.ts';
import { NoAccess } from '../layout/NoAccess.tsx';
import { useRoles } from './useRoles.ts';

/**
 * Spec 2/6: a signed-in user whose role does not open the area sees the no-access text. The
 * screen mounts only once the roles are known, so it never sends a call the role forbids;
 * screens load lazily, so the same loading state covers their chunk.
 */
export const RouteAccess = ({ area, children }: { area: Area | null; children: ReactNode }) => {
  const { isPending, allows } = useRoles();
  if (isPending) return <Loading />;
  return allows(area) ? <Suspense fallback={<Loading />}>{children}</Suspense> : <NoAccess />;
};
