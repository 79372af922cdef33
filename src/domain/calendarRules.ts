import { z } from 'zod';
import { documented, isDayWithinBounds, MESSAGES, storableString, utcMidnight } from './validation.ts';

/**
 * Calendar dates and card expiries of the member profile (spec points 5 and 9: birth date,
 * membership date, licence expiry, card expiry). Dates travel as `YYYY-MM-DD` text so no
 * time zone can move them a day; "today" is the local day where the check runs (the browser,
 * then the server, which has the last word).
 */
export const PROFILE_MESSAGES = {
  date: 'validation.profile.date',
  future: 'validation.profile.future',
  expired: 'validation.profile.expired',
  cardExpiry: 'validation.profile.cardExpiry',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of `now` as YYYY-MM-DD. */
export const isoDay = (now: Date): string =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** Whether `value` is YYYY-MM-DD naming a day that exists (no 31 April). */
export const isIsoDate = (value: string): boolean => utcMidnight(value) !== undefined;

export interface DateRules {
  required?: boolean;
  /** Birth and membership dates have happened; an expiry has not (today still counts as valid). */
  when?: 'past' | 'future';
  now?: () => Date;
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** A calendar date; absent, null and blank mean "none" unless required. */
export const calendarDate = ({ required = false, when, now = () => new Date() }: DateRules = {}) => {
  const schema = documented(
    storableString({
      error: (issue) => (blank(issue.input) ? MESSAGES.required : PROFILE_MESSAGES.date),
    })
      .trim()
      .refine(isIsoDate, PROFILE_MESSAGES.date)
      .refine((v) => isDayWithinBounds(v), MESSAGES.dateBounds)
      .refine((v) => when !== 'past' || v <= isoDay(now()), PROFILE_MESSAGES.future)
      .refine((v) => when !== 'future' || v >= isoDay(now()), PROFILE_MESSAGES.expired),
    { format: 'date' },
  );
  return z.preprocess((value) => (blank(value) ? undefined : value), required ? schema : schema.optional());
};

const CARD_EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** A month as one number (year × 12 + month), so months compare across years. */
const monthNumber = (year: number, month: number) => year * 12 + month;

/** The last month a card expiring MM/YY is valid in, as a month number; undefined when not MM/YY. */
const cardLastMonth = (expiry: string) => {
  const match = CARD_EXPIRY.exec(expiry);
  return match ? monthNumber(2000 + Number(match[2]), Number(match[1])) : undefined;
};

/** A card is good through the end of its expiry month; one with no readable expiry cannot be charged. */
export const isCardExpired = (expiry: string | null, now: Date) => {
  const last = expiry === null ? undefined : cardLastMonth(expiry);
  return last === undefined || last < monthNumber(now.getFullYear(), now.getMonth() + 1);
};

/** Spec point 3 payment information: a card expiry MM/YY, valid through the end of that month. */
export const cardExpiry = (now: () => Date = () => new Date()) =>
  documented(
    storableString({
      error: (issue) => (blank(issue.input) ? MESSAGES.required : PROFILE_MESSAGES.cardExpiry),
    })
      .trim()
      .refine((v) => v !== '', MESSAGES.required)
      .refine((v) => v === '' || CARD_EXPIRY.test(v), PROFILE_MESSAGES.cardExpiry)
      .refine((v) => !CARD_EXPIRY.test(v) || !isCardExpired(v, now()), PROFILE_MESSAGES.expired),
    { pattern: CARD_EXPIRY.source },
  );
