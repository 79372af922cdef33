import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activityLogQuery } from '../../../src/domain/activityLog.ts';
import { alertDay } from '../../../src/domain/customers/alert.ts';
import { calendarDate } from '../../../src/domain/calendarRules.ts';
import { ticketSaveBody } from '../../../src/domain/tickets/ticketSave.ts';
import { ticketSearchQuery } from '../../../src/domain/tickets/ticketSearchQuery.ts';
import {
  dayEnd,
  dayStart,
  email,
  isDayWithinBounds,
  isStorableText,
  MESSAGES,
  optionalList,
  text,
} from '../../../src/domain/validation.ts';

/** Each refused field's first key, as the forms and the API show it. */
const keys = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('text the database can keep', () => {
  it('refuses NUL and half of a surrogate pair, keeps whole characters', () => {
    for (const value of ['a\u0000b', '\u0000', 'x\ud800y', 'x\udc00', '\udc00\ud800', '😀'.slice(0, 1)])
      expect(isStorableText(value), JSON.stringify(value)).toBe(false);
    for (const value of ['', 'Émilie Côté', 'line\nbreak\ttab', '😀 ok', '\ud83d\ude00', '\ufffd'])
      expect(isStorableText(value), JSON.stringify(value)).toBe(true);
  });

  it('the first key of a refused field is validation.characters, whatever its other rules', () => {
    expect(keys(text({ required: true, max: 5 }), 'a\u0000b')).toEqual({ '': MESSAGES.characters });
    // Before the change this e-mail passed its pattern and reached PostgreSQL.
    expect(keys(email(), 'a\u0000@example.com')).toEqual({ '': MESSAGES.characters });
    expect(
      keys(
        optionalList((v) => v, MESSAGES.invalid),
        ['ok', 'x\ud800'],
      ),
    ).toEqual({
      '1': MESSAGES.characters,
    });
  });

  it('the ticket body (POST and PUT /tickets) refuses NUL in its subject, details and notes, and a lone surrogate', () => {
    const body = {
      subject: 'Car \u0000 not unlocking',
      details: 'x\ud800y',
      categories: [12],
      department: 'Member Services',
      priority: 'High',
      status: 'New',
      notes: [{ note: 'called\u0000back' }],
    };
    expect(keys(ticketSaveBody, body)).toEqual({
      subject: MESSAGES.characters,
      details: MESSAGES.characters,
      'notes.0.note': MESSAGES.characters,
    });
  });
});

describe('a date, and the instant it leads to, lie within 1900-01-01 – 9999-12-31T23:59:59Z', () => {
  it('reads days and their ends; years below 100 are not 19xx', () => {
    expect(dayStart('2026-11-26')?.toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(dayEnd('2026-11-26')?.toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(dayStart('2026-11-26T00:00:00-08:00')?.toISOString()).toBe('2026-11-26T08:00:00.000Z');
    expect(dayStart('0050-01-01')?.getUTCFullYear()).toBe(50);
    expect(dayStart('2026-02-29')).toBeUndefined();
  });

  it('refuses a day outside the bounds, and a `to` whose next midnight is past them', () => {
    expect(isDayWithinBounds('1900-01-01')).toBe(true);
    expect(isDayWithinBounds('1899-12-31')).toBe(false);
    expect(isDayWithinBounds('0050-01-01')).toBe(false);
    expect(isDayWithinBounds('9999-12-31')).toBe(true);
    expect(isDayWithinBounds('9999-12-31', { toEnd: true })).toBe(false);
    expect(isDayWithinBounds('9999-12-30', { toEnd: true })).toBe(true);
    // A picker's local midnight west of UTC is already in year 10000.
    expect(isDayWithinBounds('9999-12-31T23:00:00-05:00')).toBe(false);
    expect(isDayWithinBounds('not a day')).toBe(true);
  });

  it('the ticket search, the activity log, the profile dates and the alert expiry say so with validation.dateBounds', () => {
    expect(keys(ticketSearchQuery, { to: '9999-12-31' })).toEqual({ to: MESSAGES.dateBounds });
    expect(keys(ticketSearchQuery, { from: '9999-12-31', to: '9999-12-30' })).toEqual({
      to: MESSAGES.dateRange,
    });
    expect(keys(ticketSearchQuery, { from: '1899-12-31' })).toEqual({ from: MESSAGES.dateBounds });
    expect(keys(ticketSearchQuery, { from: 'soon' })).toEqual({ from: MESSAGES.date });
    expect(keys(ticketSearchQuery, { from: '', to: '' })).toEqual({});
    expect(keys(activityLogQuery, { startDate: '2026-01-01', endDate: '9999-12-31' })).toEqual({
      endDate: MESSAGES.dateBounds,
    });
    expect(keys(activityLogQuery, { startDate: '1899-01-01' })).toEqual({ startDate: MESSAGES.dateBounds });
    expect(keys(calendarDate({ when: 'past' }), '1899-12-31')).toEqual({ '': MESSAGES.dateBounds });
    expect(keys(calendarDate({ when: 'future' }), '9999-12-31')).toEqual({});
    expect(keys(alertDay, '9999-12-31')).toEqual({ '': MESSAGES.dateBounds });
    expect(keys(alertDay, '9999-12-30')).toEqual({});
  });
});
