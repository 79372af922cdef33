import { Placeholder } from '../../custom/layout/Placeholder.tsx';
import type { ResourceDeclaration } from '../../custom/shell/declarations.ts';

/** Spec 2: the Aima parking data, fifth of the More menu. A later issue builds it. */
export default {
  name: 'parking',
  routes: [
    {
      name: 'aimaParking',
      path: '/aima-parking',
      entity: 'parking',
      title: 'aimaParking',
      component: Placeholder,
      menu: { group: 'more', order: 5, label: 'parkingData' },
    },
  ],
} satisfies ResourceDeclaration;
