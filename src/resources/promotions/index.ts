import { Placeholder } from '../../custom/layout/Placeholder.tsx';
import type { ResourceDeclaration } from '../../custom/shell/declarations.ts';

/** Spec 2: the promotion search, first of the More menu. A later issue builds it. */
export default {
  name: 'promotions',
  routes: [
    {
      name: 'promotionSearch',
      path: '/promotion-search',
      entity: 'promotions',
      title: 'promotions',
      component: Placeholder,
      menu: { group: 'more', order: 1, label: 'promotions' },
    },
  ],
} satisfies ResourceDeclaration;
