import { lazy } from 'react';
import { menuResource } from '../../custom/routes/menuResource.ts';

/** Spec 2: infleeting new cars, third of the More menu: the pending cars, Add Car and their diagnostics. */
export default menuResource('infleet', {
  name: 'infleet',
  path: '/infleet',
  title: 'infleet',
  list: lazy(() => import('./InfleetList.tsx').then((m) => ({ default: m.InfleetList }))),
  menu: { group: 'more', order: 3, label: 'infleeting' },
});
