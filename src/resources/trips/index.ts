import { Placeholder } from '../../custom/layout/Placeholder.tsx';
import type { ResourceDeclaration } from '../../custom/shell/declarations.ts';

/** Spec 2: the trip search at /trips and a trip at /trips/{tripId}. A later issue builds them. */
export default {
  name: 'trips',
  routes: [
    {
      name: 'trips',
      path: '/trips',
      entity: 'trips',
      title: 'trips',
      component: Placeholder,
      menu: { group: 'bar', order: 3, label: 'trips' },
    },
    {
      name: 'tripDetail',
      path: '/trips/{tripId}',
      entity: 'trips',
      title: 'trips',
      component: Placeholder,
      parent: 'trips',
      crumbParam: 'tripId',
    },
  ],
} satisfies ResourceDeclaration;
