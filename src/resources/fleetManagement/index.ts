import { Placeholder } from '../../custom/layout/Placeholder.tsx';
import type { ResourceDeclaration } from '../../custom/shell/declarations.ts';

/** Spec 2: the fleet dashboard, sixth of the More menu. A later issue builds it. */
export default {
  name: 'fleetManagement',
  routes: [
    {
      name: 'fleetManagement',
      path: '/fleet-management',
      entity: 'fleetManagement',
      title: 'fleetManagement',
      component: Placeholder,
      menu: { group: 'more', order: 6, label: 'fleetManagement' },
    },
    // No route of its own (spec 2); wakeup providers are a fleet-service tool, so the fleet
    // management area is the one it would need.
    {
      name: 'wakeupProvider',
      path: '/wakeup-provider',
      kind: 'crumbOnly',
      entity: 'fleetManagement',
      title: 'wakeupProvider',
    },
  ],
} satisfies ResourceDeclaration;
