import { lazy } from 'react';
import { menuResource } from '../../custom/routes/menuResource.ts';

/**
 * Spec 2 /promotion-search, first of the More menu: the promotion search, where the Add/Update
 * promo code modal creates and edits promotions over the list (no page of their own).
 */
export default menuResource('promotions', {
  name: 'promotionSearch',
  path: '/promotion-search',
  title: 'promotions',
  list: lazy(() => import('./PromotionList.tsx').then((m) => ({ default: m.PromotionList }))),
  menu: { group: 'more', order: 1, label: 'promotions' },
});
