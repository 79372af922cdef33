import { type Cents, scaleCents, toCents } from '../money.ts';
import { taxOf } from './gst.ts';
import type { Tariff } from './tariffs.ts';

/** Time cost of whole `minutes`: whole days at the day cap, the rest by the minute but never above the hour and day caps. */
export const timeCost = (tariff: Tariff, minutes: number): Cents => {
  const days = Math.floor(minutes / 1440);
  const rest = minutes - days * 1440;
  const hours = Math.floor(rest / 60);
  const byHour = hours * tariff.perHour + Math.min((rest - hours * 60) * tariff.perMinute, tariff.perHour);
  return days * tariff.perDay + Math.min(rest * tariff.perMinute, byHour, tariff.perDay);
};

/** A trip's bill in cents: `total` = `charges` - `discounts` + `taxes`. */
export interface TripPrice {
  charges: Cents;
  discounts: Cents;
  taxes: Cents;
  total: Cents;
}

/**
 * Prices a finished trip (spec 3 "Trip": charges, discounts, taxes, total); free minutes reduce
 * the time cost only. A started minute is billed whole; the distance is read to the hundredth of
 * a km and the extra km charge rounded to the cent; the GST is the one tax of the trip's line.
 */
export const priceTrip = (
  tariff: Tariff,
  minutes: number,
  distanceKm: number | string,
  freeMinutes: number,
): TripPrice => {
  const billedMinutes = Math.ceil(minutes);
  const time = timeCost(tariff, billedMinutes);
  const days = Math.max(1, Math.ceil(billedMinutes / 1440));
  // toCents reads any two-place decimal exactly: here hundredths of a km.
  const extraHundredthsKm = Math.max(0, toCents(distanceKm) - tariff.includedKmPerDay * days * 100);
  const distance = scaleCents(tariff.perExtraKm, { numerator: extraHundredthsKm, denominator: 100 });
  const charges = time + tariff.accessFee + distance;
  const discounts = Math.min(time, freeMinutes * tariff.perMinute);
  const taxes = taxOf(charges - discounts);
  return { charges, discounts, taxes, total: charges - discounts + taxes };
};
