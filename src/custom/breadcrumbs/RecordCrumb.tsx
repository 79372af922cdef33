import { useGetOne, type RaRecord } from 'react-admin';
import type { ReactNode } from 'react';
import type { Entity } from '../../domain/entities.ts';
import { useEntityAccess } from '../routes/useEntityAccess.ts';

/**
 * A crumb that names the record on screen (spec 2: the customer profile crumb shows the
 * customer's first and last name); while it loads, or if it cannot be had, the fallback.
 */
export const RecordCrumb = <T extends RaRecord>({
  resource,
  id,
  nameOf,
  fallback,
}: {
  resource: Entity;
  id: string | undefined;
  nameOf: (record: T) => string;
  fallback: ReactNode;
}) => {
  const { allows } = useEntityAccess();
  const { data } = useGetOne<T>(
    resource,
    { id: id ?? '' },
    // Not for a role the screen refuses; a missing name is not worth a message or more calls.
    { enabled: id !== undefined && allows(resource), retry: false },
  );
  const name = data ? nameOf(data) : '';
  return <>{name || fallback}</>;
};
