import { priceTrip, timeCost, type TripPrice } from '../pricing/priceTrip.ts';
import type { Tariff } from '../pricing/tariffs.ts';

/** A free-minute grant the member may use in the car's region now, and what is left of it. */
export interface UsableGrant {
  id: string;
  left: number;
  /** ISO instant; null: it never expires. */
  expiresAt: string | null;
}

export interface TripEndPrice {
  price: TripPrice;
  freeMinutesUsed: number;
  /** The minutes taken from each grant, in the order they were used. */
  uses: { grantId: string; minutes: number }[];
}

const expiryOrder = (a: UsableGrant, b: UsableGrant) =>
  (a.expiresAt === null ? Infinity : Date.parse(a.expiresAt)) -
    (b.expiresAt === null ? Infinity : Date.parse(b.expiresAt)) || Number(a.id) - Number(b.id);

/**
 * Spec 4, trip troubleshooting commands: a trip ended by staff (End trip, Terminate trip, Release member) is priced
 * with the member's free minutes used first, the grant expiring earliest first (one that never
 * expires last). Only the minutes the time cost needs are taken: a trip under the hour or day cap
 * costs less than its minutes at the minute rate, and no more free minutes than that are spent.
 */
export function priceTripEnd(
  tariff: Tariff,
  minutes: number,
  distanceKm: number,
  grants: readonly UsableGrant[],
): TripEndPrice {
  const billed = Math.ceil(minutes);
  let wanted = Math.min(billed, Math.ceil(timeCost(tariff, billed) / tariff.perMinute));
  const uses: TripEndPrice['uses'] = [];
  for (const grant of [...grants].sort(expiryOrder)) {
    const take = Math.min(grant.left, wanted);
    if (take <= 0) continue;
    uses.push({ grantId: grant.id, minutes: take });
    wanted -= take;
  }
  const freeMinutesUsed = uses.reduce((sum, use) => sum + use.minutes, 0);
  return { price: priceTrip(tariff, minutes, distanceKm, freeMinutesUsed), freeMinutesUsed, uses };
}
