import { lazy } from 'react';
import type { ResourceDeclaration } from '../../custom/routes/declarations.ts';

const TripShow = lazy(() => import('./TripShow.tsx').then((m) => ({ default: m.TripShow })));

/** Spec 2: the trip search at /trips and a trip at /trips/{tripId}. */
export default {
  name: 'trips',
  list: lazy(() => import('./TripList.tsx').then((m) => ({ default: m.TripList }))),
  routes: [
    {
      name: 'trips',
      path: '/trips',
      entity: 'trips',
      title: 'trips',
      view: 'list',
      menu: { group: 'bar', order: 3, label: 'trips' },
    },
    {
      name: 'tripDetail',
      path: '/trips/{tripId}',
      entity: 'trips',
      title: 'trips',
      component: TripShow,
      parent: 'trips',
      crumbParam: 'tripId',
    },
  ],
} satisfies ResourceDeclaration;
