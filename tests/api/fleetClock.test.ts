import { afterAll, describe, expect, it } from 'vitest';
import { controlledClock } from '../../server/vehicleGateway/fleetClock.ts';
import { createTestApp, type TestApp } from './testApp.ts';

describe('the fleet clock a test hands the app', () => {
  let api: TestApp;
  afterAll(() => api?.close());

  it('is the time the app reads, and moves only when told', async () => {
    const clock = controlledClock(new Date('2026-03-01T08:00:00Z'));
    api = await createTestApp('pglite', { fleetClock: clock });
    expect(api.app.fleetClock.now().toISOString()).toBe('2026-03-01T08:00:00.000Z');
    clock.advance(15 * 60_000);
    expect(api.app.fleetClock.now().toISOString()).toBe('2026-03-01T08:15:00.000Z');
  });
});
