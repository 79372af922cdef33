import { lazy } from 'react';

/** Loads on first visit, in its own chunk. */
export default {
  page: lazy(() => import('./RolesPermissions.tsx').then((m) => ({ default: m.RolesPermissions }))),
};
