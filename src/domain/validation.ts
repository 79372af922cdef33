import { z } from 'zod';
import {
  CANADIAN_POSTAL_CODE,
  isCanadianPostalCode,
  isEmailAddress,
  isNorthAmericanPhone,
  isUsZip,
  normalizePhone,
  US_ZIP,
} from './formats.ts';

/**
 * Spec point 5 "General message kinds": one zod schema builder per kind, each failing with
 * an i18n key (i18n/en.ts `validation`). The forms (src/custom/forms/zodValidator.ts) and the
 * server routes parse with these same schemas, so both refuse exactly the same input.
 */
export const MESSAGES = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  email: 'validation.email',
  phone: 'validation.phone',
  zip: 'validation.zip',
  canadianPostalCode: 'validation.canadianPostalCode',
  dateRange: 'validation.dateRange',
  length: 'validation.length',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  minValue: 'validation.minValue',
  maxValue: 'validation.maxValue',
  range: 'validation.range',
  date: 'validation.date',
  characters: 'validation.characters',
  dateBounds: 'validation.dateBounds',
  wholeMinutes: 'validation.wholeMinutes',
  wholeDays: 'validation.wholeDays',
} as const;

/** A message key and the values its text interpolates (e.g. %{max}). */
export interface Message {
  message: string;
  args?: Record<string, unknown>;
}

/** Absent, null (a blank after "before sending") and the wrong type are told apart. */
const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? MESSAGES.required : MESSAGES.invalid;

/** Half of a surrogate pair alone is no character: no encoder (UTF-8, URL) can write it. */
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text the database can keep. PostgreSQL text cannot hold NUL, and jsonb (the
 * audit trail) refuses a lone surrogate; either one reaching them answered 500 after a rollback.
 */
export const isStorableText = (v: string) => !v.includes('\u0000') && !LONE_SURROGATE.test(v);

/**
 * The string every request field starts from (z.string's own parameters): its first check
 * refuses what the database cannot keep, so that key is the one the field shows. Not an
 * aborting check: a union (id or digits, a list or one item) still names the option it failed in.
 */
export const storableString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, MESSAGES.characters);

/**
 * A rule written as a refinement, as JSON Schema keywords for the OpenAPI document: zod cannot
 * read a refinement, so the builder that writes one states it here too. What a keyword cannot
 * say (a date in the past, a postal code of the address's country) stays in the refinement only.
 */
interface Documented {
  pattern?: string;
  format?: 'email' | 'date';
  minLength?: number;
  maxLength?: number;
  uniqueItems?: boolean;
}
export const documented = <T extends z.ZodType>(schema: T, keywords: Documented): T =>
  schema.meta(Object.fromEntries(Object.entries(keywords).filter(([, value]) => value !== undefined)));

/** Text that holds more than spaces, as a pattern (the fields trim what they are given). */
const NOT_BLANK = '\\S';
/**
 * Text whose trimmed length is at least `min`, as a pattern: what is kept runs from a non-space
 * to a non-space, so a document's minLength alone would let "& " pass for two characters.
 */
export const trimmedAtLeast = (min = 1) => (min <= 1 ? NOT_BLANK : `\\S[\\s\\S]{${min - 2},}\\S`);

export interface TextRules {
  required?: boolean;
  min?: number;
  max?: number;
  /** Exactly this many characters (VIN 17, box id 15). */
  length?: number;
}

const blank = (value: unknown) => value === undefined || value === null || value === '';
const blankOr = (check: (v: string) => boolean) => (v: string) => v === '' || check(v);

/**
 * Trimmed text. Optional text accepts absent, null and blank (and yields undefined), so a
 * field the user emptied passes and the checks only judge what was typed.
 */
