import { describe, expect, it } from 'vitest';
import { isCreatedRange, ticketSearchQuery } from '../../../src/domain/tickets/ticketSearchQuery.ts';

describe('spec 3 ticket search filters', () => {
  it('spec 5 date range: to may name the day of from, not an earlier one', () => {
    expect(isCreatedRange('2026-03-05', '2026-03-05')).toBe(true);
    expect(isCreatedRange('2026-03-05', '2026-03-06')).toBe(true);
    expect(isCreatedRange('2026-03-05', '2026-03-04')).toBe(false);
    // A date picker's local midnight (here UTC-5) is the start of that day.
    expect(isCreatedRange('2026-03-05T05:00:00.000Z', '2026-03-05T05:00:00.000Z')).toBe(true);
    expect(isCreatedRange('2026-03-05T05:00:00.000Z', '2026-03-04T05:00:00.000Z')).toBe(false);
    expect(isCreatedRange(undefined, '2026-03-04')).toBe(true);
    expect(isCreatedRange('2026-03-05', undefined)).toBe(true);
    const refused = ticketSearchQuery.safeParse({ from: '2026-03-05', to: '2026-03-04' });
    expect(refused.error?.issues[0]).toMatchObject({ path: ['to'], message: 'validation.dateRange' });
  });

  it('sorts by creation time or id only; newest first by default', () => {
    const plain = ticketSearchQuery.parse({});
    expect([plain.sort, plain.order]).toEqual([undefined, undefined]);
    expect(ticketSearchQuery.parse({ sort: 'id', order: 'ASC' })).toMatchObject({ sort: 'id', order: 'ASC' });
    expect(ticketSearchQuery.safeParse({ sort: 'subject' }).success).toBe(false);
    expect(ticketSearchQuery.safeParse({ sort: 'createDateTime', order: 'up' }).success).toBe(false);
  });
});
