import { IMPORT_TEMPLATES } from '../../../src/domain/imports/templates.ts';
import { promotionCreate, type PromotionCreate } from '../../../src/domain/promotions/promotion.ts';
import { insertPromotions } from '../../repositories/promotions.ts';
import type { Applier } from '../applier.ts';
import { csvInput } from '../csvInput.ts';

/** Create Promo Code (/promotions-massimport): a row is the promotion form, regions by name. */
export const promotionsApplier: Applier<PromotionCreate> = {
  type: 'createPromoCode',
  ...IMPORT_TEMPLATES.createPromoCode,
  rowSchema: csvInput(promotionCreate, { lists: ['regions'] }),
  apply: (trx, actor, rows) => insertPromotions(trx, actor, rows),
};
