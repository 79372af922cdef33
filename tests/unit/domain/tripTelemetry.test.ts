import { describe, expect, it } from 'vitest';
import { bearingDegrees } from '../../../src/domain/trips/bearing.ts';
import { telemetryState } from '../../../src/domain/trips/telemetryState.ts';

describe('spec 3 Trip info: a telemetry point’s status', () => {
  it('is driving while the car moves, ignition on or off', () => {
    expect(telemetryState(42, true)).toBe('driving');
    expect(telemetryState(5, false)).toBe('driving');
  });
  it('is idling standing still with the ignition on, parked with it off', () => {
    expect(telemetryState(0, true)).toBe('idling');
    expect(telemetryState(0, false)).toBe('parked');
  });
});

describe('spec 3 Trip info: a point’s direction, the bearing of its leg', () => {
  it('reads degrees from north, clockwise', () => {
    expect(bearingDegrees(45, -73, 46, -73)).toBe(0);
    expect(bearingDegrees(0, 10, 0, 11)).toBe(90);
    expect(bearingDegrees(46, -73, 45, -73)).toBe(180);
    expect(bearingDegrees(0, 11, 0, 10)).toBe(270);
  });
  it('stays within 0 to 359', () => {
    expect(bearingDegrees(45, -73, 46, -73.0000001)).toBe(0);
  });
  it('is null standing still', () => {
    expect(bearingDegrees(45.5, -73.6, 45.5, -73.6)).toBeNull();
  });
});
