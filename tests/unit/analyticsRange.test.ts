import { describe, expect, it } from 'vitest';
import {
  analyticsQuery,
  daysOf,
  defaultRange,
  rangeError,
  utcBounds,
  weekOf,
  weeksOf,
} from '../../src/domain/analytics/analyticsRange.ts';

describe('Analytics ranges', () => {
  it('a range runs forwards, at most 366 days, both days included', () => {
    expect(rangeError('2026-03-02', '2026-03-02')).toBeUndefined();
    expect(rangeError('2024-01-01', '2024-12-31')).toBeUndefined();
    expect(rangeError('2025-01-01', '2026-01-02')).toBe('analytics.errors.rangeTooLong');
    expect(rangeError('2026-03-10', '2026-03-02')).toBe('validation.dateRange');
    expect(rangeError('2026-02-30', '2026-03-02')).toBe('validation.date');
  });

  it('the server refuses a bad range at its end field', () => {
    const parsed = analyticsQuery.safeParse({ from: '2025-01-01', to: '2026-01-02' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toMatchObject([{ path: ['to'], message: 'analytics.errors.rangeTooLong' }]);
  });

  it('opens on the last 30 days, today included', () => {
    expect(defaultRange('2026-03-10')).toEqual({ from: '2026-02-09', to: '2026-03-10' });
  });

  it('lists every day, across a month and a clock change', () => {
    expect(daysOf('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysOf('2026-03-07', '2026-03-09')).toHaveLength(3);
  });

  it('spec point 9: weeks start on Monday, and a range lists the Mondays it touches', () => {
    expect(weekOf('2026-03-02')).toBe('2026-03-02');
    expect(weekOf('2026-03-08')).toBe('2026-03-02');
    expect(weekOf('2026-01-01')).toBe('2025-12-29');
    expect(weeksOf('2026-03-04', '2026-03-16')).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
  });

  it('reads an index range wide enough for every zone', () => {
    expect(utcBounds('2026-03-02', '2026-03-10')).toEqual({
      after: new Date('2026-03-01T00:00:00Z'),
      before: new Date('2026-03-12T00:00:00Z'),
    });
  });

  it('spec 5 date range: the calendar’s last week lists its Mondays and reads within the bounds', () => {
    expect(weeksOf('9999-12-20', '9999-12-31')).toEqual(['9999-12-20', '9999-12-27']);
    expect(utcBounds('9999-12-20', '9999-12-31')).toEqual({
      after: new Date('9999-12-19T00:00:00Z'),
      before: new Date('9999-12-31T23:59:59Z'),
    });
    expect(utcBounds('1900-01-01', '1900-01-07').after).toEqual(new Date('1900-01-01T00:00:00Z'));
    expect(analyticsQuery.safeParse({ from: '9999-12-20', to: '9999-12-31' }).success).toBe(true);
    expect(analyticsQuery.safeParse({ from: '0001-01-01', to: '0001-01-02' }).error?.issues).toMatchObject([
      { path: ['from'], message: 'validation.dateBounds' },
      { path: ['to'], message: 'validation.dateBounds' },
    ]);
  });
});
