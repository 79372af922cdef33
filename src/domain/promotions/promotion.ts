import { z } from 'zod';
import { todayIn } from '../customers/alertExpiry.ts';
import { isIsoDate } from '../calendarRules.ts';
import { recordVersion } from '../audit.ts';
import {
  documented,
  isDayWithinBounds,
  MESSAGES,
  number,
  oneOf,
  storableString,
  text,
  withDateRange,
} from '../validation.ts';
import {
  PROMOTION_STATUSES,
  PROMOTION_TYPES,
  SUB_CHANNELS,
  type PromotionStatus,
} from './promotionValues.ts';

/** Spec 9 "Promotion limits": a code under 45 characters, a description under 256. */
export const PROMO_CODE_MAX = 44;
export const DESCRIPTION_MAX = 255;
/** The spec gives marketing notes no limit; a page of text is more than any note needs. */
export const MARKETING_NOTES_MAX = 1000;

export const PROMOTION_MESSAGES = {
  codeCharacters: 'promotions.errors.codeCharacters',
  codeTaken: 'promotions.errors.codeTaken',
  startPast: 'promotions.errors.startPast',
  unknownRegion: 'promotions.errors.unknownRegion',
  regionsRequired: 'promotions.errors.regionsRequired',
} as const;

const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;

const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A promotion day, YYYY-MM-DD: a start or an expiry is a calendar day of the promotion's
 * regions, never an instant, so no browser zone can move it.
 */
export const promotionDay = documented(
  storableString({ error: (issue) => (blank(issue.input) ? MESSAGES.required : MESSAGES.invalid) })
    .trim()
    .refine((v) => v !== '', MESSAGES.required)
    .refine((v) => v === '' || isIsoDate(v), MESSAGES.invalid)
    .refine((v) => isDayWithinBounds(v), MESSAGES.dateBounds),
  { format: 'date' },
);
const noneWhenBlank = (value: unknown) => (blank(value) ? undefined : value);

const regionList = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: (issue) => (blank(issue.input) ? MESSAGES.required : MESSAGES.invalid) })
    .min(1, PROMOTION_MESSAGES.regionsRequired)
    .max(50, MESSAGES.invalid)
    .refine((items) => new Set(items).size === items.length, MESSAGES.invalid);

/** A region named as /regions names it (spec 7: an add sends names). */
const regionName = storableString({ error: MESSAGES.invalid }).trim().min(1, MESSAGES.invalid).max(100);
const regionId = z.number({ error: MESSAGES.invalid }).int(MESSAGES.invalid).min(1).max(2_147_483_647);

/** The regions of an update and of the form's select: their ids, at least one. */
export const regionIds = regionList(regionId);

/** Spec 5 "Promotion form" and spec 9 "Promotion limits", field by field (the form validates each). */
export const promotionFields = {
  status: oneOf(PROMOTION_STATUSES),
  promoCode: documented(
    text({ required: true, max: PROMO_CODE_MAX }).refine(
      (v) => v === '' || LETTERS_AND_DIGITS.test(v),
      PROMOTION_MESSAGES.codeCharacters,
    ),
    { pattern: `^${LETTERS_AND_DIGITS.source.slice(1, -1)}$`, maxLength: PROMO_CODE_MAX, minLength: 1 },
  ),
  description: text({ max: DESCRIPTION_MAX }),
  subChannel: oneOf(SUB_CHANNELS),
  type: oneOf(PROMOTION_TYPES),
  numberOfUses: number({ min: 1, max: 999, integer: true }),
  regDiscount: number({ min: 0, max: 99, integer: true }),
  freeMinutes: number({ min: 1, max: 9999, integer: true, notWhole: MESSAGES.wholeMinutes }),
  daysValid: number({ min: 1, max: 365, integer: true, notWhole: MESSAGES.wholeDays }),
  startDate: z.preprocess(noneWhenBlank, promotionDay),
  expiryDate: z.preprocess(noneWhenBlank, promotionDay.optional()),
  marketingNotes: text({ max: MARKETING_NOTES_MAX }),
};

const { startDate: _start, expiryDate: _expiry, ...otherFields } = promotionFields;
const withDates = <T extends z.ZodRawShape>(shape: T) =>
  withDateRange(
    z
      .object({ ...shape, startDate: promotionFields.startDate, expiryDate: promotionFields.expiryDate })
      .strict(),
    'startDate',
    'expiryDate',
  );

/** POST /promotions, and each row of a "Create Promo Code" import: regions by name (spec 7). */
export const promotionCreate = withDates({ ...otherFields, regions: regionList(regionName) });
export type PromotionCreate = z.infer<typeof promotionCreate>;

/** PATCH /promotions/{id}: the whole form again, regions by id (spec 7); the version goes as If-Match. */
export const promotionUpdate = withDates({ ...otherFields, regions: regionIds });
export type PromotionUpdate = z.infer<typeof promotionUpdate>;

/** A promotion as the API answers it. */
export const promotionRecord = z.object({
  id: z.number().int(),
  promoCode: z.string(),
  description: z.string().nullable(),
  subChannel: z.string(),
  status: z.enum(PROMOTION_STATUSES).describe('EXPIRED also for an ACTIVE promotion past its expiry date'),
  type: z.string(),
  regions: z.array(z.object({ id: z.number().int(), name: z.string() })),
  freeMinutes: z.number().int().nullable(),
  daysValid: z.number().int().nullable(),
  numberOfUses: z.number().int().nullable(),
  regDiscount: z.number().int().nullable(),
  startDate: z.string().describe('YYYY-MM-DD'),
  expiryDate: z.string().nullable().describe('YYYY-MM-DD, the last day the code is valid'),
  marketingNotes: z.string().nullable(),
  version: recordVersion,
});
export type PromotionRecord = z.infer<typeof promotionRecord>;

/** Each region's today at `now`, as YYYY-MM-DD. */
export const regionTodays = (zones: readonly string[], now: Date): string[] =>
  zones.map((zone) => todayIn(zone, now));

/**
 * Spec 5 "start date cannot be in the past", read in the westernmost of the promotion's
 * regions: there today begins last, so its local date is the earliest of the zones' dates at
 * `now`, and a start that is today anywhere the code applies is accepted.
 */
export const earliestToday = (zones: readonly string[], now: Date): string =>
  regionTodays(zones, now).reduce((earliest, day) => (day < earliest ? day : earliest));

/**
 * Judged on the regions' todays as the server reads them (`/regions` sends each region's), so
 * the form and the server agree even where the browser's zone data differs from Node's.
 */
export const isStartNotPast = (startDate: string, todays: readonly string[]): boolean =>
  todays.length === 0 || todays.some((today) => startDate >= today);

/** Spec 4 "Promotion status": an ACTIVE promotion whose expiry day has passed reads EXPIRED. */
export const effectiveStatus = (
  status: string,
  expiryDate: string | null,
  today: string,
): PromotionStatus | string =>
  status === 'ACTIVE' && expiryDate !== null && expiryDate < today ? 'EXPIRED' : status;
