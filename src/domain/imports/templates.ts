import type { ImportType } from './importValues.ts';

/**
 * Each import type's template (issue 19 point 3): its columns, `reference` first, and one
 * example row. A row's cells are its form's fields (spec 7's names); a list (regions: names for a
 * promotion, ids for free minutes) is written with `;`.
 */
export const IMPORT_TEMPLATES: Record<
  ImportType,
  { columns: readonly string[]; example: Record<string, string> }
> = {
  createPromoCode: {
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
  },
  addFreeMinutes: {
    columns: [
      'reference',
      'customerId',
      'reason',
      'freeMin',
      'regions',
      'expiry',
      'expiryDays',
      'expiryDate',
      'ticket',
    ],
    example: {
      reference: 'CRM-MIN-0001',
      customerId: '1',
      reason: 'Goodwill / Thank You',
      freeMin: '30',
      regions: '2;3',
      expiry: 'days',
      expiryDays: '30',
      expiryDate: '',
      ticket: '',
    },
  },
  applyPromoCode: {
    columns: ['reference', 'customerId', 'promoCode'],
    example: { reference: 'CRM-APPLY-0001', customerId: '1', promoCode: 'SPRING2027' },
  },
};
