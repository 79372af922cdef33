import { describe, expect, it } from 'vitest';
import type { VehicleCommand } from '../../../src/domain/cars/vehicleCommands.ts';
import { refreshWhileUnderWay } from '../../../src/domain/trips/tripDetail.ts';
import { timelineRefreshMs } from '../../../src/custom/carCommands/useCommandTimeline.ts';

const command = (id: string, status: VehicleCommand['status']) => ({ id, status }) as VehicleCommand;

describe('spec 4 Trip troubleshooting commands: the timeline follows a command until it has its outcome', () => {
  it('reads again soon while the command just sent is not on the page, or not answered there', () => {
    expect(timelineRefreshMs([], 'c1')).toBe(2_000);
    expect(timelineRefreshMs([command('c1', 'requested')], 'c1')).toBe(2_000);
    expect(timelineRefreshMs([command('c1', 'sent')], 'c1')).toBe(2_000);
  });
  it('reads again soon while any command on the page is unanswered, sent from this screen or not', () => {
    expect(timelineRefreshMs([command('c1', 'confirmed'), command('c0', 'sent')], undefined)).toBe(2_000);
  });
  it('slows down once every command shows its outcome', () => {
    for (const outcome of ['confirmed', 'failed', 'timedOut'] as const)
      expect(timelineRefreshMs([command('c1', outcome)], 'c1')).toBe(10_000);
    expect(timelineRefreshMs([], undefined)).toBe(10_000);
  });
});

describe('spec 3 Trip info: an open trip under way is read again, an ended one is not', () => {
  it('refreshes an ACTIVE trip every 30 s, and no other', () => {
    expect(refreshWhileUnderWay('ACTIVE')).toBe(30_000);
    for (const status of ['COMPLETED', 'TERMINATED', 'RELEASED'] as const)
      expect(refreshWhileUnderWay(status)).toBe(false);
    expect(refreshWhileUnderWay(undefined)).toBe(false);
  });
});