export function text(rules: TextRules & { required: true }): z.ZodType<string>;
export function text(rules?: TextRules): z.ZodType<string | undefined>;
export function text({ required = false, min, max, length }: TextRules = {}): z.ZodType<string | undefined> {
  let schema = storableString({ error: typeError }).trim();
  if (required) schema = schema.refine((v) => v !== '', MESSAGES.required);
  if (length !== undefined)
    schema = schema.refine((v) => v === '' || v.length === length, {
      message: MESSAGES.length,
      params: { length },
    });
  if (min !== undefined)
    schema = schema.refine((v) => v === '' || v.length >= min, {
      message: MESSAGES.minLength,
      params: { min },
    });
  if (max !== undefined)
    schema = schema.refine((v) => v.length <= max, {
      message: MESSAGES.maxLength,
      params: { max },
    });
  schema = documented(schema, {
    maxLength: length ?? max,
    ...(required ? { pattern: trimmedAtLeast(length ?? min), minLength: length ?? min } : {}),
  });
  return required ? schema : optional(schema);
}

/** Absent, null and blank all mean "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (blank(value) ? undefined : value), schema.optional());

interface FormattedText {
  (rules: { required: true }): z.ZodType<string>;
  (rules?: { required?: boolean }): z.ZodType<string | undefined>;
}

/** Text that must match `check` once trimmed; `keywords` say in the document what `check` can. */
export const formatted = (
  check: (v: string) => boolean,
  message: string,
  keywords: Documented = { pattern: NOT_BLANK },
): FormattedText =>
  ((rules: { required?: boolean } = {}) => {
    const schema = documented(
      storableString({ error: typeError })
        .trim()
        .refine((v) => v !== '', MESSAGES.required)
        .refine((v) => v === '' || check(v), message),
      keywords,
    );
    return rules.required ? schema : optional(schema);
  }) as FormattedText;

export const email = formatted(isEmailAddress, MESSAGES.email, { format: 'email', maxLength: 254 });
/** A 10-digit North American number; spaces, dashes, dots, brackets and a leading 1 are allowed. */
export const phone = formatted((v) => isNorthAmericanPhone(normalizePhone(v)), MESSAGES.phone);
export const usZip = formatted(isUsZip, MESSAGES.zip, { pattern: US_ZIP.source });
export const canadianPostalCode = formatted(isCanadianPostalCode, MESSAGES.canadianPostalCode, {
  pattern: CANADIAN_POSTAL_CODE.source,
});

export interface NumberRules {
  required?: boolean;
  min?: number;
  max?: number;
  integer?: boolean;
  /** With `integer`, the key a fraction shows ("Enter a whole number of minutes"); else "Invalid value". */
  notWhole?: string;
}

/** Digits typed as text (query strings, inputs) become numbers; other text stays and is refused. */
const toNumber = (value: unknown) => {
  if (blank(value)) return undefined;
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  return value;
};

/** A number; with both bounds the message is the range ("between 1 and 999"), else the bound that failed. */
export function number(rules: NumberRules & { required: true }): z.ZodType<number>;
export function number(rules?: NumberRules): z.ZodType<number | undefined>;
export function number({
  required = false,
  min,
  max,
  integer = false,
  notWhole = MESSAGES.invalid,
}: NumberRules = {}): z.ZodType<number | undefined> {
  let schema = z.number({ error: typeError });
  if (integer) schema = schema.refine(Number.isInteger, notWhole);
  if (min !== undefined && max !== undefined) {
    schema = schema.refine((v) => v >= min && v <= max, { message: MESSAGES.range, params: { min, max } });
  } else if (min !== undefined) {
    schema = schema.refine((v) => v >= min, { message: MESSAGES.minValue, params: { min } });
  } else if (max !== undefined) {
    schema = schema.refine((v) => v <= max, { message: MESSAGES.maxValue, params: { max } });
  }
  return z.preprocess(toNumber, required ? schema : schema.optional());
}

/** One of a fixed list (a select's choices). */
export function oneOf<T extends readonly [string, ...string[]]>(values: T): z.ZodType<T[number]>;
export function oneOf<T extends readonly [string, ...string[]]>(
  values: T,
  rules: { required: false },
): z.ZodType<T[number] | undefined>;
export function oneOf<T extends readonly [string, ...string[]]>(
  values: T,
  { required = true }: { required?: boolean } = {},
): z.ZodType<T[number] | undefined> {
  const schema = z.enum(values, { error: (issue) => typeError(issue) });
  return required ? z.preprocess((value) => (blank(value) ? undefined : value), schema) : optional(schema);
}

