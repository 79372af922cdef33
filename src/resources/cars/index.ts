import { lazy } from 'react';
import { searchResource } from '../../custom/routes/menuResource.ts';
import { carActivityPanel } from './carActivityPanel.tsx';

const CarShow = lazy(() => import('./CarShow.tsx').then((m) => ({ default: m.CarShow })));

/**
 * Spec 2: the car search at /cars and a car at /cars/{vin}, which the role table opens
 * apart (entity carDetails, area carDetail) and which allows the split screen.
 */
export default searchResource(
  'cars',
  {
    name: 'cars',
    path: '/cars',
    title: 'cars',
    list: lazy(() => import('./CarList.tsx').then((m) => ({ default: m.CarList }))),
    menu: { group: 'bar', order: 1, label: 'cars' },
  },
  { key: 'vin', name: 'carDetail', entity: 'carDetails', component: CarShow, splitScreen: carActivityPanel },
);
