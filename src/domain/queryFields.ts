import { z } from 'zod';

/**
 * Building blocks of the search query strings (car and ticket search). Query values arrive
 * as strings; a blank value means "no filter", as the search screens drop empty values.
 */

// PostgreSQL text cannot hold NUL: refused here rather than failing in the database.
export const noNul = (v: string) => !v.includes('\u0000');
export const blankOr = (check: (v: string) => boolean) => (v: string) => v === '' || check(v);

/** Optional free text up to `max` characters. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'validation.invalid' }) // e.g. a key given twice
    .trim()
    .max(max, 'validation.maxLength')
    .refine(noNul, 'validation.invalid')
    .optional();

/** Optional text that, when not blank, must pass `check`; `message` is the key the field shows. */
export const optionalMatching = (check: (v: string) => boolean, message: string) =>
  z.string({ error: message }).trim().refine(blankOr(check), message).optional();

/** One of `values` exactly, or blank for no filter. */
export const optionalOneOf = (values: readonly string[]) =>
  optionalMatching((v) => values.includes(v), 'validation.invalid');

/**
 * A list given as `a,b` or as repeated keys (`k=a&k=b`, what the data provider sends for
 * an array): each item parsed by `parse` (undefined refuses it); an empty list is no filter.
 */
export const optionalList = <T>(parse: (item: string) => T | undefined, message: string, max = 100) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value, ctx): T[] | undefined => {
      const items = (Array.isArray(value) ? value : [value])
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean);
      const parsed = items.map(parse);
      if (items.length > max || parsed.some((p) => p === undefined)) {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return parsed.length ? [...new Set(parsed as T[])] : undefined;
    })
    .optional();

/** A positive 32-bit integer id (serial columns). */
export const parseSerialId = (v: string): number | undefined =>
  /^\d{1,10}$/.test(v) && Number(v) >= 1 && Number(v) <= 2_147_483_647 ? Number(v) : undefined;