const timeOf = (value: unknown): number | undefined => {
  if (blank(value)) return undefined;
  const time = value instanceof Date ? value.getTime() : new Date(value as string | number).getTime();
  return Number.isNaN(time) ? undefined : time;
};

/**
 * Spec point 5 "date range": the end may equal the start but not come before it. The error
 * lands on the end field, where the form shows it.
 */
export const withDateRange = <T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  start: string,
  end: string,
) =>
  schema.superRefine((values, context) => {
    const from = timeOf(values[start]);
    const to = timeOf(values[end]);
    if (from !== undefined && to !== undefined && to < from) {
      context.addIssue({ code: 'custom', message: MESSAGES.dateRange, path: [end] });
    }
  });

/**
 * The instants a date may name or lead to. No member was born before 1900,
 * and past 9999 the pg driver writes a five-digit year PostgreSQL misreads ("time zone
 * displacement out of range"): a `to` date of 9999-12-31 ends at 10000-01-01.
 */
export const DATE_BOUNDS = {
  earliest: Date.UTC(1900, 0, 1),
  latest: Date.UTC(9999, 11, 31, 23, 59, 59),
} as const;

export const isWithinDateBounds = (at: Date) =>
  at.getTime() >= DATE_BOUNDS.earliest && at.getTime() <= DATE_BOUNDS.latest;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The UTC midnight of YYYY-MM-DD, when that day exists (no 31 April); year 0050 is 50, not 1950. */
export const utcMidnight = (value: string): Date | undefined => {
  const date = DATE.exec(value);
  if (!date) return undefined;
  const [y, m, d] = date.slice(1).map(Number);
  const at = new Date(0);
  at.setUTCFullYear(y, m - 1, d);
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d ? at : undefined;
};

/**
 * The first instant of the day `value` names: a date is a UTC day; a date-time (what a date
 * picker sends: local midnight as an instant) is taken as the start of the sender's day.
 */
export const dayStart = (value: string): Date | undefined => {
  if (DATE.test(value)) return utcMidnight(value);
  if (!DATE_TIME.test(value)) return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at;
};

const DAY_MS = 86_400_000;
/** A day read to its end (a `to` filter, an expiry): the start of the next one. */
export const dayEnd = (value: string): Date | undefined => {
  const start = dayStart(value);
  return start && new Date(start.getTime() + DAY_MS);
};

/**
 * Whether the day and, with `toEnd`, the next midnight lie within DATE_BOUNDS. Text that names
 * no day passes: the field's own rule says what is wrong with it.
 */
export const isDayWithinBounds = (value: string, { toEnd = false }: { toEnd?: boolean } = {}) => {
  const start = dayStart(value);
  return !start || (isWithinDateBounds(start) && (!toEnd || isWithinDateBounds(dayEnd(value)!)));
};

/**
 * A date field, YYYY-MM-DD or a date picker's date-time, within DATE_BOUNDS (`toEnd`: one that
 * includes its whole day, a `to`). Blank passes as no date; `message` is the key of text that
 * names no day. `bounded: false` is for a picker's form only, whose request is checked with the
 * bounds: judged at each key, a year being typed (0002, 0020, 0202) was refused three times
 * over and the picker lost it.
 */
export const day = ({
  toEnd = false,
  message = MESSAGES.invalid,
  bounded = true,
}: { toEnd?: boolean; message?: string; bounded?: boolean } = {}) =>
  // The document names the date; a picker's date-time is accepted too.
  documented(
    storableString({ error: (issue) => (issue.input === undefined ? MESSAGES.required : message) })
      .trim()
      .refine(
        blankOr((value) => dayStart(value) !== undefined),
        message,
      )
      .refine((value) => !bounded || isDayWithinBounds(value, { toEnd }), MESSAGES.dateBounds),
    { format: 'date' },
  );

/**
 * An optional date field of a request body: absent, null (a blank after spec 5 "Before
 * sending") and blank all mean no date, as optional text and numbers read them.
 */
