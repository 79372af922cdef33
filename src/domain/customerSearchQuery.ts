import { z } from 'zod';
import type { CustomerSearchRow } from './customerSearch.ts';
import { isCanadianPostalCode, isNorthAmericanPhone, isUsZip } from './formats.ts';
import { pageQuery, type Paginated } from './pagination.ts';

/** Digits only, without a leading country code 1: the form phone numbers are stored and searched in. */
export const normalizePhone = (value: string): string => {
  const digits = value.replace(/[\s().+-]/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
};

export const isPostalCode = (value: string): boolean => isCanadianPostalCode(value) || isUsZip(value);
/** Upper case without spaces, the form the server compares on. */
export const normalizePostalCode = (value: string): string => value.replace(/\s/g, '').toUpperCase();

// PostgreSQL text cannot hold NUL: refused here rather than failing in the database.
const noNul = (v: string) => !v.includes('\u0000');
const text = (max: number) =>
  z.string().trim().max(max, 'validation.maxLength').refine(noNul, 'validation.invalid').optional();
const blankOr = (check: (v: string) => boolean) => (v: string) => v === '' || check(v);

/**
 * The member search's query string (spec point 5: a searched phone and postal code must be
 * valid). Blank values mean "no filter". The server validates with it; the form may too.
 */
export const customerSearchQuery = z.object({
  lastName: text(100),
  firstName: text(100),
  email: text(254),
  phone: z
    .string()
    .trim()
    .refine(
      blankOr((v) => isNorthAmericanPhone(normalizePhone(v))),
      'validation.phone',
    )
    .optional(),
  customerNumber: z
    .string()
    .trim()
    .refine(
      blankOr((v) => /^[A-Za-z0-9-]{1,20}$/.test(v)),
      'validation.customerNumber',
    )
    .optional(),
  postalCode: z.string().trim().refine(blankOr(isPostalCode), 'validation.postalCode').optional(),
  /** Free text: an e-mail, a phone number, a customer number or the start of a last name. */
  q: text(254),
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

export type CustomerSearchResult = Paginated<CustomerSearchRow>;
