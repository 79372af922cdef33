import { lazy } from 'react';
import type { PageDeclaration } from '../../custom/routes/declarations.ts';

/** Spec 1 names Roles & Permissions; spec 6 does not say what it shows, so it shows the role table. */
export default {
  routes: [
    {
      name: 'rolesPermissions',
      path: '/roles-permissions',
      entity: 'rolesPermissions',
      title: 'rolesPermissions',
      // Loads on first visit, in its own chunk.
      component: lazy(() => import('./RolesPermissions.tsx').then((m) => ({ default: m.RolesPermissions }))),
      menu: { group: 'admin', order: 2, label: 'rolesPermissions' },
    },
  ],
} satisfies PageDeclaration;
