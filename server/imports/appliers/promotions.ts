import { IMPORT_TEMPLATES } from '../../../src/domain/imports/templates.ts';
import type { PromotionCreate } from '../../../src/domain/promotions/promotion.ts';
import { insertPromotions } from '../../repositories/promotions.ts';
import type { Applier } from '../applier.ts';
import { ROW_SCHEMAS } from '../rowSchemas.ts';

/** Create Promo Code (/promotions-massimport): a row is the promotion form, regions by name. */
export const promotionsApplier: Applier<PromotionCreate> = {
  type: 'createPromoCode',
  ...IMPORT_TEMPLATES.createPromoCode,
  rowSchema: ROW_SCHEMAS.createPromoCode,
  apply: (trx, actor, rows) => insertPromotions(trx, actor, rows),
};
