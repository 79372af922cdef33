import type { ResourceDeclaration } from '../../custom/shell/declarations.ts';
import { HomeZonePage } from './HomeZonePage.tsx';

/** Spec 2: the fleets' home zones, fourth of the More menu (issue 22 point 1). */
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
