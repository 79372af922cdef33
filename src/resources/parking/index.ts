import { lazy } from 'react';
import { menuResource } from '../../custom/routes/menuResource.ts';

/**
 * Spec 2 /aima-parking, fifth of the More menu: the parking lots in a list and on a map, where
 * the Parking lot modal adds and updates them over the list (no page of their own).
 */
export default menuResource('parking', {
  name: 'aimaParking',
  path: '/aima-parking',
  title: 'aimaParking',
  list: lazy(() => import('./ParkingLotList.tsx').then((m) => ({ default: m.ParkingLotList }))),
  menu: { group: 'more', order: 5, label: 'parkingData' },
});
