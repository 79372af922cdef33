/** The i18n key of a promotion's status, type or channel: its words in camel case ('Street Team' → streetTeam). */
const keyOf = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+(.)/g, (_, next: string) => next.toUpperCase())
    .replace(/[^a-zA-Z0-9]/g, '');

export type PromotionValueKind = 'statuses' | 'types' | 'subChannels';

/** A stored value in the reader's words; a value the app does not know shows as it is. */
export const promotionValueText = (
  kind: PromotionValueKind,
  value: string,
  translate: (key: string, options: { _: string }) => string,
) => translate(`promotions.${kind}.${keyOf(value)}`, { _: value });
