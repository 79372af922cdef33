import type { Region } from './places.ts';

/** Spec point 9: the only tax charged is GST at 5 %. */
export const GST_RATE = 0.05;

/** Per-minute pricing with hourly and daily caps, as Canadian free-floating services price trips. */
export interface Tariff {
  perMinute: number;
  perHour: number;
  perDay: number;
  /** Charged on every trip and never covered by free minutes. */
  accessFee: number;
  /** Distance beyond this many km per day is charged per km. */
  includedKmPerDay: number;
  perExtraKm: number;
}

export const TARIFFS: Record<Region['name'], Tariff> = {
  Vancouver: {
    perMinute: 0.49,
    perHour: 17.99,
    perDay: 104.99,
    accessFee: 1.0,
    includedKmPerDay: 200,
    perExtraKm: 0.45,
  },
  Montreal: {
    perMinute: 0.45,
    perHour: 15.99,
    perDay: 89.99,
    accessFee: 1.0,
    includedKmPerDay: 200,
    perExtraKm: 0.4,
  },
  Toronto: {
    perMinute: 0.47,
    perHour: 16.99,
    perDay: 94.99,
    accessFee: 1.0,
    includedKmPerDay: 200,
    perExtraKm: 0.45,
  },
};

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** Time cost of `minutes`: whole days at the day cap, the rest by the minute but never above the hour and day caps. */
export const timeCost = (tariff: Tariff, minutes: number) => {
  const days = Math.floor(minutes / 1440);
  const rest = minutes - days * 1440;
  const hours = Math.floor(rest / 60);
  const byHour = hours * tariff.perHour + Math.min((rest - hours * 60) * tariff.perMinute, tariff.perHour);
  return days * tariff.perDay + Math.min(rest * tariff.perMinute, byHour, tariff.perDay);
};

export interface TripPrice {
  charges: number;
  discounts: number;
  taxes: number;
  total: number;
}

/** Prices a finished trip; free minutes reduce the time cost only. */
export const priceTrip = (
  tariff: Tariff,
  minutes: number,
  distanceKm: number,
  freeMinutes: number,
): TripPrice => {
  const billedMinutes = Math.ceil(minutes);
  const time = timeCost(tariff, billedMinutes);
  const days = Math.max(1, Math.ceil(billedMinutes / 1440));
  const extraKm = Math.max(0, distanceKm - tariff.includedKmPerDay * days);
  const charges = round2(time + tariff.accessFee + extraKm * tariff.perExtraKm);
  const discounts = round2(Math.min(time, freeMinutes * tariff.perMinute));
  const taxes = round2((charges - discounts) * GST_RATE);
  return { charges, discounts, taxes, total: round2(charges - discounts + taxes) };
};
