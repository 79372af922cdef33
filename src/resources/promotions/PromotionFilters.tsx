import { TextInput } from 'react-admin';
import { AppDateInput } from '../../custom/forms/PickerInputs.tsx';
import { AppSelectInput } from '../../custom/forms/AppSelectInput.tsx';
import { zodValidator } from '../../custom/forms/zodValidator.ts';
import { PROMOTION_STATUSES, PROMOTION_TYPES } from '../../domain/promotions/promotionValues.ts';
import { promotionSearchQuery } from '../../domain/promotions/promotionSearchQuery.ts';
import { dayInput, usePromotionLists, useValueChoices } from './promotionInputs.tsx';

const rule = promotionSearchQuery.shape;
const field = (name: string) => `resources.promotions.fields.${name}`;

/** A day filter: the picker's day in the URL as YYYY-MM-DD. */
const dayFilter = (source: 'startFrom' | 'startTo' | 'expiryFrom' | 'expiryTo') => (
  <AppDateInput
    key={source}
    source={source}
    label={field(source)}
    alwaysOn
    helperText={false}
    validate={zodValidator(rule[source])}
    {...dayInput}
  />
);

/**
 * The promotion search's filters (issue 19 point 1), all shown at once, each checked by the
 * API's own rule: the code's start, status, channel, region, type, and the start and expiry
 * between days.
 */
export const usePromotionFilters = () => {
  const { regions, subChannels } = usePromotionLists();
  const choices = useValueChoices();
  return [
    <TextInput
      key="promoCode"
      source="promoCode"
      label={field('promoCode')}
      alwaysOn
      validate={zodValidator(rule.promoCode)}
    />,
    <AppSelectInput
      key="status"
      source="status"
      label={field('status')}
      alwaysOn
      choices={choices('statuses', PROMOTION_STATUSES)}
    />,
    <AppSelectInput
      key="subChannel"
      source="subChannel"
      label={field('subChannel')}
      alwaysOn
      choices={choices('subChannels', subChannels)}
    />,
    <AppSelectInput
      key="region"
      source="region"
      label={field('region')}
      alwaysOn
      choices={regions}
      translateChoice={false}
    />,
    <AppSelectInput
      key="type"
      source="type"
      label={field('type')}
      alwaysOn
      choices={choices('types', PROMOTION_TYPES)}
    />,
    dayFilter('startFrom'),
    dayFilter('startTo'),
    dayFilter('expiryFrom'),
    dayFilter('expiryTo'),
  ];
};
