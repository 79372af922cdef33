import type { DiagnosticTest } from '../../../src/domain/cars/vehicleCommands.ts';
import { fraction } from './timing.ts';

/**
 * Spec 4, Infleeting flow: what the simulated telematics vendor makes of a box installed in a new car.
 * Like the seed's faults, it is fixed (by the box id), never drawn at run time: a box is what it
 * is every time it is added, on every server instance and in every test.
 */
export interface NewBoxProfile {
  /** The diagnostics this box fails: it came from the factory faulty. */
  failingTests: DiagnosticTest[];
  /**
   * The vendor provisions this box's SIM late: it refuses the box's registration until this long
   * after the car was added, so the add reports "not yet validated" and a later Validate passes.
   */
  provisioningMs: number;
}

export const LATE_PROVISIONING_MS = 2 * 60 * 1000;
/** The vendor's reason while the box is not registered: commands to it answer 424 until then. */
export const NOT_REGISTERED = 'BOX_NOT_REGISTERED';

/** About one box in twenty-five fails its lock test, as many its GPS test; one in seventeen is provisioned late. */
export const newBoxProfile = (telemeterId: string): NewBoxProfile => {
  const share = fraction(`new-box:${telemeterId.toUpperCase()}`);
  if (share < 0.04) return { failingTests: ['lock'], provisioningMs: 0 };
  if (share < 0.08) return { failingTests: ['gpsPosition'], provisioningMs: 0 };
  if (share < 0.14) return { failingTests: [], provisioningMs: LATE_PROVISIONING_MS };
  return { failingTests: [], provisioningMs: 0 };
};

/** Whether the vendor accepts the box's registration at `now`, the car added at `addedAt`. */
export const vendorAccepts = (telemeterId: string, addedAt: Date, now: Date) =>
  now.getTime() - addedAt.getTime() >= newBoxProfile(telemeterId).provisioningMs;
