import { Placeholder } from '../../custom/layout/Placeholder.tsx';
import type { ResourceDeclaration } from '../../custom/shell/declarations.ts';

/** Spec 2: infleeting new cars, third of the More menu. A later issue builds it. */
export default {
  name: 'infleet',
  routes: [
    {
      name: 'infleet',
      path: '/infleet',
      entity: 'infleet',
      title: 'infleet',
      component: Placeholder,
      menu: { group: 'more', order: 3, label: 'infleeting' },
    },
  ],
} satisfies ResourceDeclaration;
