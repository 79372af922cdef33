import { lazy } from 'react';
import type { ResourceDeclaration } from '../../custom/routes/declarations.ts';

const HomeZonePage = lazy(() => import('./HomeZonePage.tsx').then((m) => ({ default: m.HomeZonePage })));

/** Spec 2: the fleets' home zones, fourth of the More menu. */
export default {
  name: 'homeZones',
  routes: [
    {
      name: 'homeZone',
      path: '/home-zone',
      entity: 'homeZones',
      title: 'homeZone',
      component: HomeZonePage,
      menu: { group: 'more', order: 4, label: 'homeZone' },
    },
  ],
} satisfies ResourceDeclaration;
