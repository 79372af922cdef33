import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.ts';
import {
  commandFailureMessage,
  commandRefusalMessage,
  TRIP_COMMAND_MESSAGES,
} from '../../../src/domain/trips/tripCommands.ts';

describe('spec 8, Trip commands: what a refused or failed command says', () => {
  it('409, 410 and 424 ask for a wake-up; 400, 404, 500 and 502 say the request failed', () => {
    for (const status of [409, 410, 424])
      expect(commandRefusalMessage(status)).toBe(TRIP_COMMAND_MESSAGES.wakeUp);
    for (const status of [400, 404, 500, 502])
      expect(commandRefusalMessage(status)).toBe(TRIP_COMMAND_MESSAGES.requestFailed);
  });

  it('an end that fails prompts the release; end-and-out-of-service says neither happened; release fails generically', () => {
    expect(commandFailureMessage('endTrip')).toBe(TRIP_COMMAND_MESSAGES.notEnded);
    expect(commandFailureMessage('endTripOutOfService')).toBe(TRIP_COMMAND_MESSAGES.notEndedNotMoved);
    expect(commandFailureMessage('releaseMember')).toBe(TRIP_COMMAND_MESSAGES.requestFailed);
    expect(commandFailureMessage('unlock')).toBe(TRIP_COMMAND_MESSAGES.requestFailed);
  });

  it('the keys name texts that exist, worded as spec 8 has them', () => {
    const read = (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
    expect(read(TRIP_COMMAND_MESSAGES.wakeUp)).toBe(
      'The car must be woken up before this action can be performed.',
    );
    expect(read(TRIP_COMMAND_MESSAGES.requestFailed)).toBe(
      'The request failed, please try again and if it persists contact Help Desk',
    );
    expect(read(TRIP_COMMAND_MESSAGES.notEnded)).toBe(
      "The trip couldn't be ended would you like to release the member?",
    );
  });
});
