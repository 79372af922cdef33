import type { PaymentStatus } from '../../src/domain/payments/payments.ts';
import type { TripStatus } from '../../src/domain/trips/trips.ts';
import type { CarPlan } from './cars.ts';
import type { CustomerPlan } from './customers.ts';
import type { Region } from './places.ts';
import type { Cents } from '../../src/domain/money.ts';
import { priceTrip, type TripPrice } from '../../src/domain/pricing/priceTrip.ts';
import { TARIFFS } from '../../src/domain/pricing/tariffs.ts';
import { distanceKm } from '../../src/domain/geo.ts';
import { Random } from './random.ts';
import { DAY, HOUR, MINUTE } from './time.ts';

export interface SimPayment {
  paidAt: number;
  status: PaymentStatus;
  reference: string;
}

export interface SimTrip {
  id: number;
  /** 1-based customer id. */
  customerId: number;
  /** Index into the car plan. */
  car: number;
  startAt: number;
  endAt: number | null;
  startLat: number;
  startLng: number;
  endLat: number | null;
  endLng: number | null;
  distanceKm: number | null;
  /** The car's odometer (km) as the trip began and its fuel (%) before and after: its telemetry moves along them. */
  startOdometer: number;
  startFuel: number;
  endFuel: number;
  status: TripStatus;
  price: TripPrice | null;
  payment: SimPayment | null;
}

export interface TripWorld {
  now: number;
  windowStart: number;
  customers: CustomerPlan;
  cars: readonly CarPlan[];
  targetTrips: number;
}

/** What the simulation leaves behind: where each car is now, and what each member owes. */
export interface SimState {
  /** What each member owes, in cents (whole numbers, exact in a Float64Array). */
  balances: Float64Array;
  carLat: Float64Array;
  carLng: Float64Array;
  carOdometer: Float64Array;
  carFuel: Float64Array;
  activeCars: Set<number>;
  trips: number;
  payments: number;
}

/** Share of trips starting in each local hour: morning and evening peaks, quiet nights. */
const HOUR_WEIGHTS = [
  0.3, 0.2, 0.1, 0.1, 0.1, 0.2, 0.6, 1.2, 1.8, 1.4, 1.1, 1.2, 1.4, 1.3, 1.3, 1.5, 1.9, 2.2, 2.0, 1.7, 1.4,
  1.1, 0.8, 0.5,
].map((w, h) => [h, w] as const);
/** Sunday..Saturday: weekends are busier. */
const WEEKDAY_FACTOR = [1.1, 0.85, 0.85, 0.85, 0.85, 1.2, 1.3];
/** January..December: summer is busier than winter. */
const MONTH_FACTOR = [0.85, 0.85, 0.95, 1.0, 1.05, 1.15, 1.15, 1.15, 1.05, 1.0, 0.9, 0.85];

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

export const pointIn = (rng: Random, region: Region): [number, number] => {
  const hood = rng.pick(region.neighbourhoods);
  // A degree of longitude is ~0.67 of a degree of latitude at these latitudes.
  return [
    round6(hood.lat + rng.normal() * hood.spread),
    round6(hood.lng + rng.normal() * hood.spread * 1.45),
  ];
};

/** Minutes a trip lasts, from a quick errand to a weekend away. */
const tripMinutes = (rng: Random) => {
  const kind = rng.next();
  const minutes =
    kind < 0.7
      ? rng.logNormal(22, 0.55)
      : kind < 0.95
        ? rng.logNormal(110, 0.55)
        : kind < 0.99
          ? rng.logNormal(540, 0.35)
          : rng.float(1.2, 3.5) * 1440;
  return Math.min(Math.max(minutes, 4), 4 * 1440);
};

const poisson = (rng: Random, lambda: number) => {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rng.next();
  while (p > limit) {
    k++;
    p *= rng.next();
  }
  return k;
};

const upperBound = (times: Float64Array, t: number) => {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid] <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

interface DriverPool {
  ids: Uint32Array;
  approvedAt: Float64Array;
}

/** Approved drivers of one region in approval order, so "who could drive at time t" is a prefix. */
const driverPool = (plan: CustomerPlan, regionId: number, frequentOnly: boolean): DriverPool => {
  const ids: number[] = [];
  for (let i = 0; i < plan.count; i++) {
    if (
      plan.region[i] === regionId &&
      !Number.isNaN(plan.approvedAt[i]) &&
      (!frequentOnly || plan.frequent[i])
    )
      ids.push(i);
  }
  ids.sort((a, b) => plan.approvedAt[a] - plan.approvedAt[b]);
  return { ids: Uint32Array.from(ids), approvedAt: Float64Array.from(ids, (i) => plan.approvedAt[i]) };
};

