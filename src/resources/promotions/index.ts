import { lazy } from 'react';
import type { ResourceDeclaration } from '../../custom/routes/declarations.ts';

/**
 * Spec 2 /promotion-search, first of the More menu: the promotion search, where the Add/Update
 * promo code modal creates and edits promotions over the list (no page of their own).
 */
export default {
  name: 'promotions',
  list: lazy(() => import('./PromotionList.tsx').then((m) => ({ default: m.PromotionList }))),
  routes: [
    {
      name: 'promotionSearch',
      path: '/promotion-search',
      entity: 'promotions',
      title: 'promotions',
      view: 'list',
      menu: { group: 'more', order: 1, label: 'promotions' },
    },
  ],
} satisfies ResourceDeclaration;
