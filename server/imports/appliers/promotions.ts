import { promotionCreate, type PromotionCreate } from '../../../src/domain/promotions/promotion.ts';
import { insertPromotions } from '../../repositories/promotions.ts';
import type { Applier } from '../applier.ts';
import { csvInput } from '../csvInput.ts';

/** Create Promo Code (/promotions-massimport): a row is the promotion form, regions by name. */
export const promotionsApplier: Applier<PromotionCreate> = {
  type: 'createPromoCode',
  columns: [
    'reference',
    'promoCode',
    'status',
    'type',
    'subChannel',
    'regions',
    'description',
    'numberOfUses',
    'regDiscount',
    'freeMinutes',
    'daysValid',
    'startDate',
    'expiryDate',
    'marketingNotes',
  ],
  example: {
    reference: 'CRM-PROMO-0001',
    promoCode: 'SPRING2027',
    status: 'ACTIVE',
    type: 'Non-join code',
    subChannel: 'Digital',
    regions: 'Montreal;Toronto',
    description: 'Spring campaign',
    numberOfUses: '100',
    regDiscount: '0',
    freeMinutes: '30',
    daysValid: '30',
    startDate: '2027-03-01',
    expiryDate: '2027-05-31',
    marketingNotes: '',
  },
  rowSchema: csvInput(promotionCreate, { lists: ['regions'] }),
  apply: (trx, actor, rows) => insertPromotions(trx, actor, rows),
};
