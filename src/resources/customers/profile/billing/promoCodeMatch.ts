/** What the Apply Promo Code modal reads of a promotion record (GET /promotions/promocode/{code}). */
export interface PromoCodeMatch {
  promoCode: string;
  type: string;
  status: string;
  freeMinutes?: number | null;
  daysValid?: number | null;
  regions?: { id: number; name: string }[];
  regDiscount?: number | null;
}

/** Spec 2 Apply promo code: a code applies only when exactly one promotion has it and that one is active. */
export const applicableMatch = (
  matches: readonly PromoCodeMatch[],
  code: string,
): PromoCodeMatch | undefined => {
  const exact = matches.filter((match) => match.promoCode.toLowerCase() === code.trim().toLowerCase());
  const candidates = exact.length > 0 ? exact : matches;
  return candidates.length === 1 && candidates[0].status === 'ACTIVE' ? candidates[0] : undefined;
};
