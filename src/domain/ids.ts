import { z } from 'zod';
import { storableString } from './validation.ts';

/**
 * Every path and query id is digits only and within its column's range,
 * so `0x1f`, `1e3`, ` 12` or `-1` are refused, and 99999999999999999999 answers 400 instead
 * of reaching PostgreSQL ("bigint out of range").
 */
export const INT_ID_MAX = 2_147_483_647n;
export const BIGINT_ID_MAX = 9_223_372_036_854_775_807n;

const DIGITS = /^\d{1,19}$/;

/** Whether `value` is an id of a column whose ids run from 1 to `max`. */
export const isIdText = (value: string, max: bigint): boolean =>
  DIGITS.test(value) && BigInt(value) >= 1n && BigInt(value) <= max;

/** A serial (int) column's id, as a number. `message` is the key the field shows. */
export const serialId = (message = 'validation.id') =>
  storableString({ error: message })
    .refine((v) => isIdText(v, INT_ID_MAX), message)
    .transform(Number);

/** A bigserial column's id, kept as its digits: past 2^53 a JS number would change it. */
export const bigserialId = (message = 'validation.id') =>
  storableString({ error: message }).refine((v) => isIdText(v, BIGINT_ID_MAX), message);

/** A path `/{id}` of a serial table. */
export const serialIdParams = z.object({ id: serialId() });
/** A path `/{id}` of a bigserial table. */
export const bigserialIdParams = z.object({ id: bigserialId() });

/** A query-string id filter of a serial table: blank means no filter; no trimming, no other forms. */
export const optionalSerialId = (message = 'validation.id') =>
  storableString({ error: message })
    .refine((v) => v === '' || isIdText(v, INT_ID_MAX), message)
    .transform((v) => (v === '' ? undefined : Number(v)))
    .optional();

/** A query-string id filter of a bigserial table, kept as its digits. */
export const optionalBigserialId = (message = 'validation.id') =>
  storableString({ error: message })
    .refine((v) => v === '' || isIdText(v, BIGINT_ID_MAX), message)
    .transform((v) => (v === '' ? undefined : v))
    .optional();
