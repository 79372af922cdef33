import { z } from 'zod';
import { VIN_PATTERN } from './carSearchQuery.ts';
import { optionalBigserialId, optionalSerialId } from './ids.ts';
import { pageQuery, paginated, SORT_ORDERS } from './pagination.ts';
import {
  isCategoryValue,
  TICKET_DEPARTMENTS,
  TICKET_PRIORITIES,
  TICKET_SOURCES,
  TICKET_STATUSES,
  ticketSearchRow,
} from './tickets.ts';
import { optionalList, optionalMatching, optionalOneOf } from './validation.ts';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The first instant of the day `value` names: a date is a UTC day; a date-time (what a date
 * picker sends: local midnight as an instant) is taken as the start of the sender's day.
 */
export const dayStart = (value: string): Date | undefined => {
  const date = DATE.exec(value);
  if (date) {
    const [y, m, d] = date.slice(1).map(Number);
    const at = new Date(Date.UTC(y, m - 1, d));
    return at.getUTCMonth() === m - 1 && at.getUTCDate() === d ? at : undefined;
  }
  if (!DATE_TIME.test(value)) return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at;
};

const DAY_MS = 86_400_000;
/** `to` includes its whole day: tickets created before the start of the next one. */
export const dayEnd = (value: string): Date | undefined => {
  const start = dayStart(value);
  return start && new Date(start.getTime() + DAY_MS);
};

const isDate = (v: string) => dayStart(v) !== undefined;

/**
 * Spec point 5 "date range" for the created-between filter: `to` may name the same day as
 * `from` but not an earlier one. Either one missing or unreadable is no range to refuse.
 */
export const isCreatedRange = (from: string | undefined, to: string | undefined): boolean => {
  const start = from ? dayStart(from) : undefined;
  const end = to ? dayEnd(to) : undefined;
  return !start || !end || start < end;
};

/**
 * Issue 9 point 2: the orders the ticket search offers, each read from an index in either
 * direction (tickets_created and its twins for createDateTime, the primary key for id).
 * Newest first without `sort`; descending without `order`.
 */
export const TICKET_SORTS = ['createDateTime', 'id'] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];

/**
 * The ticket search's query string (spec point 3, Ticket search filters). Lists come as
 * `a,b` or repeated keys and match any of their values. Blank values mean "no filter".
 */
export const ticketSearchQuery = z
  .object({
    ticketId: optionalSerialId('validation.ticketId'),
    categories: optionalList(
      (v) => (/^\d{1,2}$/.test(v) && isCategoryValue(Number(v)) ? Number(v) : undefined),
      'validation.categories',
    ),
    staff: optionalSerialId('validation.staff'),
    department: optionalOneOf(TICKET_DEPARTMENTS),
    vehicles: optionalList(
      (v) => (VIN_PATTERN.test(v.toUpperCase()) ? v.toUpperCase() : undefined),
      'validation.vin',
    ),
    customer: optionalBigserialId('validation.customer'),
    from: optionalMatching(isDate, 'validation.date'),
    to: optionalMatching(isDate, 'validation.date'),
    source: optionalOneOf(TICKET_SOURCES),
    priority: optionalOneOf(TICKET_PRIORITIES),
    status: optionalList(
      (v) => ((TICKET_STATUSES as readonly string[]).includes(v) ? v : undefined),
      'validation.invalid',
    ),
    hideClosedTickets: optionalOneOf(['true', 'false']),
    sort: z.enum(TICKET_SORTS, { error: 'validation.invalid' }).optional(),
    order: z.enum(SORT_ORDERS, { error: 'validation.invalid' }).optional(),
    ...pageQuery,
  })
  .refine(({ from, to }) => isCreatedRange(from, to), {
    message: 'validation.dateRange',
    path: ['to'],
  });
export type TicketSearchQuery = z.output<typeof ticketSearchQuery>;

/**
 * The ticket search counts its matches up to here, as the member search does (MEMBER_COUNT_CAP),
 * not the other lists' COUNT_CAP: "1,000+" tells staff to narrow a queue as well as "10,000+"
 * does, and a status holding 10,000 of 200,000 tickets cost three times its page to count
 * (issue 9 point 8, p95 under 50 ms at concurrency 50).
 */
export const TICKET_COUNT_CAP = 1_000;

export const ticketSearchResult = paginated(ticketSearchRow, TICKET_COUNT_CAP);
export type TicketSearchResult = z.infer<typeof ticketSearchResult>;
