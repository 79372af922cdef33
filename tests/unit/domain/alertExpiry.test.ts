import { describe, expect, it } from 'vitest';
import {
  dayOfPicked,
  endOfDayIn,
  isDayAfter,
  isFutureDay,
  isIsoDay,
  todayIn,
} from '../../../src/domain/customers/alertExpiry.ts';
import { memberTimeZone } from '../../../src/domain/customers/memberTimeZone.ts';

describe('spec 9 "Alerts expire at the end of the chosen day", in the member\'s home zone', () => {
  it('ends at the next local midnight, in standard and in summer time', () => {
    // Standard time on the Pacific coast is Los Angeles': British Columbia keeps daylight time all
    // year from November 2026 (tzdata 2026c).
    expect(endOfDayIn('2026-11-23', 'America/Los_Angeles').toISOString()).toBe('2026-11-24T08:00:00.000Z');
    expect(endOfDayIn('2026-07-01', 'America/Vancouver').toISOString()).toBe('2026-07-02T07:00:00.000Z');
    expect(endOfDayIn('2026-07-01', 'America/Regina').toISOString()).toBe('2026-07-02T06:00:00.000Z');
    expect(endOfDayIn('2026-11-23', 'America/St_Johns').toISOString()).toBe('2026-11-24T03:30:00.000Z');
  });

  it('ends at local midnight on the days clocks change', () => {
    // Clocks go forward on 2026-03-08 and back on 2026-11-01 (2 a.m., Canada and the US).
    expect(endOfDayIn('2026-03-07', 'America/Toronto').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(endOfDayIn('2026-03-08', 'America/Toronto').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(endOfDayIn('2026-10-31', 'America/Toronto').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(endOfDayIn('2026-11-01', 'America/Toronto').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('rolls over months and years', () => {
    expect(endOfDayIn('2026-12-31', 'America/Halifax').toISOString()).toBe('2027-01-01T04:00:00.000Z');
    expect(endOfDayIn('2028-02-28', 'America/Winnipeg').toISOString()).toBe('2028-02-29T06:00:00.000Z');
  });
});

describe('spec 5 Alert: the expiry must be a future date', () => {
  // 22:30 on the 23rd in Vancouver is already 01:30 on the 24th in Toronto.
  const now = new Date('2026-11-24T06:30:00Z');

  it('judges "today" in the member\'s zone, not the server\'s', () => {
    expect(todayIn('America/Vancouver', now)).toBe('2026-11-23');
    expect(todayIn('America/Toronto', now)).toBe('2026-11-24');
    expect(isFutureDay('2026-11-24', 'America/Vancouver', now)).toBe(true);
    expect(isFutureDay('2026-11-24', 'America/Toronto', now)).toBe(false);
  });

  it('refuses today and past days, and what is not a calendar day', () => {
    expect(isFutureDay('2026-11-23', 'America/Vancouver', now)).toBe(false);
    expect(isFutureDay('2025-12-01', 'America/Vancouver', now)).toBe(false);
    expect(isFutureDay('2027-02-30', 'America/Vancouver', now)).toBe(false);
    expect(isDayAfter('2026-11-24', '2026-11-23')).toBe(true);
    expect(isDayAfter('2026-11-23', '2026-11-23')).toBe(false);
    expect(isDayAfter('2027-02-30', '2026-11-23')).toBe(false);
    expect(isIsoDay('2027-02-28')).toBe(true);
    expect(isIsoDay('2027-2-28')).toBe(false);
  });

  it("reads a picked date as the calendar day shown, whatever the browser's zone", () => {
    expect(dayOfPicked(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe("the member's home time zone from province and city", () => {
  it('maps provinces, and the towns on another clock than their province', () => {
    expect(memberTimeZone({ city: 'Vancouver', province: 'BC' })).toBe('America/Vancouver');
    expect(memberTimeZone({ city: 'Montréal', province: 'qc' })).toBe('America/Toronto');
    expect(memberTimeZone({ city: 'Kenora', province: 'ON' })).toBe('America/Winnipeg');
    expect(memberTimeZone({ city: 'Cranbrook ', province: 'BC' })).toBe('America/Edmonton');
    expect(memberTimeZone({ city: 'Calgary', province: 'AB' })).toBe('America/Edmonton');
  });

  it("falls back to the given zone (the member region's) without a known province", () => {
    expect(memberTimeZone({ city: 'Seattle', province: 'WA' }, 'America/Vancouver')).toBe(
      'America/Vancouver',
    );
    expect(memberTimeZone({ city: null, province: null })).toBe('America/Toronto');
  });
});
