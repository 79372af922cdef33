import { z } from 'zod';
import { VIN_PATTERN } from '../cars/carSearchQuery.ts';
import { exportReaderQuery } from '../exportQuery.ts';
import { optionalBigserialId, optionalSerialId } from '../ids.ts';
import { pageQuery, paginated, SORT_ORDERS } from '../pagination.ts';
import {
  isCategoryValue,
  TICKET_DEPARTMENTS,
  TICKET_PRIORITIES,
  TICKET_SOURCES,
  TICKET_STATUSES,
  ticketSearchRow,
} from './tickets.ts';
import { customerSearchQuery } from '../customers/customerSearchQuery.ts';
import { day, dayEnd, dayStart, MESSAGES, optionalList, optionalOneOf, text } from '../validation.ts';

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
 * The orders the ticket search offers, each read from an index in either
 * direction (tickets_created and its twins for createDateTime, the primary key for id);
 * and the status, in the order of TICKET_STATUSES (migration 101).
 * Newest first without `sort`; descending without `order`.
 */
export const TICKET_SORTS = ['createDateTime', 'id', 'status'] as const;

/**
 * The keyword filter: a word or words found anywhere in the subject, the details or a note,
 * case-insensitively. Three characters at least, since the trigram indexes that serve it
 * (migration 170) cannot narrow a shorter one.
 */
export const TICKET_KEYWORD = { min: 3, max: 100 } as const;

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
    customerNumber: customerSearchQuery.shape.customerNumber.describe(
      'the tickets of the member with this customer number, as staff read it off the member',
    ),
    keyword: text(TICKET_KEYWORD)
      .optional()
      .describe('words of the subject, details or a note; 3 to 100 characters'),
    from: day({ message: MESSAGES.date }).optional(),
    to: day({ message: MESSAGES.date, toEnd: true }).optional(),
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
    ...exportReaderQuery,
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
 * (its target: p95 under 50 ms at concurrency 50, `npm run bench:tickets`).
 */
export const TICKET_COUNT_CAP = 1_000;

export const ticketSearchResult = paginated(ticketSearchRow, TICKET_COUNT_CAP);
