import { z } from 'zod';
import { customerSearchRow } from './customerSearch.ts';
import { isNorthAmericanPhone, isPostalCode, normalizePhone } from './formats.ts';
import { pageQuery, paginated, SORT_ORDERS } from './pagination.ts';
import { optionalMatching, optionalText } from './validation.ts';

/** Issue 7 point 6: the member list's sortable columns (name, e-mail, customer number, member since). */
export const CUSTOMER_SORTS = ['lastName', 'emailAddress', 'customerNumber', 'customerCreateDate'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/**
 * The member search's query string (spec point 5: a searched phone and postal code must be
 * valid). Blank values mean "no filter". The server validates with it; the form may too.
 * Without `sort`, rows come in the order of the first prefix filter given.
 */
export const customerSearchQuery = z.object({
  lastName: optionalText(100),
  firstName: optionalText(100),
  email: optionalText(254),
  phone: optionalMatching((v) => isNorthAmericanPhone(normalizePhone(v)), 'validation.phone'),
  customerNumber: optionalMatching((v) => /^[A-Za-z0-9-]{1,20}$/.test(v), 'validation.customerNumber'),
  postalCode: optionalMatching(isPostalCode, 'validation.postalCode'),
  /** Free text: an e-mail, a phone number, a customer number or the start of a last name. */
  q: optionalText(254),
  sort: z.enum(CUSTOMER_SORTS, { error: 'validation.invalid' }).optional(),
  order: z.enum(SORT_ORDERS, { error: 'validation.invalid' }).default('ASC'),
  ...pageQuery,
});
export type CustomerSearchQuery = z.output<typeof customerSearchQuery>;

export type SearchField = 'lastName' | 'firstName' | 'email' | 'phone' | 'customerNumber';

/** What free text means: e-mail-looking → e-mail prefix, a phone number → phone, other digits → customer number, else a last-name prefix. */
export const classifySearchText = (q: string): { field: SearchField; value: string } => {
  const value = q.trim();
  if (value.includes('@')) return { field: 'email', value };
  const digits = normalizePhone(value);
  if (/^\d+$/.test(digits)) {
    return isNorthAmericanPhone(digits)
      ? { field: 'phone', value: digits }
      : { field: 'customerNumber', value };
  }
  return { field: 'lastName', value };
};

export const customerSearchResult = paginated(customerSearchRow);
export type CustomerSearchResult = z.infer<typeof customerSearchResult>;
