/** Issue 19 point 2: a prefix look-up lists at most this many promotions. */
export const PROMO_CODE_PREFIX_MATCHES = 10;

/** The typed code as codes are compared: surrounding spaces dropped, case ignored (spec 5: codes unique whatever their case). */
export const promoCodeKey = (typed: string) => typed.trim().toLowerCase();

/**
 * Spec 2, Apply promo code, the look-up: the promotions whose code is the typed one (case and
 * surrounding spaces aside); when none, those whose code starts with it, at most ten, in the
 * order given. A code applies only when this finds exactly one.
 */
export const promoCodeMatches = <T extends { promoCode: string }>(
  typed: string,
  promotions: readonly T[],
): T[] => {
  const key = promoCodeKey(typed);
  if (key === '') return [];
  const exact = promotions.filter((promotion) => promotion.promoCode.toLowerCase() === key);
  if (exact.length > 0) return exact;
  return promotions
    .filter((promotion) => promotion.promoCode.toLowerCase().startsWith(key))
    .slice(0, PROMO_CODE_PREFIX_MATCHES);
};
