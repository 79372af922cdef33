import type { PromotionRecord } from '../../../src/domain/promotions/promotion.ts';
import { promotionValueText } from '../../../src/domain/promotions/promotionText.ts';
import type { CsvColumn } from '../../http/csvExport.ts';

const field = (name: string) => `resources.promotions.fields.${name}`;

/** The promotion search's columns as its screen shows them (PromotionList.tsx), in the reader's words. */
export const PROMOTION_CSV_COLUMNS: readonly CsvColumn<PromotionRecord>[] = [
  { label: field('promoCode'), cell: (row) => row.promoCode },
  { label: field('description'), cell: (row) => row.description },
  {
    label: field('status'),
    cell: (row, { translate }) => promotionValueText('statuses', row.status, translate),
  },
  { label: field('type'), cell: (row, { translate }) => promotionValueText('types', row.type, translate) },
  {
    label: field('subChannel'),
    cell: (row, { translate }) => promotionValueText('subChannels', row.subChannel, translate),
  },
  { label: field('regions'), cell: (row) => row.regions.map((region) => region.name).join(', ') },
  { label: field('freeMinutes'), cell: (row) => row.freeMinutes },
  { label: field('daysValid'), cell: (row) => row.daysValid },
  { label: field('numberOfUses'), cell: (row) => row.numberOfUses },
  { label: field('regDiscount'), cell: (row) => row.regDiscount },
  { label: field('startDate'), cell: (row) => row.startDate },
  { label: field('expiryDate'), cell: (row) => row.expiryDate },
  { label: field('marketingNotes'), cell: (row) => row.marketingNotes },
];
