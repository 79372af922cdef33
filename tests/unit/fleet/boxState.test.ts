import { describe, expect, it } from 'vitest';
import {
  boxAt,
  foldBox,
  type LandingCommand,
  type StoredBox,
} from '../../../server/vehicleGateway/simulated/boxState.ts';
import {
  commandStatusAt,
  isRefusal,
  planCommand,
  type PlannedCommand,
} from '../../../server/vehicleGateway/simulated/commandPlan.ts';

const T0 = new Date('2026-03-01T08:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const S = 1000;
const MIN = 60 * S;
const VIN = 'JTDBCMFE0NJ123456';

const box = (more: Partial<StoredBox> = {}): StoredBox => ({
  failingTests: [],
  offline: false,
  vendorError: null,
  stateAt: T0,
  reportedAt: T0,
  activeAt: T0,
  doorsLocked: true,
  immobilizerEngaged: true,
  ignitionOn: false,
  homeZoneLed: true,
  bootedAt: null,
  rfidResetAt: null,
  ...more,
});

const planned = (
  stored: StoredBox,
  kind: Parameters<typeof planCommand>[2],
  now: Date,
  landed: LandingCommand[] = [],
) => {
  const plan = planCommand(boxAt(stored, landed, now), VIN, kind, now);
  if (isRefusal(plan)) throw new Error(`refused ${plan.statusCode}`);
  return plan;
};
const landing = (kind: string, requestedAt: Date, plan: PlannedCommand): LandingCommand => ({
  command: kind,
  requestedAt,
  outcome: plan.outcome,
  outcomeAt: plan.outcomeAt,
  reportedState: plan.reportedState,
});

describe('a box worked out from its row and commands at a given now', () => {
  it('falls asleep after 15 idle minutes, not before, unless the ignition is on', () => {
    expect(boxAt(box(), [], at(15 * MIN - 1)).asleep).toBe(false);
    expect(boxAt(box(), [], at(15 * MIN)).asleep).toBe(true);
    expect(boxAt(box({ ignitionOn: true }), [], at(60 * MIN)).asleep).toBe(false);
  });

  it('refuses a command to a sleeping box (409), a silent one (410) and a vendor-refused one (424)', () => {
    const now = at(20 * MIN);
    expect(planCommand(boxAt(box(), [], now), VIN, 'lock', now)).toMatchObject({ statusCode: 409 });
    const silent = box({ offline: true, reportedAt: at(-25 * 60 * MIN) });
    expect(planCommand(boxAt(silent, [], now), VIN, 'wakeup', now)).toMatchObject({ statusCode: 410 });
    const refused = box({ vendorError: 'SIM suspended' });
    expect(planCommand(boxAt(refused, [], now), VIN, 'wakeup', now)).toMatchObject({ statusCode: 424 });
  });

  it('a working box beats every hour, so it stays online however long it sleeps', () => {
    expect(boxAt(box(), [], at(3 * 24 * 60 * MIN)).online).toBe(true);
    expect(boxAt(box({ offline: true }), [], at(24 * 60 * MIN)).online).toBe(true);
    expect(boxAt(box({ offline: true }), [], at(24 * 60 * MIN + 1)).online).toBe(false);
  });

  it('wakes 5 to 20 s after a wake-up, the delay fixed by the car and the instant', () => {
    const now = at(20 * MIN);
    const wake = planned(box(), 'wakeup', now);
    expect(wake).toEqual(planned(box(), 'wakeup', now));
    const delay = wake.outcomeAt.getTime() - now.getTime();
    expect(delay).toBeGreaterThanOrEqual(5 * S);
    expect(delay).toBeLessThanOrEqual(20 * S);
    const commands = [landing('wakeup', now, wake)];
    const before = new Date(wake.outcomeAt.getTime() - 1);
    expect(boxAt(box(), commands, before)).toMatchObject({ asleep: true, waking: true });
    expect(boxAt(box(), commands, wake.outcomeAt)).toMatchObject({ asleep: false, waking: false });
    expect(commandStatusAt(wake, now)).toBe('requested');
    expect(commandStatusAt(wake, at(20 * MIN + S))).toBe('sent');
    expect(commandStatusAt(wake, wake.outcomeAt)).toBe('confirmed');
  });

  it('lays a confirmed report over the state once it lands, and a reboot lands 10 s after it is asked for (spec 9)', () => {
    const now = at(MIN);
    const unlock = planned(box(), 'unlock', now);
    const commands = [landing('unlock', now, unlock)];
    expect(boxAt(box(), commands, new Date(unlock.outcomeAt.getTime() - 1)).doorsLocked).toBe(true);
    expect(boxAt(box(), commands, unlock.outcomeAt).doorsLocked).toBe(false);
    const reboot = planned(box(), 'rebootTelemeter', now);
    expect(reboot.outcomeAt.getTime() - now.getTime()).toBe(10 * S);
    expect(boxAt(box(), [landing('rebootTelemeter', now, reboot)], at(MIN + 10 * S)).bootedAt).toEqual(
      at(MIN + 10 * S),
    );
  });

  it('times a command out at 30 s on a box that stopped answering, and fails one its faults fail', () => {
    const now = at(MIN);
    const silent = planned(box({ offline: true }), 'lock', now);
    expect(silent).toMatchObject({ outcome: 'timedOut', outcomeAt: at(MIN + 30 * S) });
    expect(commandStatusAt(silent, at(MIN + 30 * S - 1))).toBe('sent');
    expect(commandStatusAt(silent, at(MIN + 30 * S))).toBe('timedOut');
    const faulty = box({ failingTests: ['gpsPosition'] });
    expect(planned(faulty, 'locate', now)).toMatchObject({ outcome: 'failed', reportedState: null });
    expect(planned(faulty, 'diagnostic:gpsPosition', now).outcome).toBe('failed');
    expect(planned(faulty, 'diagnostic:lock', now).outcome).toBe('confirmed');
  });

  it('a diagnostic wakes a sleeping box itself', () => {
    const now = at(30 * MIN);
    const test = planned(box(), 'diagnostic:lock', now);
    expect(test.outcome).toBe('confirmed');
    expect(test.outcomeAt.getTime() - now.getTime()).toBeGreaterThanOrEqual(S + 5 * S + 2 * S);
  });

  it('folding the answered commands into the row changes nothing a later read derives', () => {
    const now = at(MIN);
    const lock = planned(box({ doorsLocked: false }), 'lock', now);
    const commands = [landing('lock', now, lock)];
    const later = at(5 * MIN);
    const folded = foldBox(box({ doorsLocked: false }), commands, at(2 * MIN));
    const { stateAt: _a, ...direct } = boxAt(box({ doorsLocked: false }), commands, later);
    const { stateAt: _b, ...fromFold } = boxAt(folded, commands, later);
    expect(fromFold).toEqual(direct);
  });
});
