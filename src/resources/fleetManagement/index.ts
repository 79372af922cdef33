import { menuResource } from '../../custom/routes/menuResource.ts';
import { FleetManagementPage } from './FleetManagementPage.tsx';

/** Spec 2: the fleet dashboard, sixth of the More menu, and its wakeup provider tab (spec 3). */
export default menuResource(
  'fleetManagement',
  {
    name: 'fleetManagement',
    path: '/fleet-management',
    title: 'fleetManagement',
    component: FleetManagementPage,
    tabCrumbs: { wakeupProvider: 'wakeupProvider' },
    menu: { group: 'more', order: 6, label: 'fleetManagement' },
  },
  // No route of its own (spec 2): the crumb shows on /fleet-management?tab=wakeupProvider.
  { name: 'wakeupProvider', path: '/wakeup-provider', kind: 'crumbOnly', title: 'wakeupProvider' },
);
