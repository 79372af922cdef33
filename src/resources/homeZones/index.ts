import { Placeholder } from '../../custom/layout/Placeholder.tsx';
import type { ResourceDeclaration } from '../../custom/shell/declarations.ts';

/** Spec 2: the fleets' home zones, fourth of the More menu. A later issue builds it. */
export default {
  name: 'homeZones',
  routes: [
    {
      name: 'homeZone',
      path: '/home-zone',
      entity: 'homeZones',
      title: 'homeZone',
      component: Placeholder,
      menu: { group: 'more', order: 4, label: 'homeZone' },
    },
  ],
} satisfies ResourceDeclaration;