const REFERENCE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Plays two years of the fleet day by day: each car takes trips at a rate that gives about
 * `targetTrips` in all, one after the other, from where the previous trip left it, driven by
 * members of its region who were approved and not blocked at the time. Each trip is charged
 * and paid; a member whose card is declined owes the amount and takes no more trips.
 * Deterministic: iterate twice and the same trips come out, which lets the seed learn the
 * cars' final state and the members' balances before writing any row.
 */
export const simulateTrips = (world: TripWorld) => {
  const { now, windowStart, customers, cars } = world;
  const state: SimState = {
    balances: new Float64Array(customers.count),
    carLat: new Float64Array(cars.length),
    carLng: new Float64Array(cars.length),
    carOdometer: new Float64Array(cars.length),
    carFuel: new Float64Array(cars.length),
    activeCars: new Set(),
    trips: 0,
    payments: 0,
  };

  function* trips(): Generator<SimTrip> {
    const rng = Random.for('trips');
    state.balances.fill(0);
    state.activeCars.clear();
    state.trips = 0;
    state.payments = 0;
    const pools = new Map<number, [DriverPool, DriverPool]>();
    const busyUntil = new Float64Array(cars.length);
    cars.forEach((car, i) => {
      if (!pools.has(car.region.id))
        pools.set(car.region.id, [
          driverPool(customers, car.region.id, false),
          driverPool(customers, car.region.id, true),
        ]);
      [state.carLat[i], state.carLng[i]] = pointIn(rng, car.region);
      state.carOdometer[i] = car.initialOdometer;
      state.carFuel[i] = rng.float(60, 100);
    });
    const endOf = (car: CarPlan) => Math.min(car.retiredAt, now - 20 * MINUTE);
    let carDays = 0;
    for (const car of cars) carDays += Math.max(0, endOf(car) - Math.max(car.createdAt, windowStart)) / DAY;
    // Some planned trips are dropped (overlaps, no eligible driver yet); aim a little higher.
    const rate = carDays > 0 ? (world.targetTrips / carDays) * 1.04 : 0;

    const pickDriver = (regionId: number, t: number) => {
      const [all, frequent] = pools.get(regionId)!;
      for (let attempt = 0; attempt < 6; attempt++) {
        const pool = rng.chance(0.55) ? frequent : all;
        const eligible = upperBound(pool.approvedAt, t);
        if (eligible === 0) continue;
        const c = pool.ids[Math.floor(rng.next() * eligible)];
        if (customers.blockedAt[c] <= t || state.balances[c] > 0) continue;
        return c;
      }
      return -1;
    };

    const pay = (c: number, endAt: number, total: Cents): SimPayment => {
      const paidAt = endAt + (rng.chance(0.8) ? rng.float(1, 10) * MINUTE : rng.float(1, 20) * HOUR);
      let status: PaymentStatus;
      if (paidAt > now) status = 'Upcoming';
      else if (customers.cardFailsAt[c] <= paidAt) {
        status = 'Unsuccessful';
        state.balances[c] += total;
      } else if (now - paidAt < 30 * MINUTE) status = 'In Process';
      else if (now - paidAt < 2 * DAY && rng.chance(0.3)) status = 'Pending';
      else status = 'Success';
      state.payments++;
      return { paidAt, status, reference: `ch_${rng.chars(REFERENCE_CHARS, 24)}` };
    };

    let nextId = 1;
    // A day's trips follow local hours, so they spill into the next UTC day; they wait here
    // until no trip of a later day can start before them, which keeps ids in start order.
    let pending: SimTrip[] = [];
    const earliestLocalStart = Math.min(...cars.map((car) => -car.region.utcOffset * HOUR));
    for (let dayStart = windowStart; dayStart < now; dayStart += DAY) {
      const date = new Date(dayStart);
      const dayFactor = WEEKDAY_FACTOR[date.getUTCDay()] * MONTH_FACTOR[date.getUTCMonth()];
      const day = pending;
      for (let i = 0; i < cars.length; i++) {
        const car = cars[i];
        const from = car.createdAt;
        const until = endOf(car);
        const share = Math.min(dayStart + DAY, until) - Math.max(dayStart, from);
        if (share <= 0) continue;
        const count = poisson(rng, (rate * dayFactor * share) / DAY);
        if (count === 0) continue;
        // The day's trips follow the city's local hours, so some start on the next UTC day.
        const localMidnight = dayStart - car.region.utcOffset * HOUR;
        const starts: number[] = [];
        for (let k = 0; k < count; k++)
          starts.push(localMidnight + rng.weighted(HOUR_WEIGHTS) * HOUR + rng.next() * HOUR);
        starts.sort((a, b) => a - b);
        for (let start of starts) {
          if (start < busyUntil[i] + 10 * MINUTE) start = busyUntil[i] + rng.float(10, 90) * MINUTE;
          if (start < from || start >= until) continue;
          const startLat = state.carLat[i];
          const startLng = state.carLng[i];
          const [endLat, endLng] = rng.chance(0.2)
            ? [round6(startLat + rng.normal() * 0.0015), round6(startLng + rng.normal() * 0.002)]
            : pointIn(rng, car.region);
          const straight = distanceKm(startLat, startLng, endLat, endLng) * 1.3;
          let minutes = tripMinutes(rng);
          minutes = Math.max(minutes, (straight / 30) * 60 + 3);
          const endAt = start + minutes * MINUTE;
          if (endAt > until) continue;
          const moving = minutes < 60 ? 0.75 : minutes < 240 ? 0.5 : 0.25;
          const km =
            Math.round(Math.max(straight, (minutes / 60) * rng.float(18, 32) * moving, 0.4) * 100) / 100;
          const c = pickDriver(car.region.id, start);
          if (c < 0) continue;
          // Operations refuel or recharge a car that came back low before it goes out again.
          if (state.carFuel[i] < 20) state.carFuel[i] = rng.float(88, 100);
          const startOdometer = state.carOdometer[i];
          const startFuel = state.carFuel[i];
          state.carFuel[i] = Math.max(3, state.carFuel[i] - km * (car.electric ? 0.28 : 0.09));
          state.carOdometer[i] += km;
          state.carLat[i] = endLat;
          state.carLng[i] = endLng;
          busyUntil[i] = endAt;
          const freeMinutes = rng.chance(0.08) ? rng.pick([15, 30, 60, 100]) : 0;
          const price = priceTrip(TARIFFS[car.region.name], minutes, km, freeMinutes);
          day.push({
            id: 0,
            customerId: c + 1,
            car: i,
            startAt: Math.round(start),
            endAt: Math.round(endAt),
            startLat,
            startLng,
            endLat,
            endLng,
            distanceKm: km,
            startOdometer,
            startFuel,
            endFuel: state.carFuel[i],
            status: 'COMPLETED',
            price,
            payment: pay(c, endAt, price.total),
          });
        }
      }
      // Ids follow start times, as they would in a live system.
      day.sort((a, b) => a.startAt - b.startAt || a.car - b.car);
      const horizon = dayStart + DAY + earliestLocalStart;
      let ready = 0;
      while (ready < day.length && day[ready].startAt < horizon) ready++;
      for (const trip of day.slice(0, ready)) {
        trip.id = nextId++;
        state.trips++;
        yield trip;
      }
      pending = day.slice(ready);
    }

    // A handful of trips under way right now, so the active-trip screens have something to show.
    const candidates = cars
      .map((_car, i) => i)
      .filter(
        (i) =>
          cars[i].status === 'AVAILABLE' && busyUntil[i] < now - 30 * MINUTE && cars[i].createdAt < now - DAY,
      );
    const wanted = Math.min(candidates.length, Math.max(2, Math.round(cars.length / 30)));
    for (let n = 0; n < wanted; n++) {
      const pick = n + Math.floor(rng.next() * (candidates.length - n));
      [candidates[n], candidates[pick]] = [candidates[pick], candidates[n]];
    }
    const active = candidates.slice(0, wanted).sort((a, b) => a - b);
    const started: SimTrip[] = [];
    for (const i of active) {
      const start = Math.round(Math.max(busyUntil[i] + 10 * MINUTE, now - rng.float(5, 110) * MINUTE));
      const c = pickDriver(cars[i].region.id, start);
      if (c < 0) continue;
      started.push({
        id: 0,
        customerId: c + 1,
        car: i,
        startAt: start,
        endAt: null,
        startLat: state.carLat[i],
        startLng: state.carLng[i],
        endLat: null,
        endLng: null,
        distanceKm: null,
        startOdometer: state.carOdometer[i],
        startFuel: state.carFuel[i],
        endFuel: state.carFuel[i],
        status: 'ACTIVE',
        price: null,
        payment: null,
      });
      // The car reports where it is now, a little way from where the trip started.
      state.carLat[i] = round6(state.carLat[i] + rng.normal() * 0.006);
      state.carLng[i] = round6(state.carLng[i] + rng.normal() * 0.008);
      state.activeCars.add(i);
    }
    const last = [...pending, ...started].sort((a, b) => a.startAt - b.startAt || a.car - b.car);
    for (const trip of last) {
      trip.id = nextId++;
      state.trips++;
      yield trip;
    }
  }

  return { state, trips };
};

export const TRIP_COLUMNS = [
  'id',
  'customer_id',
  'vin',
  'start_at',
  'end_at',
  'start_latitude',
  'start_longitude',
  'end_latitude',
  'end_longitude',
  'distance_km',
  'status',
  'charges',
  'discounts',
  'taxes',
  'total',
  'reservation_id',
] as const;

export const PAYMENT_COLUMNS = [
  'id',
  'customer_id',
  'trip_id',
  'paid_at',
  'amount',
  'status',
  'card_type',
  'card_last4',
  'card_expiry',
  'process_type',
  'reference',
] as const;
