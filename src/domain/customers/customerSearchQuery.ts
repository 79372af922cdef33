import { z } from 'zod';
import { exportReaderQuery } from '../exportQuery.ts';
import { customerSearchRow } from './customerSearch.ts';
import { ACCOUNT_STATUSES, SUSPEND_STATUSES } from './customerStatus.ts';
import { isNorthAmericanPhone, isPostalCode, isRfidNumber, normalizePhone } from '../formats.ts';
import { pageQuery, paginated, SORT_ORDERS } from '../pagination.ts';
import { optionalMatching, optionalOneOf, optionalText } from '../validation.ts';

/**
 * The member list's sortable columns: name, e-mail, customer number, member since,
 * account and suspension status, balance.
 */
export const CUSTOMER_SORTS = [
  'lastName',
  'emailAddress',
  'customerNumber',
  'customerCreateDate',
  'accountStatus',
  'accountSuspendStatus',
  'outstandingBalanceAmount',
] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/**
 * The member search's query string (spec point 5: a searched phone and postal code must be
 * valid; the form also filters by postal code, RFID, account and suspension status). Blank values mean "no filter". The server validates with it, the form too.
 * Without `sort`, rows come in the order of the first prefix filter given, else by last name;
 * free text read several ways lists the first reading's matches first.
 */
export const customerSearchQuery = z.object({
  lastName: optionalText(100),
  firstName: optionalText(100),
  email: optionalText(254),
  phone: optionalMatching((v) => isNorthAmericanPhone(normalizePhone(v)), 'validation.phone'),
  customerNumber: optionalMatching((v) => /^[A-Za-z0-9-]{1,20}$/.test(v), 'validation.customerNumber'),
  postalCode: optionalMatching(isPostalCode, 'validation.postalCode'),
  rfid: optionalMatching(isRfidNumber, 'validation.rfidNumber'),
  accountStatus: optionalOneOf(ACCOUNT_STATUSES),
  accountSuspendStatus: optionalOneOf(SUSPEND_STATUSES),
  /**
   * Free text as staff type it (classifySearchText; docs/architecture.md, Database notes): names in either order,
   * the start of an e-mail, a phone or its end, a customer number.
   */
  q: optionalText(254),
  sort: z.enum(CUSTOMER_SORTS, { error: 'validation.invalid' }).optional(),
  order: z.enum(SORT_ORDERS, { error: 'validation.invalid' }).default('ASC'),
  ...pageQuery,
  ...exportReaderQuery,
});
export type CustomerSearchQuery = z.output<typeof customerSearchQuery>;

/** The query's fields that are not a filter: free text, sort, page, and how an export reads. */
const NOT_A_FILTER = new Set([
  'q',
  'sort',
  'order',
  ...Object.keys(pageQuery),
  ...Object.keys(exportReaderQuery),
]);

/**
 * Every filter of the search besides free text, read off the schema, so a filter added to it
 * is one here without being listed.
 */
export const CUSTOMER_FILTERS = (
  Object.keys(customerSearchQuery.shape) as (keyof CustomerSearchQuery)[]
).filter((field) => !NOT_A_FILTER.has(field));

/**
 * The member search counts its matches up to here, not the other lists' COUNT_CAP: staff look
 * for one member, and "1,000+" tells them to refine as well as "10,000+" does. At a million
 * members a three-letter name prefix matches thousands, and counting them up to 10,001 cost
 * the database five times the page itself (its target: p95 under 50 ms at concurrency 50, `npm run bench:members`).
 */
export const MEMBER_COUNT_CAP = 1_000;

export const customerSearchResult = paginated(customerSearchRow, MEMBER_COUNT_CAP);
export type CustomerSearchResult = z.infer<typeof customerSearchResult>;
