import { z } from 'zod';
import { pageQuery, paginated, type Paginated } from './pagination.ts';
import { day, dayStart, withDateRange } from './validation.ts';

export const START_NOT_FUTURE = 'validation.startNotFuture';

/**
 * Spec point 5 "Activity log", start date, as this product reads it (README, Departures from
 * the spec): the spec says the start "cannot be in the past", which would hide every change
 * already made; staff look back, so the start may not be in the future instead. A day is in
 * the future when it begins after `now` (a date picker sends the sender's local midnight).
 */
export const startsInFuture = (value: string, now: Date = new Date()): boolean =>
  (dayStart(value)?.getTime() ?? 0) > now.getTime();

/** A form holds a date picker's Date; a query string holds its text. Both are judged as text. */
const asText = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const activityLogFields = (bounded: boolean) => ({
  startDate: z.preprocess(
    (value) => blankToUndefined(asText(value)),
    day({ bounded }).refine((value) => !startsInFuture(value), START_NOT_FUTURE),
  ),
  // The log runs to the end of the end date's day.
  endDate: z.preprocess((value) => blankToUndefined(asText(value)), day({ toEnd: true, bounded }).optional()),
});

/**
 * The Activity Log's dates (spec point 5): a start (required, not in the future) and an end
 * (optional, not before the start). The tab's form parses its pickers' dates with the range;
 * GET /activity-log/getactivity/{id} parses the same fields and their bounds.
 */
export const activityLogRange = withDateRange(z.object(activityLogFields(false)), 'startDate', 'endDate');
export const activityLogQuery = withDateRange(
  z.object({ ...activityLogFields(true), ...pageQuery }),
  'startDate',
  'endDate',
);
export type ActivityLogQuery = z.output<typeof activityLogQuery>;

/**
 * A value before or after a change, as the audit entry holds it: text, a number, true/false
 * or null (nothing). Documented as any JSON value: OpenAPI 3.0 has no nullable union.
 */
export const activityValue = z.unknown().describe('text, number, true/false, or null for no value');
export type ActivityValue = string | number | boolean | null;

/** One field of a change: its name as recorded, from what, to what. */
export const activityChange = z.object({
  field: z.string(),
  from: activityValue,
  to: activityValue,
});
export type ActivityChange = { field: string; from: ActivityValue; to: ActivityValue };

/** One change made through this product to a member: who, when, what (one or several fields). */
export const activityEntry = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  actorName: z.string(),
  action: z.string(),
  changes: z.array(activityChange),
});
type Recorded = Record<string, unknown> | null;

/** A recorded value as the log shows it: text, number, yes/no or none; anything larger as its JSON. */
const shown = (value: unknown): ActivityValue => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
};

/**
 * Each field an entry changed, from what to what: an added record has no before, a removed one
 * no after. A field an entry holds on both sides with the same value (the reservation a cancel
 * names, its car) is context, not a change, and is left out.
 */
export const changesOf = (before: Recorded, after: Recorded): ActivityChange[] =>
  [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])]
    .map((field) => ({ field, from: shown(before?.[field]), to: shown(after?.[field]) }))
    .filter(({ from, to }) => from !== to);

export type ActivityEntry = Omit<z.infer<typeof activityEntry>, 'changes'> & { changes: ActivityChange[] };
export const activityLog = paginated(activityEntry);
export type ActivityLog = Paginated<ActivityEntry>;
