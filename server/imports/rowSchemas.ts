import { applyPromoRequest, freeMinuteAdd } from '../../src/domain/freeMinutes/freeMinute.ts';
import { promotionCreate } from '../../src/domain/promotions/promotion.ts';
import { csvInput } from './csvInput.ts';

/**
 * Each import type's row as its form's own schema reads it (issue 19 point 3): a promotion's
 * regions by name, a grant's by id (spec 7, as each form sends them).
 */
export const ROW_SCHEMAS = {
  createPromoCode: csvInput(promotionCreate, { lists: { regions: 'text' } }),
  addFreeMinutes: csvInput(freeMinuteAdd, { lists: { regions: 'ids' } }),
  applyPromoCode: csvInput(applyPromoRequest),
};
