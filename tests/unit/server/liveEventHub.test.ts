import { describe, expect, it } from 'vitest';
import { announce, liveEventHub } from '../../../server/liveEvents/liveEventHub.ts';
import { controlledClock } from '../../../server/vehicleGateway/fleetClock.ts';
import { mayReceive, type LiveEvent } from '../../../src/domain/liveEvents/liveEvent.ts';

/** docs/architecture.md, Live events: told once committed, at their time, to whom spec 6 allows. */
const START = new Date('2026-03-01T08:00:00Z');
const COMMAND: LiveEvent = { topic: 'commands', vin: 'JTDKARFU0LJ000101', tripId: null };

describe('the live event hub', () => {
  it('holds what a run announces until it has succeeded, and an event dated later until the fleet clock reaches it', async () => {
    const clock = controlledClock(START);
    const hub = liveEventHub(clock);
    const told: LiveEvent[] = [];
    hub.subscribe((event) => told.push(event));
    await hub.runTelling(async () => {
      announce(COMMAND);
      announce({ topic: 'cars', vins: [COMMAND.vin] }, new Date(START.getTime() + 5_000));
      expect(told).toEqual([]);
    });
    expect(told).toEqual([COMMAND]);
    clock.advance(4_999);
    expect(told).toHaveLength(1);
    clock.advance(1);
    expect(told).toEqual([COMMAND, { topic: 'cars', vins: [COMMAND.vin] }]);
  });

  it('tells nothing of a run that failed, nor what waited when it closes', async () => {
    const clock = controlledClock(START);
    const hub = liveEventHub(clock);
    const told: LiveEvent[] = [];
    hub.subscribe((event) => told.push(event));
    await expect(
      hub.runTelling(async () => {
        announce(COMMAND);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await hub.runTelling(async () => announce(COMMAND, new Date(START.getTime() + 1_000)));
    hub.close();
    clock.advance(1_000);
    expect(told).toEqual([]);
  });

  it('gives a notification to its staff member only, and the others by role area (spec 6)', () => {
    const mine: LiveEvent = { topic: 'notifications', staffId: 7 };
    expect(mayReceive(mine, { staffId: 7, roles: ['DRIVE'] })).toBe(true);
    expect(mayReceive(mine, { staffId: 8, roles: ['SYSADM'] })).toBe(false);
    expect(mayReceive(COMMAND, { staffId: 1, roles: ['SVC'] })).toBe(true);
    expect(mayReceive(COMMAND, { staffId: 1, roles: ['SUPPORT'] })).toBe(false);
    expect(mayReceive({ topic: 'imports', importId: '3' }, { staffId: 1, roles: ['MSA'] })).toBe(false);
    expect(mayReceive({ topic: 'cars', vins: null }, { staffId: 1, roles: ['SUPPORT'] })).toBe(true);
  });
});
