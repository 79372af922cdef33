import type { TelemetryState } from './tripTelemetry.ts';

/**
 * Spec 3 Trip info, a telemetry point's status: a moving car is driving (even with the ignition
 * off: a car towed or rolling still moves), a still one idles with the engine on, else it is parked.
 */
export const telemetryState = (speedKmh: number, ignition: boolean): TelemetryState =>
  speedKmh > 0 ? 'driving' : ignition ? 'idling' : 'parked';
