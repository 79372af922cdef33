import { zodValidator } from '../../custom/forms/zodValidator.ts';
import { dayFilter, selectFilter, textFilter } from '../../custom/lists/filterInputs.tsx';
import { PROMOTION_STATUSES, PROMOTION_TYPES } from '../../domain/promotions/promotionValues.ts';
import { promotionSearchQuery } from '../../domain/promotions/promotionSearchQuery.ts';
import { dayInput } from '../../custom/forms/dayInput.ts';
import { usePromotionLists, useValueChoices } from './promotionInputs.tsx';

const rule = promotionSearchQuery.shape;
const field = (name: string) => `resources.promotions.fields.${name}`;

/** A promotion day filter: the picker's day in the URL as YYYY-MM-DD. */
const promotionDayFilter = (source: 'startFrom' | 'startTo' | 'expiryFrom' | 'expiryTo') =>
  dayFilter(source, field(source), { helperText: false, validate: zodValidator(rule[source]), ...dayInput });

/**
 * The promotion search's filters, all shown at once, each checked by the
 * API's own rule: the code's start, status, channel, region, type, and the start and expiry
 * between days.
 */
export const usePromotionFilters = () => {
  const { regions, subChannels } = usePromotionLists();
  const choices = useValueChoices();
  return [
    textFilter('promoCode', field('promoCode'), rule.promoCode),
    selectFilter('status', field('status'), choices('statuses', PROMOTION_STATUSES)),
    selectFilter('subChannel', field('subChannel'), choices('subChannels', subChannels)),
    selectFilter('region', field('region'), regions, { translateChoice: false }),
    selectFilter('type', field('type'), choices('types', PROMOTION_TYPES)),
    promotionDayFilter('startFrom'),
    promotionDayFilter('startTo'),
    promotionDayFilter('expiryFrom'),
    promotionDayFilter('expiryTo'),
  ];
};
