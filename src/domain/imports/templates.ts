import type { ImportType } from './importValues.ts';

/**
 * Each import type's template (spec 7, Files and imports): its columns, `reference` first, and
 * one example row. A row's cells are its form's fields (spec 7's names); a list (regions, by
 * name; free minutes take ids too) is written with `;`. Free minutes name their member by the
 * customer number staff see, or by its id.
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
      'customerNumber',
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
      customerNumber: '11234567',
      customerId: '',
      reason: 'Goodwill / Thank You',
      freeMin: '30',
      regions: 'Montreal;Toronto',
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
