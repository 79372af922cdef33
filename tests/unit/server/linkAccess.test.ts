import { describe, expect, it } from 'vitest';
import { mayPublish, maySubscribe } from '../../../server/broker/linkAccess.ts';
import { BACK_OFFICE_USER, FLEET_BRIDGE_USER } from '../../../server/broker/linkCredentials.ts';

const BOX = 'G90000000000001';
const OTHER = 'G90000000000002';

/** Spec 4 (Trip troubleshooting commands) over docs/architecture.md, Vehicle link: who may say what. */
describe('the embedded broker’s topic rules', () => {
  it('lets a box publish its own reports, answers and state, and nothing of another box', () => {
    for (const kind of ['telemetry', 'state', 'acks', 'results', 'diagnostics'])
      expect([
        kind,
        mayPublish(BOX, `boxes/${BOX}/${kind}`),
        mayPublish(BOX, `boxes/${OTHER}/${kind}`),
      ]).toEqual([kind, true, false]);
  });

  it('keeps commands the back office’s: a box cannot command itself or another', () => {
    expect(mayPublish(BOX, `boxes/${BOX}/commands`)).toBe(false);
    expect(mayPublish(FLEET_BRIDGE_USER, `boxes/${BOX}/commands`)).toBe(false);
    expect(mayPublish(BACK_OFFICE_USER, `boxes/${BOX}/commands`)).toBe(true);
    expect(mayPublish(BACK_OFFICE_USER, `boxes/${BOX}/telemetry`)).toBe(false);
  });

  it('lets a bridge speak for any box, never with a wildcard or outside the boxes’ topics', () => {
    expect(mayPublish(FLEET_BRIDGE_USER, `boxes/${OTHER}/results`)).toBe(true);
    expect(mayPublish(FLEET_BRIDGE_USER, 'boxes/+/results')).toBe(false);
    expect(mayPublish(FLEET_BRIDGE_USER, 'boxes/#')).toBe(false);
    expect(mayPublish(BOX, `boxes/${BOX}/telemetry/extra`)).toBe(false);
    expect(mayPublish(BOX, `$SYS/broker`)).toBe(false);
    expect(mayPublish(BOX, `boxes/${BOX}/unknown`)).toBe(false);
  });

  it('lets each side read what the other publishes: the back office every box’s reports, a box its own commands', () => {
    expect(maySubscribe(BACK_OFFICE_USER, 'boxes/+/telemetry')).toBe(true);
    expect(maySubscribe(BACK_OFFICE_USER, 'boxes/+/results')).toBe(true);
    expect(maySubscribe(BACK_OFFICE_USER, 'boxes/+/commands')).toBe(false);
    expect(maySubscribe(BOX, `boxes/${BOX}/commands`)).toBe(true);
    expect(maySubscribe(BOX, `boxes/${OTHER}/commands`)).toBe(false);
    expect(maySubscribe(BOX, 'boxes/+/commands')).toBe(false);
    expect(maySubscribe(BOX, `boxes/${BOX}/telemetry`)).toBe(false);
    expect(maySubscribe(FLEET_BRIDGE_USER, 'boxes/+/commands')).toBe(true);
    expect(maySubscribe(FLEET_BRIDGE_USER, 'boxes/#')).toBe(false);
    expect(maySubscribe(BACK_OFFICE_USER, '#')).toBe(false);
  });
});
