import { z } from 'zod';
import { freeMinuteAdd, type FreeMinuteAdd } from '../freeMinutes/freeMinute.ts';
import { optionalBigserialId } from '../ids.ts';
import { regionNameKey } from '../regionList.ts';
import { MESSAGES, storableString, text } from '../validation.ts';

export const FREE_MINUTE_ROW_MESSAGES = {
  customerRequired: 'imports.rows.customerRequired',
  unknownCustomerNumber: 'imports.rows.unknownCustomerNumber',
  customerMismatch: 'imports.rows.customerMismatch',
} as const;

/**
 * An Add Free Minutes row as staff have it (spec 7, Free minute add): the form's grant, its
 * member by customer id or by the customer number staff see, its regions by id or by name
 * (Vancouver, Montreal or Montréal, Toronto, any case), as the promo-code import takes region names.
 */
export type FreeMinuteRow = Omit<FreeMinuteAdd, 'customerId' | 'regions'> & {
  customerId?: string;
  customerNumber?: string;
  regions: (number | string)[];
};

const regionIdOrName = z.union(
  [
    z.number().int().min(1).max(2_147_483_647),
    storableString().trim().min(1, MESSAGES.invalid).max(100, MESSAGES.invalid),
  ],
  { error: MESSAGES.invalid },
);

/**
 * The form's own schema, expiry rule included, widened by the staff-facing columns: zod keeps
 * an object's refinements through `safeExtend` but types only a narrowing, hence the cast.
 */
const widened = (freeMinuteAdd as unknown as z.ZodObject).safeExtend({
  customerId: optionalBigserialId('validation.customer'),
  customerNumber: text({ max: 20 }),
  regions: z
    .array(regionIdOrName, { error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .max(50, MESSAGES.invalid)
    .refine(
      (items) => new Set(items.map((item) => regionNameKey(String(item)))).size === items.length,
      MESSAGES.invalid,
    ),
});

/** Each row of an Add Free Minutes import: the grant, with a customer number or a customer id (or both, naming one member). */
export const freeMinuteRow = widened.superRefine((row, context) => {
  if (row.customerId === undefined && row.customerNumber === undefined)
    context.addIssue({
      code: 'custom',
      message: FREE_MINUTE_ROW_MESSAGES.customerRequired,
      path: ['customerNumber'],
    });
}) as unknown as z.ZodType<FreeMinuteRow>;
