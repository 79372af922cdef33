import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TranslationMessages } from 'ra-core';
import en from '../../../i18n/en.ts';
import fr from '../../../i18n/fr.ts';
import { staffUpdate } from '../../../src/domain/staffs/staff.ts';
import {
  canadianPostalCode,
  email,
  isRequiredSchema,
  MESSAGES,
  messageOf,
  number,
  oneOf,
  phone,
  text,
  usZip,
  withDateRange,
  type Message,
} from '../../../src/domain/validation.ts';

/** The first message a schema gives for a value, or null when it passes. */
const check = (schema: z.ZodType, value: unknown): Message | null => {
  const result = schema.safeParse(value);
  return result.success ? null : messageOf(result.error.issues[0]!);
};

/** Each failing field's message, keyed by its dotted path, as a form shows it. */
const fieldMessages = (error: z.ZodError) =>
  Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), messageOf(issue)]));

describe('spec 5 "General message kinds": one schema per kind, failing with its key', () => {
  it('required: absent, null (a blank after "before sending") and blank text', () => {
    for (const value of [undefined, null, '', '   ']) {
      expect(check(text({ required: true }), value)).toEqual({ message: MESSAGES.required });
    }
    expect(check(number({ required: true }), null)).toEqual({ message: MESSAGES.required });
    expect(check(oneOf(['A', 'B']), '')).toEqual({ message: MESSAGES.required });
    expect(check(text(), undefined)).toBeNull();
    expect(check(text(), '')).toBeNull();
  });

  it("spec 5 ticket: a schema's own message key outside validation.* is kept, not replaced by the kind's", () => {
    const categories = z.array(z.number()).min(1, 'ticket.categoriesRequired');
    expect(check(categories, [])).toEqual({ message: 'ticket.categoriesRequired' });
    expect(check(z.array(z.number()).min(1), [])).toEqual({ message: MESSAGES.minValue, args: { min: 1 } });
  });

  it('invalid: the wrong type or a value outside the list', () => {
    expect(check(text(), 12)).toEqual({ message: MESSAGES.invalid });
    expect(check(oneOf(['A', 'B']), 'C')).toEqual({ message: MESSAGES.invalid });
    expect(check(number(), 'twelve')).toEqual({ message: MESSAGES.invalid });
    expect(check(number({ integer: true }), 1.5)).toEqual({ message: MESSAGES.invalid });
  });

  it('e-mail', () => {
    expect(check(email(), 'ann@example.com')).toBeNull();
    expect(check(email(), ' ann@example.com ')).toBeNull();
    expect(check(email(), 'ann@example')).toEqual({ message: MESSAGES.email });
    expect(check(email({ required: true }), '')).toEqual({ message: MESSAGES.required });
  });

  it('phone: a valid 10-digit North American number, written any common way', () => {
    for (const ok of ['6045550123', '(604) 555-0123', '604.555.0123', '1-604-555-0123']) {
      expect(check(phone(), ok), ok).toBeNull();
    }
    for (const bad of ['555-0123', '0045550123', '6041550123', '60455501234', 'abc']) {
      expect(check(phone(), bad), bad).toEqual({ message: MESSAGES.phone });
    }
  });

  it('US zip and Canadian postal code formats', () => {
    expect(check(usZip(), '90210')).toBeNull();
    expect(check(usZip(), '90210-1234')).toBeNull();
    expect(check(usZip(), '9021')).toEqual({ message: MESSAGES.zip });
    expect(check(canadianPostalCode(), 'V6B 1A1')).toBeNull();
    expect(check(canadianPostalCode(), 'h2x1y4')).toBeNull();
    // D, F, I, O, Q, U never appear; W and Z never start a code.
    expect(check(canadianPostalCode(), 'D6B 1A1')).toEqual({ message: MESSAGES.canadianPostalCode });
    expect(check(canadianPostalCode(), 'W6B 1A1')).toEqual({ message: MESSAGES.canadianPostalCode });
    expect(check(canadianPostalCode(), '90210')).toEqual({ message: MESSAGES.canadianPostalCode });
  });

  it('date range: the end may equal the start, not come before it; the error sits on the end', () => {
    const period = withDateRange(z.object({ start: z.any(), end: z.any() }), 'start', 'end');
    expect(period.safeParse({ start: '2026-03-01', end: '2026-03-01' }).success).toBe(true);
    expect(period.safeParse({ start: '2026-03-01', end: undefined }).success).toBe(true);
    const result = period.safeParse({ start: new Date('2026-03-02'), end: new Date('2026-03-01') });
    expect(result.success).toBe(false);
    expect(fieldMessages(result.error!)).toEqual({ end: { message: MESSAGES.dateRange } });
  });

  it('length, min/max length: with the number the text shows', () => {
    expect(check(text({ length: 17 }), 'A'.repeat(16))).toEqual({
      message: MESSAGES.length,
      args: { length: 17 },
    });
    expect(check(text({ length: 17 }), 'A'.repeat(17))).toBeNull();
    expect(check(text({ min: 3 }), 'ab')).toEqual({ message: MESSAGES.minLength, args: { min: 3 } });
    expect(check(text({ max: 5 }), 'abcdef')).toEqual({ message: MESSAGES.maxLength, args: { max: 5 } });
    // Trimmed first: spaces around do not count.
    expect(check(text({ max: 5 }), '  abcde  ')).toBeNull();
    // A schema that names the key itself still gives the number (the search filters do).
    expect(check(z.string().max(3, MESSAGES.maxLength), 'abcd')).toEqual({
      message: MESSAGES.maxLength,
      args: { max: 3 },
    });
    expect(check(z.string().min(2, MESSAGES.minLength), 'a')).toEqual({
      message: MESSAGES.minLength,
      args: { min: 2 },
    });
  });

  it('min/max value and range (e.g. spec 9: uses 1-999)', () => {
    expect(check(number({ min: 1 }), 0)).toEqual({ message: MESSAGES.minValue, args: { min: 1 } });
    expect(check(number({ max: 99 }), 100)).toEqual({ message: MESSAGES.maxValue, args: { max: 99 } });
    expect(check(number({ min: 1, max: 999 }), 1000)).toEqual({
      message: MESSAGES.range,
      args: { min: 1, max: 999 },
    });
    expect(check(number({ min: 1, max: 999 }), '12')).toBeNull();
  });

  it("zod's own checks map onto the same kinds", () => {
    expect(check(z.string().max(3), 'abcd')).toEqual({ message: MESSAGES.maxLength, args: { max: 3 } });
    expect(check(z.string().length(2), 'a')).toEqual({ message: MESSAGES.length, args: { length: 2 } });
    expect(check(z.number().min(5), 1)).toEqual({ message: MESSAGES.minValue, args: { min: 5 } });
  });

  it("spec 5 Ticket: a rule's own message key is kept ('categories are required', a blank note)", () => {
    expect(check(z.array(z.number()).min(1, 'ticket.categoriesRequired'), [])).toEqual({
      message: 'ticket.categoriesRequired',
    });
    expect(check(z.string().trim().min(1, 'ticket.noteBlank'), '  ')).toEqual({
      message: 'ticket.noteBlank',
    });
    expect(check(z.string().min(2), 'a')).toEqual({ message: MESSAGES.minLength, args: { min: 2 } });
  });

  it('a schema that refuses an absent value is a required field (spec 5 asterisk)', () => {
    expect(isRequiredSchema(text({ required: true }))).toBe(true);
    expect(isRequiredSchema(oneOf(['A']))).toBe(true);
    expect(isRequiredSchema(text({ max: 3 }))).toBe(false);
    expect(isRequiredSchema(phone())).toBe(false);
  });

  it('every key has a text in English and French, with the same placeholders', () => {
    const texts = (messages: TranslationMessages) => messages.validation as Record<string, string>;
    for (const key of Object.values(MESSAGES)) {
      const name = key.replace('validation.', '');
      expect(texts(en)[name], key).toBeTypeOf('string');
      expect(texts(fr)[name], key).toBeTypeOf('string');
    }
    expect(texts(en).maxLength).toBe('Must be at most %{max} characters');
    expect(texts(en).range).toBe('Must be between %{min} and %{max}');
  });
});

describe('the Team edit schema (spec 1 Team, spec 6 roles)', () => {
  it('takes names and ignores the e-mail and the role, which belong to the identity provider', () => {
    expect(staffUpdate.parse({ firstName: ' Ann ', lastName: 'Lee', role: 'FLEET', email: 'x@y.z' })).toEqual(
      {
        firstName: 'Ann',
        lastName: 'Lee',
      },
    );
    const bad = staffUpdate.safeParse({ firstName: null, lastName: 'x'.repeat(101), role: 'BOSS' });
    expect(fieldMessages(bad.error!)).toEqual({
      firstName: { message: MESSAGES.required },
      lastName: { message: MESSAGES.maxLength, args: { max: 100 } },
    });
  });
});
