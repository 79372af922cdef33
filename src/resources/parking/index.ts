import { lazy } from 'react';
import type { ResourceDeclaration } from '../../custom/routes/declarations.ts';

/**
 * Spec 2 /aima-parking, fifth of the More menu: the parking lots in a list and on a map, where
 * the Parking lot modal adds and updates them over the list (no page of their own).
 */
export default {
  name: 'parking',
  list: lazy(() => import('./ParkingLotList.tsx').then((m) => ({ default: m.ParkingLotList }))),
  routes: [
    {
      name: 'aimaParking',
      path: '/aima-parking',
      entity: 'parking',
      title: 'aimaParking',
      view: 'list',
      menu: { group: 'more', order: 5, label: 'parkingData' },
    },
  ],
} satisfies ResourceDeclaration;
