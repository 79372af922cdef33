import type { CarStatus } from '../../src/domain/cars/carStatus.ts';
import { CARRIERS, TELEMETER_MODELS, VEHICLE_MODELS } from '../../src/domain/cars/referenceData.ts';
import { carIdentityColumns, carStateColumns } from '../repositories/cars/carRows.ts';
import { REGIONS, type Region } from './places.ts';
import { Random } from './random.ts';
import { luhnCheckDigit, vinCheckDigit } from './shapes.ts';
import { DAY, HOUR } from './time.ts';

/** Model year letters (VIN position 10); I, O, Q, U, Z and 0 are never used. */
const YEAR_CODES: Record<number, string> = {
  2019: 'K',
  2020: 'L',
  2021: 'M',
  2022: 'N',
  2023: 'P',
  2024: 'R',
  2025: 'S',
};
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ';

export interface CarPlan {
  vin: string;
  plate: string;
  region: Region;
  make: string;
  model: string;
  modelYear: number;
  electric: boolean;
  telemeterModel: string;
  telemeterId: string;
  carrier: string;
  msisdn: string;
  imsi: string;
  iccid: string;
  /** When the car joined the fleet. */
  createdAt: number;
  /** After this the car takes no trips (out of service, total loss); Infinity if it is in service. */
  retiredAt: number;
  status: CarStatus;
  /** An INFLEETING car's stage (spec 4). */
  infleetStage?: (typeof PENDING)[number]['stage'];
  initialOdometer: number;
}

export const makeVin = (prefix: string, year: number, plant: string, serial: string) => {
  const draft = `${prefix}0${YEAR_CODES[year]}${plant}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
};

const plateFor = (rng: Random, region: Region) => {
  const letters = (n: number) => rng.chars(PLATE_LETTERS, n);
  // BC's current passenger plates read "AB1 23C"; older BC, Quebec and Ontario plates are 3 + 3.
  if (region.province === 'BC' && rng.chance(0.6))
    return `${letters(2)}${rng.digits(1)} ${rng.digits(2)}${letters(1)}`;
  return rng.chance(0.5) ? `${letters(3)} ${rng.digits(3)}` : `${rng.digits(3)} ${letters(3)}`;
};

/** Spec 4, Infleeting flow: each fleet's cars being infleeted, one at each stored stage, added hours ago. */
const PENDING = [
  { stage: 'added', hoursAgo: 2 },
  { stage: 'vendorRegistered', hoursAgo: 26 },
  { stage: 'validated', hoursAgo: 50 },
] as const;

/**
 * The cars of the fleet, with identifiers unique across the whole fleet, then the cars each
 * fleet is infleeting (drawn last, so the fleet's own cars are the same with or without them).
 */
export const planCars = (count: number, now: number, windowStart: number): CarPlan[] => {
  const rng = Random.for('cars');
  const taken = new Set<string>();
  const unique = (make: () => string) => {
    let value = make();
    while (taken.has(value)) value = make();
    taken.add(value);
    return value;
  };
  const models = VEHICLE_MODELS.map((m) => [m, m.weight] as const);
  const telemeters = TELEMETER_MODELS.map((t) => [t, t.weight] as const);
  const carriers = CARRIERS.map((c) => [c, c.weight] as const);
  type Life = Pick<CarPlan, 'createdAt' | 'status' | 'retiredAt'>;
  const draw = (region: Region, lifeOf: () => Life): CarPlan => {
    const vm = rng.weighted(models);
    const year = rng.pick(vm.years);
    const vin = unique(() => makeVin(vm.vinPrefix, year, vm.plant, rng.digits(6)));
    const telemeter = rng.weighted(telemeters);
    const carrier = rng.weighted(carriers);
    const life = lifeOf();
    return {
      vin,
      plate: unique(() => plateFor(rng, region)),
      region,
      make: vm.make,
      model: vm.model,
      modelYear: year,
      electric: vm.electric,
      telemeterModel: telemeter.model,
      telemeterId: unique(() => telemeter.prefix + rng.digits(15 - telemeter.prefix.length)),
      carrier: carrier.name,
      msisdn: unique(() => `1${rng.pick(region.areaCodes)}${rng.int(2, 9)}${rng.digits(6)}`),
      imsi: unique(() => `302${carrier.mnc}${rng.digits(9)}`),
      iccid: unique(() => {
        // Issuer prefix 89 (telecom) + 302 (Canada) + the carrier's code, then a Luhn check digit.
        const body = `89302${carrier.mnc}${rng.digits(carrier.iccidLength - 9)}`;
        return body + luhnCheckDigit(body);
      }),
      ...life,
      initialOdometer: rng.chance(0.8) ? rng.int(8, 60) : rng.int(8_000, 40_000),
    };
  };
  const cars: CarPlan[] = [];
  const shares = REGIONS.map((r) => [r, r.share] as const);
  for (let i = 0; i < count; i++) {
    cars.push(
      draw(rng.weighted(shares), () => {
        // Most of the fleet was there before the two years of trips; the rest was infleeted since.
        const createdAt = rng.chance(0.6)
          ? windowStart - rng.float(10 * DAY, 120 * DAY)
          : windowStart + rng.next() * (now - windowStart - 3 * DAY);
        const fate = rng.next();
        if (fate < 0.012 && now - createdAt > 90 * DAY)
          return {
            createdAt,
            status: 'TOTAL_LOSS',
            retiredAt: createdAt + 60 * DAY + rng.next() * (now - createdAt - 60 * DAY),
          };
        if (fate < 0.07)
          return { createdAt, status: 'OUT_OF_SERVICE', retiredAt: now - rng.float(6 * 3600_000, 15 * DAY) };
        return { createdAt, status: 'AVAILABLE', retiredAt: Infinity };
      }),
    );
  }
  for (const region of REGIONS)
    for (const { stage, hoursAgo } of PENDING) {
      const createdAt = now - hoursAgo * HOUR;
      // A pending car takes no trip and no reservation: it retires the moment it is added.
      cars.push({
        ...draw(region, () => ({ createdAt, status: 'INFLEETING', retiredAt: createdAt })),
        infleetStage: stage,
      });
    }
  return cars;
};

export const CAR_COLUMNS = [
  ...carIdentityColumns,
  'imsi',
  'iccid',
  ...carStateColumns,
  'created_at',
  'infleet_stage',
] as const;