export const optionalDay = (options?: Parameters<typeof day>[0]) => optional(day(options));

const I18N_KEY = /^[a-z][A-Za-z]*(\.[A-Za-z]+)+$/;

const LIMIT_KEYS: ReadonlySet<string> = new Set([
  MESSAGES.length,
  MESSAGES.minLength,
  MESSAGES.maxLength,
  MESSAGES.minValue,
  MESSAGES.maxValue,
]);

/** A rule's own params, or for a limit's key (given by the schema itself) the number its text shows. */
const ownKeyArgs = (issue: z.core.$ZodIssue): Record<string, unknown> | undefined => {
  if (issue.code === 'custom') return issue.params as Record<string, unknown> | undefined;
  if (!LIMIT_KEYS.has(issue.message)) return undefined;
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  if (issue.code !== 'too_small') return undefined;
  return issue.origin === 'string' && issue.exact
    ? { length: Number(issue.minimum) }
    : { min: Number(issue.minimum) };
};

/** The key and interpolation values of one zod issue; zod's own messages map to our kinds. */
export const messageOf = (issue: z.core.$ZodIssue): Message => {
  // Our own keys ('validation.maxLength', 'ticket.categoriesRequired'); zod's messages are sentences.
  if (I18N_KEY.test(issue.message)) {
    const args = ownKeyArgs(issue);
    return args ? { message: issue.message, args } : { message: issue.message };
  }
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string'
        ? { message: MESSAGES.maxLength, args: { max: Number(issue.maximum) } }
        : { message: MESSAGES.maxValue, args: { max: Number(issue.maximum) } };
    case 'too_small':
      if (issue.origin === 'string' && issue.exact) {
        return { message: MESSAGES.length, args: { length: Number(issue.minimum) } };
      }
      return issue.origin === 'string'
        ? { message: MESSAGES.minLength, args: { min: Number(issue.minimum) } }
        : { message: MESSAGES.minValue, args: { min: Number(issue.minimum) } };
    case 'invalid_type':
      return { message: issue.input === undefined ? MESSAGES.required : MESSAGES.invalid };
    default:
      return { message: MESSAGES.invalid };
  }
};

/** Whether a schema refuses an absent value: such a field is marked required (spec 5 asterisk). */
export const isRequiredSchema = (schema: z.ZodType): boolean => {
  const result = schema.safeParse(undefined);
  return !result.success && result.error.issues.some((issue) => issue.message === MESSAGES.required);
};

/*
 * Query-string fields of the searches. Values arrive as strings; a blank value means "no
 * filter", as the search screens drop empty values.
 */
/** Optional free text up to `max` characters. */
export const optionalText = (max: number) =>
  storableString({ error: 'validation.invalid' }) // e.g. a key given twice
    .trim()
    .max(max, 'validation.maxLength')
    .optional();

/** Optional text that, when not blank, must pass `check`; `message` is the key the field shows. */
export const optionalMatching = (check: (v: string) => boolean, message: string) =>
  storableString({ error: message }).trim().refine(blankOr(check), message).optional();

/** One of `values` exactly, or blank for no filter. */
export const optionalOneOf = (values: readonly string[]) =>
  optionalMatching((v) => values.includes(v), 'validation.invalid');

/**
 * A list given as `a,b` or as repeated keys (`k=a&k=b`, what the data provider sends for
 * an array): each item parsed by `parse` (undefined refuses it); an empty list is no filter.
 */
export const optionalList = <T>(parse: (item: string) => T | undefined, message: string, max = 100) =>
  z
    .union([storableString(), z.array(storableString())])
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

const ISO_INSTANT = z.iso.datetime({ offset: true });

/** Text first, so a NUL is told as such (validation.characters), then an instant within the date bounds. */
export const instant = storableString({
  error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid'),
})
  .refine((value) => ISO_INSTANT.safeParse(value).success, 'validation.invalid')
  .refine((value) => {
    const at = Date.parse(value);
    return at >= DATE_BOUNDS.earliest && at <= DATE_BOUNDS.latest;
  }, 'validation.dateBounds');
