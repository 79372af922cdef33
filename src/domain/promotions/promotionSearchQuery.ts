import { z } from 'zod';
import { exportReaderQuery } from '../exportQuery.ts';
import { optionalSerialId } from '../ids.ts';
import { pageQuery, paginated, SORT_ORDERS } from '../pagination.ts';
import { MESSAGES, optionalOneOf, optionalText } from '../validation.ts';
import { PROMO_CODE_MAX, promotionDay, promotionRecord } from './promotion.ts';
import { PROMOTION_STATUSES, PROMOTION_TYPES, SUB_CHANNELS } from './promotionValues.ts';

/**
 * The orders the promotion search offers, each read from an index (migration 107): the start
 * date (the default, latest first), the expiry date, the code. Ties go by id.
 */
export const PROMOTION_SORTS = ['startDate', 'expiryDate', 'promoCode'] as const;

const dayFilter = z.preprocess((value) => (value === '' ? undefined : value), promotionDay.optional());

const inOrder = (from: string | undefined, to: string | undefined) => !from || !to || from <= to;

/**
 * GET /promotions (spec 2 /promotion-search, spec 7 "promotion search drops empty values"):
 * the code's start in any case, the status as it reads (EXPIRED finds the ACTIVE ones past
 * their expiry), the channel, one region by id, the type, and the start and expiry between days.
 */
export const promotionSearchQuery = z
  .object({
    promoCode: optionalText(PROMO_CODE_MAX),
    status: optionalOneOf(PROMOTION_STATUSES),
    subChannel: optionalOneOf(SUB_CHANNELS),
    region: optionalSerialId('validation.invalid'),
    type: optionalOneOf(PROMOTION_TYPES),
    startFrom: dayFilter,
    startTo: dayFilter,
    expiryFrom: dayFilter,
    expiryTo: dayFilter,
    sort: z.enum(PROMOTION_SORTS, { error: MESSAGES.invalid }).optional(),
    order: z.enum(SORT_ORDERS, { error: MESSAGES.invalid }).optional(),
    ...pageQuery,
    ...exportReaderQuery,
  })
  .refine(({ startFrom, startTo }) => inOrder(startFrom, startTo), {
    message: MESSAGES.dateRange,
    path: ['startTo'],
  })
  .refine(({ expiryFrom, expiryTo }) => inOrder(expiryFrom, expiryTo), {
    message: MESSAGES.dateRange,
    path: ['expiryTo'],
  });
export type PromotionSearchQuery = z.output<typeof promotionSearchQuery>;

export const promotionSearchResult = paginated(promotionRecord);
