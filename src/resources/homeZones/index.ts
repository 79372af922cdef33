import { lazy } from 'react';
import { menuResource } from '../../custom/routes/menuResource.ts';

const HomeZonePage = lazy(() => import('./HomeZonePage.tsx').then((m) => ({ default: m.HomeZonePage })));

/** Spec 2: the fleets' home zones, fourth of the More menu. */
export default menuResource('homeZones', {
  name: 'homeZone',
  path: '/home-zone',
  title: 'homeZone',
  component: HomeZonePage,
  menu: { group: 'more', order: 4, label: 'homeZone' },
});
