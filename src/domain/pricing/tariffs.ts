import type { REGIONS } from '../regions.ts';

/** Per-minute pricing with hourly and daily caps, as Canadian free-floating services price trips; in cents. */
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

export const TARIFFS: Record<(typeof REGIONS)[number]['name'], Tariff> = {
  Vancouver: {
    perMinute: 49,
    perHour: 1799,
    perDay: 10499,
    accessFee: 100,
    includedKmPerDay: 200,
    perExtraKm: 45,
  },
  Montreal: {
    perMinute: 45,
    perHour: 1599,
    perDay: 8999,
    accessFee: 100,
    includedKmPerDay: 200,
    perExtraKm: 40,
  },
  Toronto: {
    perMinute: 47,
    perHour: 1699,
    perDay: 9499,
    accessFee: 100,
    includedKmPerDay: 200,
    perExtraKm: 45,
  },
};
