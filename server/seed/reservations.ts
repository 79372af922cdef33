import { RESERVATION_MS } from '../../src/domain/reservations/reservations.ts';
import { Random } from './random.ts';
import { HOUR, MINUTE } from './time.ts';
import type { SimState, SimTrip, TripWorld } from './trips.ts';

export const RESERVATION_COLUMNS = [
  'id',
  'customer_id',
  'vin',
  'reserved_at',
  'expires_at',
  'status',
  'canceled_at',
  'reserved_by',
] as const;

type Row = (string | number | Date | null)[];

/** Past reservations per member over the two years (one in two members has one on average). */
const PAST_PER_MEMBER = 0.5;
/** Share of the cars free at `now` that a member holds at that moment. */
const HELD_SHARE = 0.08;
/** Most members book in the app; the rest through the help desk. */
const STAFF_BOOKED = 0.15;
const TRIES = 20;
/** Share of trips that start from a reservation: the member booked the car on the way to it. */
const RESERVED_TRIP_SHARE = 0.35;
/** A booking made this long at least before the trip starts; a shorter gap is no reservation. */
const LEAD_MIN = 2 * MINUTE;

/** Whether member i was an approved driver, not blocked, at t. */
const canDrive = ({ customers }: TripWorld, i: number, t: number) =>
  customers.approvedAt[i] <= t && t < customers.blockedAt[i];

/**
 * The reservations trips start from (spec 3, Payment: a line shows when its trip was
 * reserved): fed the trips in id order, it answers the row of the reservation a trip came
 * from, or null. The member books the car in the app after its last trip ended and while
 * they may drive, a few minutes before they start it; the trip ends the hold (TRIP_STARTED,
 * as migration 123's trigger writes it). A stream of its own, so the trips stay the same;
 * ids from 1 in trip order.
 */
export const tripReservations = ({ customers, cars }: TripWorld) => {
  const rng = Random.for('trip-reservations');
  const freeSince = new Float64Array(cars.length).fill(-Infinity);
  let id = 0;
  return (trip: SimTrip): Row | null => {
    const since = Math.max(freeSince[trip.car], cars[trip.car].createdAt);
    freeSince[trip.car] = trip.endAt ?? Infinity;
    if (!rng.chance(RESERVED_TRIP_SHARE)) return null;
    const c = trip.customerId - 1;
    const longest = Math.min(
      RESERVATION_MS - MINUTE,
      trip.startAt - since,
      trip.startAt - customers.approvedAt[c],
    );
    if (!(longest >= LEAD_MIN) || customers.blockedAt[c] <= trip.startAt) return null;
    const at = Math.round(trip.startAt - rng.float(LEAD_MIN, longest));
    return [
      ++id,
      trip.customerId,
      cars[trip.car].vin,
      new Date(at),
      new Date(at + RESERVATION_MS),
      'TRIP_STARTED',
      null,
      null,
    ];
  };
};

/**
 * The demo's other reservations: past ones that members canceled or let run out, then a few
 * held now on AVAILABLE cars by members in good standing (no debt, not closed or flagged), at
 * most one per member and per car. Deterministic for a given world; ids from `firstId` (after
 * the trips' own, tripReservations) in row order.
 */
export function* reservationRows(
  world: TripWorld,
  state: Pick<SimState, 'activeCars' | 'balances'>,
  staffNames: readonly string[],
  batchSize = 20_000,
  firstId = 1,
): Generator<Row[]> {
  const rng = Random.for('reservations');
  const { customers, cars, now, windowStart } = world;
  // A car being infleeted takes no reservation.
  const bookable = cars.filter((car) => car.status !== 'INFLEETING');
  const bookedBy = () => (staffNames.length && rng.chance(STAFF_BOOKED) ? rng.pick(staffNames) : null);
  let id = firstId - 1;
  let batch: Row[] = [];

  const past = customers.count && bookable.length ? Math.round(customers.count * PAST_PER_MEMBER) : 0;
  for (let n = 0; n < past; n++) {
    const at = rng.float(windowStart, now - HOUR);
    const car = rng.pick(bookable);
    if (car.createdAt > at || car.retiredAt <= at) continue;
    let member = -1;
    for (let tries = 0; tries < TRIES && member < 0; tries++) {
      const i = rng.int(0, customers.count - 1);
      if (customers.region[i] === car.region.id && canDrive(world, i, at)) member = i;
    }
    if (member < 0) continue;
    const canceled = rng.chance(0.55);
    batch.push([
      ++id,
      member + 1,
      car.vin,
      new Date(at),
      new Date(at + RESERVATION_MS),
      canceled ? 'CANCELED' : 'EXPIRED',
      canceled ? new Date(at + rng.float(MINUTE, RESERVATION_MS - MINUTE)) : null,
      bookedBy(),
    ]);
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }

  const free = cars.filter((car, i) => car.status === 'AVAILABLE' && !state.activeCars.has(i));
  const holding = new Set<number>();
  for (const car of free.slice(0, Math.round(free.length * HELD_SHARE))) {
    for (let tries = 0; tries < TRIES; tries++) {
      const i = rng.int(0, customers.count - 1);
      const goodStanding = !customers.closed[i] && !customers.flagged[i] && state.balances[i] <= 0;
      if (
        holding.has(i) ||
        customers.region[i] !== car.region.id ||
        !goodStanding ||
        !canDrive(world, i, now)
      )
        continue;
      holding.add(i);
      const at = now - rng.float(0, RESERVATION_MS - 2 * MINUTE);
      batch.push([
        ++id,
        i + 1,
        car.vin,
        new Date(at),
        new Date(at + RESERVATION_MS),
        'ACTIVE',
        null,
        bookedBy(),
      ]);
      break;
    }
  }
  if (batch.length) yield batch;
}
