import { z } from 'zod';
import { MESSAGES } from '../validation.ts';

/** Absent and null (a cleared input) say "required"; text or NaN says "invalid". */
const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? MESSAGES.required : MESSAGES.invalid;

/**
 * A positive decimal typed by staff with at most `places` decimals, up to `max`. The number is
 * judged by its shortest decimal form (what JSON carries), so 0.1 passes and 0.001 or 1e-7 do not.
 */
export const decimalInput = ({ max, places = 2 }: { max: number; places?: number }) => {
  const shape = new RegExp(`^\\d+(\\.\\d{1,${places}})?$`);
  const smallest = 10 ** -places;
  return z
    .number({ error: typeError })
    .min(smallest, MESSAGES.minValue)
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
 * A record named in a request body by its id (a member, a trip, a ledger line), as a JSON number:
 * bigserial ids, exact as numbers up to 2^53.
 */
export const recordId = (message = 'validation.id') =>
  z
    .number({ error: (issue) => (issue.input == null ? MESSAGES.required : message) })
    .int(message)
    .min(1, message)
    .max(Number.MAX_SAFE_INTEGER, message);
