import { describe, expect, it } from 'vitest';
import {
  activityLogQuery,
  activityLogRange,
  changesOf,
  START_NOT_FUTURE,
  startsInFuture,
} from '../../../src/domain/activityLog.ts';

const messagesOf = (values: unknown) =>
  activityLogRange.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ??
  [];

const NOW = new Date('2026-11-23T15:00:00Z');

describe('spec 5 Activity log: the start date (read as "not in the future", README Departures)', () => {
  it('spec 5: the start date is required', () => {
    expect(messagesOf({})).toEqual([['startDate', 'validation.required']]);
    expect(messagesOf({ startDate: '' })).toEqual([['startDate', 'validation.required']]);
  });

  it('spec 5: a start in the past or today is accepted, so staff can look back', () => {
    expect(startsInFuture('2020-01-01', NOW)).toBe(false);
    expect(startsInFuture('2026-11-23', NOW)).toBe(false);
    // A date picker's local midnight of today, anywhere west of UTC.
    expect(startsInFuture('2026-11-23T08:00:00.000Z', NOW)).toBe(false);
    expect(messagesOf({ startDate: new Date(2020, 0, 1) })).toEqual([]);
  });

  it('spec 5: a start in the future is refused (the day begins after now)', () => {
    expect(startsInFuture('2026-11-24', NOW)).toBe(true);
    expect(startsInFuture('2026-11-23T15:00:01.000Z', NOW)).toBe(true);
    const nextYear = new Date();
    nextYear.setFullYear(nextYear.getFullYear() + 1);
    expect(messagesOf({ startDate: nextYear })).toEqual([['startDate', START_NOT_FUTURE]]);
  });

  it('spec 5: a start that is not a date is refused as invalid', () => {
    expect(messagesOf({ startDate: '2026-02-30' })).toEqual([['startDate', 'validation.invalid']]);
    expect(messagesOf({ startDate: 'yesterday' })).toEqual([['startDate', 'validation.invalid']]);
  });
});

describe('spec 5 Activity log: the end date cannot be before the start date', () => {
  it('spec 5: the end may be absent, equal to the start, or after it', () => {
    expect(messagesOf({ startDate: '2026-01-10' })).toEqual([]);
    expect(messagesOf({ startDate: '2026-01-10', endDate: '2026-01-10' })).toEqual([]);
    expect(messagesOf({ startDate: new Date(2026, 0, 10), endDate: new Date(2026, 0, 11) })).toEqual([]);
  });

  it('spec 5: an end before the start is refused on the end field', () => {
    expect(messagesOf({ startDate: '2026-01-10', endDate: '2026-01-09' })).toEqual([
      ['endDate', 'validation.dateRange'],
    ]);
    expect(messagesOf({ startDate: new Date(2026, 0, 10), endDate: new Date(2026, 0, 9) })).toEqual([
      ['endDate', 'validation.dateRange'],
    ]);
  });

  it('spec 9 pagination: the query string takes page and count with the range', () => {
    expect(activityLogQuery.parse({ startDate: '2026-01-10', page: '2', count: '50' })).toEqual({
      startDate: '2026-01-10',
      page: 2,
      count: 50,
    });
    expect(activityLogQuery.safeParse({ startDate: '2026-01-10', count: '1000' }).success).toBe(false);
  });
});

describe('spec 5 Activity log: an entry lists what changed', () => {
  it('lists each field from what to what; an added record has no before, a removed one no after', () => {
    expect(changesOf(null, { note: 'Hello' })).toEqual([{ field: 'note', from: null, to: 'Hello' }]);
    expect(changesOf({ note: 'Hello' }, null)).toEqual([{ field: 'note', from: 'Hello', to: null }]);
    expect(changesOf({ flags: { a: 1 } }, { flags: { a: 2 } })).toEqual([
      { field: 'flags', from: '{"a":1}', to: '{"a":2}' },
    ]);
  });

  it('leaves out a field whose value did not change (the reservation a cancel names, its car)', () => {
    const before = { reservation_id: '7933', vin: '1HGCM82633A004352', status: 'ACTIVE', expires_at: null };
    const after = { reservation_id: '7933', vin: '1HGCM82633A004352', status: 'CANCELED', expires_at: null };
    expect(changesOf(before, after)).toEqual([{ field: 'status', from: 'ACTIVE', to: 'CANCELED' }]);
    expect(changesOf({ flags: { a: 1 } }, { flags: { a: 1 } })).toEqual([]);
  });
});
