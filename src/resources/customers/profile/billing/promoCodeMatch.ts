import type { PromoCodeMatch } from '../../../../domain/promotions/promoCodeLookup.ts';

/**
 * Spec 2 Apply promo code: a code applies only when exactly one promotion has it and that one is
 * active; then, before the modal (spec 7 Apply promo), it must have started and not have been
 * applied to the member already. Answers the promotion to confirm, or the message key to show.
 */
export const applicableMatch = (
  matches: readonly PromoCodeMatch[],
  code: string,
): { promotion: PromoCodeMatch } | { refusal: string } => {
  const exact = matches.filter((match) => match.promoCode.toLowerCase() === code.trim().toLowerCase());
  const candidates = exact.length > 0 ? exact : matches;
  const promotion = candidates.length === 1 && candidates[0].status === 'ACTIVE' ? candidates[0] : undefined;
  if (!promotion) return { refusal: 'applyPromo.errors.invalidCode' };
  if (promotion.notStarted) return { refusal: 'applyPromo.errors.notStarted' };
  if (promotion.appliedToMember) return { refusal: 'applyPromo.errors.alreadyApplied' };
  return { promotion };
};
