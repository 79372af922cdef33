import { isRecord, type Payload, type Transform } from './transform.ts';

const TEXT_FIELDS = ['description', 'promoCode', 'marketingNotes'] as const;

/** A region picked as `{ id, name }` goes by name on add, by id on update; a bare value as it is. */
const regionsAs = (key: 'id' | 'name') => (region: unknown) => (isRecord(region) ? region[key] : region);

const save =
  (regionKey: 'id' | 'name') =>
  (promotion: Payload): Payload => {
    const sent: Payload = { ...promotion };
    if (Array.isArray(promotion.regions)) sent.regions = promotion.regions.map(regionsAs(regionKey));
    for (const field of TEXT_FIELDS) {
      if (typeof promotion[field] === 'number') sent[field] = String(promotion[field]);
    }
    return sent;
  };

/**
 * Spec 7, promotion add/update: regions are sent as names on add and as ids on update;
 * description, promoCode and marketingNotes are text even when they look like numbers (the
 * numbers are coerced by the row's numeric fields).
 */
export const promotionSave: Transform = { ADD: { send: save('name') }, UPDATE: { send: save('id') } };
