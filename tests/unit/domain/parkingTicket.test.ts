import { describe, expect, it } from 'vitest';
import { ticketDayRefusal, ticketTimeRefusal } from '../../../src/domain/trips/parkingTicket.ts';

describe('spec 7 parking ticket: a ticket time is not in the future', () => {
  const now = new Date('2026-11-21T17:00:00Z');

  it('spec 7 parking ticket: the server refuses an instant after now, and takes now itself', () => {
    expect(ticketTimeRefusal(now, now)).toBeUndefined();
    expect(ticketTimeRefusal(new Date('2026-11-20T09:30:00Z'), now)).toBeUndefined();
    expect(ticketTimeRefusal(new Date('2026-11-21T17:00:01Z'), now)).toBe('parkingTicket.errors.future');
  });

  it('spec 7 parking ticket: the form refuses a day after today, by the calendar day alone', () => {
    const today = new Date(2026, 10, 21, 23, 59);
    expect(ticketDayRefusal(new Date(2026, 10, 21), today)).toBeUndefined();
    expect(ticketDayRefusal(new Date(2025, 11, 31), today)).toBeUndefined();
    expect(ticketDayRefusal(new Date(2026, 10, 22), today)).toBe('parkingTicket.errors.future');
    expect(ticketDayRefusal(new Date(2027, 0, 1), today)).toBe('parkingTicket.errors.future');
    expect(ticketDayRefusal(null, today)).toBeUndefined();
  });
});
