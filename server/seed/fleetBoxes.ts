import type { DiagnosticTest } from '../../src/domain/cars/vehicleCommands.ts';
import { NOT_REGISTERED, newBoxProfile } from '../vehicleGateway/simulated/simulatedVendor.ts';
import type { CarPlan } from './cars.ts';
import { Random } from './random.ts';
import { DAY, HOUR, MINUTE } from './time.ts';

export const FLEET_BOX_COLUMNS = [
  'vin',
  'failing_tests',
  'offline',
  'vendor_error',
  'state_at',
  'reported_at',
  'active_at',
  'doors_locked',
  'immobilizer_engaged',
  'ignition_on',
  'home_zone_led',
] as const;

type Fault = { failing: DiagnosticTest } | 'offline' | 'vendor';

/**
 * The faults of each fleet (docs/architecture.md, Simulated fleet), drawn from the seed, never at
 * run time. In every fleet a few boxes fail their lock or GPS test, some stopped reporting, one or
 * more the vendor refuses; the rest work.
 */
const faultsOf = (cars: readonly CarPlan[], rng: Random): Map<number, Fault> => {
  const faults = new Map<number, Fault>();
  const byFleet = new Map<number, number[]>();
  cars.forEach((car, i) => {
    // A pending car's box is what the vendor made it (pendingBox).
    if (car.status !== 'INFLEETING') byFleet.set(car.region.id, [...(byFleet.get(car.region.id) ?? []), i]);
  });
  for (const indexes of byFleet.values()) {
    const order = indexes.map((i) => [i, rng.next()] as const).sort((a, b) => a[1] - b[1]);
    const take = (share: number, minimum: number) =>
      order.splice(0, Math.min(order.length, Math.max(minimum, Math.round(indexes.length * share))));
    for (const [i] of take(0.02, 2)) faults.set(i, { failing: rng.chance(0.5) ? 'lock' : 'gpsPosition' });
    for (const [i] of take(0.01, 1)) faults.set(i, 'offline');
    for (const [i] of take(0.005, 1)) faults.set(i, 'vendor');
  }
  return faults;
};

const VENDOR_ERRORS = ['SIM_SUSPENDED', 'DEVICE_NOT_PROVISIONED', 'ACCOUNT_LIMIT_REACHED'];

/**
 * A last report for every car's box at the seed's `now`: a car in a trip awake with its
 * ignition on and doors open; the others parked, locked and mostly asleep; an offline box's
 * last report days old; a written-off car's box silent since.
 */
/**
 * A pending car's box as infleeting leaves it (server/repositories/cars/infleet.ts): its faults the
 * vendor's, unknown to the vendor until registered, installed and reporting since the car was added.
 */
const pendingBox = (car: CarPlan) => {
  const added = new Date(car.createdAt);
  return [
    car.vin,
    `{${newBoxProfile(car.telemeterId).failingTests.join(',')}}`,
    false,
    car.infleetStage === 'added' ? NOT_REGISTERED : null,
    added,
    added,
    added,
    true,
    true,
    false,
    true,
  ];
};

export const fleetBoxRows = (cars: readonly CarPlan[], activeCars: ReadonlySet<number>, now: number) => {
  const rng = Random.for('fleet-boxes');
  const faults = faultsOf(cars, rng);
  return cars.map((car, i) => {
    if (car.status === 'INFLEETING') return pendingBox(car);
    const fault = faults.get(i);
    const driving = activeCars.has(i);
    const silent = fault === 'offline' || car.status === 'TOTAL_LOSS';
    const lastActive = driving
      ? now
      : silent
        ? now - rng.float(1.5 * DAY, 10 * DAY)
        : now - (rng.chance(0.1) ? rng.float(0, 10 * MINUTE) : rng.float(20 * MINUTE, 3 * DAY));
    const reportedAt = silent ? lastActive : Math.max(lastActive, now - rng.float(0, HOUR));
    return [
      car.vin,
      // COPY takes the array as PostgreSQL writes it.
      fault && typeof fault === 'object' ? `{${fault.failing}}` : '{}',
      silent,
      fault === 'vendor' ? rng.pick(VENDOR_ERRORS) : null,
      new Date(now),
      new Date(reportedAt),
      new Date(lastActive),
      !driving,
      !driving,
      driving,
      !driving,
    ];
  });
};
