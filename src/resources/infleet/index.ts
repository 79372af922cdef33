import { lazy } from 'react';
import type { ResourceDeclaration } from '../../custom/routes/declarations.ts';

/** Spec 2: infleeting new cars, third of the More menu: the pending cars, Add Car and their diagnostics. */
export default {
  name: 'infleet',
  list: lazy(() => import('./InfleetList.tsx').then((m) => ({ default: m.InfleetList }))),
  routes: [
    {
      name: 'infleet',
      path: '/infleet',
      entity: 'infleet',
      title: 'infleet',
      view: 'list',
      menu: { group: 'more', order: 3, label: 'infleeting' },
    },
  ],
} satisfies ResourceDeclaration;
