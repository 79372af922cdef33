import { useGetOne, type RaRecord } from 'react-admin';
import type { ReactNode } from 'react';
import type { Area } from '../../domain/roles.ts';
import { useRoles } from '../shell/useRoles.ts';

/**
 * A crumb that names the record on screen (spec 2: the customer profile crumb shows the
 * customer's first and last name); while it loads, or if it cannot be had, the fallback.
 */
export const RecordCrumb = <T extends RaRecord>({
  resource,
  id,
  area,
  nameOf,
  fallback,
}: {
  resource: string;
  id: string;
  area: Area;
  nameOf: (record: T) => string;
  fallback: ReactNode;
}) => {
  const { allows } = useRoles();
  const { data } = useGetOne<T>(
    resource,
    { id },
    // Not for a role the screen refuses; a missing name is not worth a message or more calls.
    { enabled: allows(area), retry: false },
  );
  const name = data ? nameOf(data) : '';
  return <>{name || fallback}</>;
};
