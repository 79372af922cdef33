import { z } from 'zod';
import { recordVersion } from '../audit.ts';
import { endOfDayIn, todayIn } from '../customers/alertExpiry.ts';
import { bigserialId } from '../ids.ts';
import { pageQuery, paginated } from '../pagination.ts';
import { MESSAGES, number, oneOf, optionalDay, text } from '../validation.ts';
import { FREE_MINUTE_EXPIRIES, FREE_MINUTE_REASONS, type FreeMinuteExpiry } from './freeMinuteValues.ts';

/** Spec 3, Free minute: a grant is 1 to 9999 minutes; a days expiry 1 to 365 days (a year, as a promotion's days valid). */
export const FREE_MINUTES_MAX = 9999;
export const EXPIRY_DAYS_MAX = 365;
/** Spec 7, /customer-freeminute/summary: the summary counts what expires within this many days. */
export const EXPIRING_SOON_DAYS = 7;

export const FREE_MINUTE_MESSAGES = {
  expiryDatePast: 'freeMinutes.errors.expiryDatePast',
  unknownCustomer: 'freeMinutes.errors.unknownCustomer',
  unknownRegion: 'freeMinutes.errors.unknownRegion',
  unknownTicket: 'freeMinutes.errors.unknownTicket',
  nothingLeft: 'freeMinutes.errors.nothingLeft',
} as const;

const regionId = z
  .number({ error: MESSAGES.required })
  .int(MESSAGES.invalid)
  .min(1, MESSAGES.invalid)
  .max(2_147_483_647);

/** Spec 5 "Free minutes form", field by field (the form validates each). */
export const freeMinuteFields = {
  reason: oneOf(FREE_MINUTE_REASONS),
  freeMin: number({
    required: true,
    min: 1,
    max: FREE_MINUTES_MAX,
    integer: true,
    notWhole: MESSAGES.wholeMinutes,
  }),
  // Spec 7, Free minute add: regions are sent as ids.
  regions: z
    .array(regionId, { error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .max(50, MESSAGES.invalid)
    .refine((ids) => new Set(ids).size === ids.length, MESSAGES.invalid),
  expiry: oneOf(FREE_MINUTE_EXPIRIES),
  expiryDays: number({ min: 1, max: EXPIRY_DAYS_MAX, integer: true, notWhole: MESSAGES.wholeDays }),
  /** A calendar day; the grant ends at the end of it in the member's zone (expiresAt). */
  // Optional as the other expiry field: only an expiry by date needs it (withExpiryRule); null
  // is no date, as a blank becomes null before sending (spec 5).
  expiryDate: optionalDay(),
  /** The related ticket, by its number. */
  ticket: number({ min: 1, max: 2_147_483_647, integer: true }),
};

/** Spec 5: by days, the number of days is required; by date, the date. The error sits on that field. */
const withExpiryRule = <
  T extends z.ZodType<{ expiry: FreeMinuteExpiry; expiryDays?: number; expiryDate?: string }>,
>(
  schema: T,
) =>
  schema.superRefine((grant, context) => {
    if (grant.expiry === 'days' && grant.expiryDays === undefined)
      context.addIssue({ code: 'custom', message: MESSAGES.required, path: ['expiryDays'] });
    if (grant.expiry === 'date' && !grant.expiryDate)
      context.addIssue({ code: 'custom', message: MESSAGES.required, path: ['expiryDate'] });
  });

/** POST /customer-freeminute, and each row of an "Add Free Minutes" import. */
export const freeMinuteAdd = withExpiryRule(
  z.object({ customerId: bigserialId('validation.customer'), ...freeMinuteFields }).strict(),
);
export type FreeMinuteAdd = z.infer<typeof freeMinuteAdd>;

/**
 * When a grant ends (spec 3, expiry none, days or date): never; `days` whole days after it is
 * granted; or at the end of the picked day in the member's zone. A date
 * already past in that zone is refused (null with `past`), so no grant is born expired.
 */
export const grantExpiry = (
  grant: Pick<FreeMinuteAdd, 'expiry' | 'expiryDays' | 'expiryDate'>,
  memberZone: string,
  now: Date,
): { expiresAt: Date | null } | { past: true } => {
  if (grant.expiry === 'days') return { expiresAt: new Date(now.getTime() + grant.expiryDays! * 86_400_000) };
  if (grant.expiry !== 'date') return { expiresAt: null };
  const picked = grant.expiryDate!.slice(0, 10);
  if (picked < todayIn(memberZone, now)) return { past: true };
  return { expiresAt: endOfDayIn(picked, memberZone) };
};

/** Spec 7 /customer-freeminute cancel: what is left of a grant is cancelled, with its reason. */
export const freeMinuteCancel = z.object({ cancelReason: text({ required: true, max: 500 }) }).strict();
export type FreeMinuteCancel = z.infer<typeof freeMinuteCancel>;

/** Where a grant stands, as the list shows it. */
export const GRANT_STATES = ['active', 'used', 'expired', 'cancelled'] as const;

/** A grant as GET /customer-freeminute answers it. */
export const freeMinuteGrant = z.object({
  id: z.string().describe('bigserial, as digits'),
  customerId: z.string(),
  reason: z.string(),
  minutes: z.number().int(),
  usedMinutes: z.number().int(),
  cancelledMinutes: z.number().int(),
  remainingMinutes: z.number().int().describe('usable now: 0 once expired or cancelled'),
  state: z.enum(GRANT_STATES),
  regions: z.array(z.object({ id: z.number().int(), name: z.string() })),
  grantedAt: z.string().describe('ISO instant'),
  expiresAt: z.string().nullable().describe('ISO instant; null: never'),
  ticket: z.number().int().nullable(),
  promoCode: z.string().nullable().describe('the code whose application granted it'),
  staffName: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  version: recordVersion,
});
export type FreeMinuteGrant = z.infer<typeof freeMinuteGrant>;
export const freeMinuteList = paginated(freeMinuteGrant);

/** GET /customer-freeminute: one member's grants, newest first (free_minute_grants_customer). */
export const freeMinuteListQuery = z.object({ customerId: bigserialId('validation.customer'), ...pageQuery });

/** GET /customer-freeminute/summary (spec 7, Free minute add: refreshed after each grant). */
export const freeMinuteSummary = z.object({
  balance: z.number().int().describe('minutes usable now, over every unexpired grant'),
  expiringSoon: z.number().int().describe(`of which expire within ${EXPIRING_SOON_DAYS} days`),
  nextExpiry: z
    .string()
    .nullable()
    .describe('ISO instant of the soonest expiry among grants with minutes left'),
});
export type FreeMinuteSummary = z.infer<typeof freeMinuteSummary>;
export const freeMinuteSummaryQuery = z.object({ customerId: bigserialId('validation.customer') });

/** POST /apply-promo, and each row of an "Apply Promo Code" import (spec 7, Apply promo). */
export const applyPromoRequest = z
  .object({ customerId: bigserialId('validation.customer'), promoCode: text({ required: true, max: 44 }) })
  .strict();
export type ApplyPromoRequest = z.infer<typeof applyPromoRequest>;
