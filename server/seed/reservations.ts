import { RESERVATION_MS } from '../../src/domain/reservations/reservations.ts';
import { Random } from './random.ts';
import { HOUR, MINUTE } from './time.ts';
import type { SimState, TripWorld } from './trips.ts';

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

/** Whether member i was an approved driver, not blocked, at t. */
const canDrive = ({ customers }: TripWorld, i: number, t: number) =>
  customers.approvedAt[i] <= t && t < customers.blockedAt[i];

/**
 * The demo's reservations: past ones that members canceled or let run out (the trips that
 * reservations turn into belong to the fleet simulation of a later issue), then a few held
 * now on AVAILABLE cars by members in good standing (no debt, not closed or flagged), at
 * most one per member and per car. Deterministic for a given world; ids from 1 in row order.
 */
export function* reservationRows(
  world: TripWorld,
  state: Pick<SimState, 'activeCars' | 'balances'>,
  staffNames: readonly string[],
  batchSize = 20_000,
): Generator<Row[]> {
  const rng = Random.for('reservations');
  const { customers, cars, now, windowStart } = world;
  // A car being infleeted takes no reservation.
  const bookable = cars.filter((car) => car.status !== 'INFLEETING');
  const bookedBy = () => (staffNames.length && rng.chance(STAFF_BOOKED) ? rng.pick(staffNames) : null);
  let id = 0;
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
