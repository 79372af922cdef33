import { z } from 'zod';
import { MESSAGES, storableString } from '../validation.ts';

/** Absent and null (a cleared input) say "required"; text or NaN says "invalid". */
const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? MESSAGES.required : MESSAGES.invalid;

/**
 * A decimal typed by staff with at most `places` decimals, from `min` (the smallest positive one
 * by default) up to `max`. The number is judged by its shortest decimal form (what JSON
 * carries), so 0.1 passes and 0.001 or 1e-7 do not.
 */
export const decimalInput = ({ max, places = 2, min }: { max: number; places?: number; min?: number }) => {
  const shape = new RegExp(`^\\d+(\\.\\d{1,${places}})?$`);
  return z
    .number({ error: typeError })
    .min(min ?? 10 ** -places, MESSAGES.minValue)
    .max(max, MESSAGES.maxValue)
    .refine((value) => shape.test(String(value)), {
      message: 'billing.modals.decimals',
      params: { places },
    });
};

/**
 * Staff enter money of a single line: above this a typo is likelier than a real amount (the
 * catalogue's largest fee, the damage deductible, is 500.00).
 */
export const MONEY_INPUT_MAX = 5000;

/** An amount of money typed in a billing modal: positive, cents at most. */
export const moneyInput = decimalInput({ max: MONEY_INPUT_MAX });

/**
 * A record named in a request body by its id (a member, a trip, a ledger line): a JSON number,
 * or its digits as text (how a form or a link may hold it). Bigserial ids, exact as numbers up
 * to 2^53. None given (absent, null, or a select left on its blank) says `missing`: "Required",
 * or what to do where the id is picked from a list ("Choose a trip").
 */
export const recordId = ({ missing = MESSAGES.required }: { missing?: string } = {}) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .union([z.number().int(), storableString().regex(/^\d{1,16}$/)], {
        error: (issue) => (issue.input == null ? missing : 'validation.id'),
      })
      // zod runs the check after a failed union too, so it must take any input.
      .refine(
        (v) => /^\d{1,16}$/.test(String(v)) && Number(v) >= 1 && Number(v) <= Number.MAX_SAFE_INTEGER,
        'validation.id',
      )
      .transform(Number),
  );
