import { applyPromoRequest } from '../../src/domain/freeMinutes/freeMinute.ts';
import { freeMinuteRow } from '../../src/domain/imports/freeMinuteRow.ts';
import { promotionCreate } from '../../src/domain/promotions/promotion.ts';
import { csvInput } from './csvInput.ts';

/**
 * Each import type's row as its form's own schema reads it (spec 7, Files and imports): a
 * promotion's regions by name, a grant's by name or id and its member by customer number or id.
 */
export const ROW_SCHEMAS = {
  createPromoCode: csvInput(promotionCreate, { lists: { regions: 'text' } }),
  addFreeMinutes: csvInput(freeMinuteRow, { lists: { regions: 'ids' } }),
  applyPromoCode: csvInput(applyPromoRequest),
};
