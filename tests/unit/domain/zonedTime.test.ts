import { describe, expect, it } from 'vitest';
import { instantInZone } from '../../../src/domain/zonedTime.ts';

describe('a parking ticket’s time read in the city’s clock', () => {
  it('reads a wall-clock time in the zone, winter and summer', () => {
    expect(instantInZone('2026-11-20T14:35', 'America/Toronto')?.toISOString()).toBe(
      '2026-11-20T19:35:00.000Z',
    );
    expect(instantInZone('2026-07-20T14:35:10', 'America/Toronto')?.toISOString()).toBe(
      '2026-07-20T18:35:10.000Z',
    );
  });

  it('reads a time in the hour the clock repeats as the first of the two', () => {
    expect(instantInZone('2026-11-01T01:30', 'America/Toronto')?.toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('refuses text that is no wall-clock time, or a day that does not exist', () => {
    expect(instantInZone('2026-11-20T14:35Z', 'America/Toronto')).toBeUndefined();
    expect(instantInZone('2026-02-30T10:00', 'America/Toronto')).toBeUndefined();
    expect(instantInZone('tomorrow', 'America/Toronto')).toBeUndefined();
  });
});
