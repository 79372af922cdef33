/** Spec 3, Free minute: the eight reasons a grant is given for. */
export const FREE_MINUTE_REASONS = [
  'Goodwill / Thank You',
  'Service Recovery',
  'Service Disruption',
  'Promo Minutes Extension',
  'Promo Minutes Exception',
  'Other',
  'Referral To',
  'Referral By',
] as const;

/** Spec 3, Free minute expiry: none, a number of days, or a date. */
export const FREE_MINUTE_EXPIRIES = ['none', 'days', 'date'] as const;
export type FreeMinuteExpiry = (typeof FREE_MINUTE_EXPIRIES)[number];
