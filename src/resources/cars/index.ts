import { lazy } from 'react';
import type { ResourceDeclaration } from '../../custom/routes/declarations.ts';
import { carActivityPanel } from './carActivityPanel.tsx';

const CarShow = lazy(() => import('./CarShow.tsx').then((m) => ({ default: m.CarShow })));

/**
 * Spec 2: the car search at /cars and a car at /cars/{vin}, which the role table opens
 * apart (entity carDetails, area carDetail) and which allows the split screen.
 */
export default {
  name: 'cars',
  list: lazy(() => import('./CarList.tsx').then((m) => ({ default: m.CarList }))),
  routes: [
    {
      name: 'cars',
      path: '/cars',
      entity: 'cars',
      title: 'cars',
      view: 'list',
      menu: { group: 'bar', order: 1, label: 'cars' },
    },
    {
      name: 'carDetail',
      path: '/cars/{vin}',
      entity: 'carDetails',
      title: 'cars',
      component: CarShow,
      parent: 'cars',
      crumbParam: 'vin',
      splitScreen: carActivityPanel,
    },
  ],
} satisfies ResourceDeclaration;
