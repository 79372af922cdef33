import { lazy } from 'react';
import { searchResource } from '../../custom/routes/menuResource.ts';

const TripShow = lazy(() => import('./TripShow.tsx').then((m) => ({ default: m.TripShow })));

/** Spec 2: the trip search at /trips and a trip at /trips/{tripId}. */
export default searchResource(
  'trips',
  {
    name: 'trips',
    path: '/trips',
    title: 'trips',
    list: lazy(() => import('./TripList.tsx').then((m) => ({ default: m.TripList }))),
    menu: { group: 'bar', order: 3, label: 'trips' },
  },
  { key: 'tripId', name: 'tripDetail', component: TripShow },
);
