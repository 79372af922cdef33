import { describe, expect, it } from 'vitest';
import { parseLinkTopic } from '../../../src/domain/vehicleLink/linkTopics.ts';
import {
  LOST_CONNECTION,
  boxCommandMessage,
  boxStateReport,
  commandResult,
} from '../../../src/domain/vehicleLink/messages.ts';

const AT = '2026-03-12T15:00:00.000Z';

/** Spec 4, Trip troubleshooting commands, as the vehicle link carries them (docs/architecture.md, Vehicle link). */
describe('the vehicle link’s messages', () => {
  it('carries every command a box carries out, with its id and time to live', () => {
    for (const command of ['lock', 'wakeup', 'endTripOutOfService', 'diagnostic:rfidReader'])
      expect(
        boxCommandMessage.safeParse({ commandId: '42', command, issuedAt: AT, expiresAt: AT }).success,
      ).toBe(true);
    // The trip's own commands never reach the box; ids are the log's, not free text.
    expect(
      boxCommandMessage.safeParse({ commandId: '42', command: 'terminateTrip', issuedAt: AT, expiresAt: AT })
        .success,
    ).toBe(false);
    expect(
      boxCommandMessage.safeParse({ commandId: '0x1', command: 'lock', issuedAt: AT, expiresAt: AT }).success,
    ).toBe(false);
    expect(
      boxCommandMessage.safeParse({ commandId: '1', command: 'lock', issuedAt: AT, expiresAt: AT, ttl: 5 })
        .success,
    ).toBe(false);
  });

  it('answers with an outcome the back office knows, and what the box reports after it', () => {
    const result = {
      commandId: '7',
      outcome: 'confirmed',
      at: AT,
      reportedState: { doorsLocked: true },
      fault: null,
    };
    expect(commandResult.parse(result)).toEqual(result);
    expect(commandResult.safeParse({ ...result, outcome: 'timedOut' }).success).toBe(false);
    expect(commandResult.safeParse({ ...result, fault: 'x'.repeat(501) }).success).toBe(false);
  });

  it('takes a box’s retained state, and the last will the broker leaves for it', () => {
    expect(boxStateReport.parse(LOST_CONNECTION)).toEqual({ connection: 'lost' });
    const online = {
      connection: 'online',
      at: AT,
      asleep: true,
      ignitionOn: false,
      doorsLocked: true,
      immobilizerEngaged: true,
    };
    expect(boxStateReport.parse(online)).toEqual(online);
    expect(boxStateReport.safeParse({ ...online, connection: 'gone' }).success).toBe(false);
  });

  it('names a box and a kind from a topic, nothing else', () => {
    expect(parseLinkTopic('boxes/G9000001/results')).toEqual({ boxId: 'G9000001', kind: 'results' });
    expect(parseLinkTopic('boxes/G9000001/constructor')).toBeNull();
    expect(parseLinkTopic('boxes/a b/telemetry')).toBeNull();
    expect(parseLinkTopic('boxes/G9000001/telemetry/x')).toBeNull();
  });
});
