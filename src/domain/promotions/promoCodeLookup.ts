import { z } from 'zod';
import { bigserialId } from '../ids.ts';
import { PROMOTION_STATUSES } from './promotionValues.ts';

/** Spec 5, Apply promo code (README, A promo code is looked up exactly first): a prefix look-up lists at most this many promotions. */
export const PROMO_CODE_PREFIX_MATCHES = 10;
/**
 * Spec 2, Apply promo code: a prefix shorter than this finds only its exact code, so one
 * letter does not list a page of the operator's promotions.
 */
export const PROMO_CODE_PREFIX_MIN = 3;

/** The typed code as codes are compared: surrounding spaces dropped, case ignored (spec 5: codes unique whatever their case). */
export const promoCodeKey = (typed: string) => typed.trim().toLowerCase();

/**
 * Spec 2, Apply promo code, the look-up: the promotions whose code is the typed one (case and
 * surrounding spaces aside); when none, and the typed code is PROMO_CODE_PREFIX_MIN characters
 * or more, those whose code starts with it, at most ten, in the order given. A code applies
 * only when this finds exactly one.
 */
export const promoCodeMatches = <T extends { promoCode: string }>(
  typed: string,
  promotions: readonly T[],
): T[] => {
  const key = promoCodeKey(typed);
  if (key === '') return [];
  const exact = promotions.filter((promotion) => promotion.promoCode.toLowerCase() === key);
  if (exact.length > 0 || key.length < PROMO_CODE_PREFIX_MIN) return exact;
  return promotions
    .filter((promotion) => promotion.promoCode.toLowerCase().startsWith(key))
    .slice(0, PROMO_CODE_PREFIX_MATCHES);
};

/** GET /promotions/promocode/{code}: the member the code would be applied to, when known. */
export const promoCodeLookupQuery = z.object({ customerId: bigserialId('validation.customer').optional() });

/**
 * One promotion the look-up finds, as the Apply Promo Code modal shows it (spec 2 Modals), and
 * what refuses it before that modal opens (spec 7 Apply promo): not started yet, or applied to
 * the member already. No marketing notes, description or uses: staff applying a code see these alone.
 */
export const promoCodeMatch = z.object({
  promoCode: z.string(),
  type: z.string(),
  status: z.enum(PROMOTION_STATUSES).describe('EXPIRED also for an ACTIVE promotion past its expiry date'),
  freeMinutes: z.number().int().nullable(),
  daysValid: z.number().int().nullable(),
  regions: z.array(z.object({ id: z.number().int(), name: z.string() })),
  regDiscount: z.number().int().nullable(),
  notStarted: z.boolean().describe('its start date is still ahead'),
  appliedToMember: z.boolean().describe('applied to the customerId asked about already; false without one'),
});
export type PromoCodeMatch = z.infer<typeof promoCodeMatch>;
