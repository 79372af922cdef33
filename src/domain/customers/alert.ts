import { z } from 'zod';
import { isIsoDay } from './alertExpiry.ts';
import { documented, isDayWithinBounds, MESSAGES, storableString, text } from '../validation.ts';

/** Spec points 5 and 9, Alert: the message's maximum length (README, Limits the spec does not give). */
export const ALERT_MESSAGE_MAX = 500;

/**
 * A calendar day YYYY-MM-DD; whether it is a future one depends on the member's zone
 * (alertExpiry.ts). The alert ends at the next midnight, so that one must be storable too.
 */
export const alertDay = documented(
  storableString({ error: 'validation.required' })
    .trim()
    .refine((v) => v !== '', 'validation.required')
    .refine((v) => v === '' || isIsoDay(v), 'validation.invalid')
    .refine((v) => isDayWithinBounds(v, { toEnd: true }), MESSAGES.dateBounds),
  { format: 'date' },
);

export const alertFields = {
  message: text({ required: true, max: ALERT_MESSAGE_MAX }),
  expiryDate: alertDay,
};

/** POST /customer-process/alertNote/{id}: the member's one alert (spec 3, Alert). */
export const alertAdd = z.object(alertFields).strict();
export type AlertAdd = z.output<typeof alertAdd>;

/** A member's alert as the API answers it. */
export const alertRecord = z.object({
  customerId: z.number().int(),
  message: z.string(),
  expiryDate: z.string().describe("the last day the alert shows, YYYY-MM-DD in the member's home zone"),
  expiresAt: z.iso.datetime().describe('the end of that day: the first instant of the next one'),
  timeZone: z.string().describe("the member's home time zone the day is read in"),
  createdBy: z.string(),
  createDateTime: z.iso.datetime(),
  version: z.number().int().describe('send it back as If-Match to remove the alert'),
});
export type AlertRecord = z.infer<typeof alertRecord>;

/** GET /customer-process/alertNote/{id}: the active alert, or null when there is none. */
export const activeAlert = z.object({
  alert: alertRecord.nullable(),
  timeZone: z.string().describe("the member's home time zone, where an expiry day is read"),
  today: z.iso
    .date()
    .describe("today in the member's home time zone, as the server reads it: an expiry must come after it"),
});
export type ActiveAlert = z.infer<typeof activeAlert>;
