import { z } from 'zod';
import type { CarStatus } from './carStatus.ts';

/**
 * Whether members may be offered a car (spec 7 /internal/reservation/vehicle/available, and the
 * car detail's answer to "why is this car not offered?"), with every reason it may not. One
 * rule for the list, the booking and the car screen, so they never disagree:
 * - status: only an AVAILABLE car is rented (spec 4, Car state changes);
 * - inactive: a car written off is out of the fleet (spec 3, Car detail);
 * - reserved: a member holds it (spec 4, Reservation);
 * - boxSilent: its box has not reported for longer than the operator's setting
 *   (FLEET_OFFLINE_HOURS): nobody knows where it is or whether it would open.
 */
export const RENT_REFUSALS = ['status', 'inactive', 'reserved', 'boxSilent'] as const;
export type RentRefusal = (typeof RENT_REFUSALS)[number];

export interface RentFacts {
  status: CarStatus;
  isActive: boolean;
  /** When the member's reservation holding it ends; null when none does. */
  reservedUntil: Date | null;
  /** The box's last report, its hourly heartbeat included. */
  lastReportAt: Date;
}

const HOUR_MS = 3_600_000;

/** The instant before which a box's last report makes it silent. */
export const silentBefore = (now: Date, offlineHours: number) =>
  new Date(now.getTime() - offlineHours * HOUR_MS);

export const rentRefusals = (car: RentFacts, now: Date, offlineHours: number): RentRefusal[] => {
  const refusals: RentRefusal[] = [];
  if (car.status !== 'AVAILABLE') refusals.push('status');
  if (!car.isActive) refusals.push('inactive');
  if (car.reservedUntil && car.reservedUntil > now) refusals.push('reserved');
  if (car.lastReportAt < silentBefore(now, offlineHours)) refusals.push('boxSilent');
  return refusals;
};

/** The car detail's verdict: the reasons, and the facts their texts name. */
export const rentability = z.object({
  rentable: z.boolean(),
  refusals: z.array(z.enum(RENT_REFUSALS)),
  reservedUntil: z.iso.datetime().nullable(),
  lastReportAt: z.iso.datetime(),
  offlineHours: z.number().int().describe('the setting FLEET_OFFLINE_HOURS the box silence is judged by'),
});
export type Rentability = z.infer<typeof rentability>;
