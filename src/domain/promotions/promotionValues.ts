/** Spec 3, Promotion: the two types of code. */
export const PROMOTION_TYPES = ['Join code', 'Non-join code'] as const;

/** Spec 4, Promotion status: only ACTIVE is applied; an ACTIVE code past its expiry reads EXPIRED. */
export const PROMOTION_STATUSES = ['ACTIVE', 'INACTIVE', 'EXPIRED'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** The marketing channels a promotion comes through, as /subChannels lists them. */
export const SUB_CHANNELS = [
  'Digital',
  'Partnership',
  'University',
  'Events',
  'Referral',
  'Street Team',
  'Corporate',
  'Customer Care',
] as const;
