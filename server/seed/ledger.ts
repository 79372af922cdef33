import { toDecimal } from '../../src/domain/money.ts';
import type { CarPlan } from './cars.ts';
import { Random } from './random.ts';
import type { SimTrip } from './trips.ts';

export const LEDGER_COLUMNS = [
  'id',
  'customer_id',
  'posted_at',
  'kind',
  'amount',
  'tax',
  'trip_id',
  'payment_id',
  'fee_code',
  'reverses_id',
  'reason',
  'note',
  'details',
  'staff_id',
  'staff_name',
] as const;

export type LedgerRow = (string | number | Date | Record<string, unknown> | null)[];

/** The columns a trip's own lines fill: the rest stay null, and COPY reads half the fields. */
export const TRIP_LEDGER_COLUMNS = LEDGER_COLUMNS.slice(0, 8);

/**
 * A finished trip's own lines in `TRIP_LEDGER_COLUMNS`, exactly as migration 104's backfill
 * writes them from the trip and payment rows: the trip's charge at its end (net and GST apart),
 * and the payment that settles it at its time unless the card was declined. `nextId` numbers them.
 */
export const tripLedgerRows = (trip: SimTrip, nextId: () => number): LedgerRow[] => {
  const price = trip.price;
  if (!price || trip.endAt === null) return [];
  const taxes = toDecimal(price.taxes);
  const rows: LedgerRow[] = [
    [
      nextId(),
      trip.customerId,
      new Date(trip.endAt),
      'trip',
      toDecimal(price.total - price.taxes),
      taxes,
      trip.id,
      null,
    ],
  ];
  if (trip.payment && trip.payment.status !== 'Unsuccessful')
    // The payment row's paid_at is this same instant, so the line and the payment agree to the ms.
    rows.push([
      nextId(),
      trip.customerId,
      new Date(trip.payment.paidAt),
      'payment',
      toDecimal(-price.total),
      '0.00',
      null,
      trip.id,
    ]);
  return rows;
};

/**
 * What the billing demo needs to know of each member's trips (index = member id - 1), gathered
 * as the trips stream past so no trip is held: the latest trip, one trip picked at random
 * among all, the latest in a car that burns fuel, and when a payment was first declined.
 */
export class MemberTrips {
  readonly lastTrip: Uint32Array;
  readonly lastEnd: Float64Array;
  readonly sampleTrip: Uint32Array;
  readonly sampleEnd: Float64Array;
  /** The sampled trip's charge net of discounts and tax, in cents. */
  readonly sampleNet: Int32Array;
  /** The latest trip in a car that burns fuel (not electric); 0 if none. */
  readonly fuelTrip: Uint32Array;
  readonly fuelEnd: Float64Array;
  /** When the member's first declined payment was attempted; NaN if none was. */
  readonly declinedAt: Float64Array;
  private readonly seen: Uint32Array;
  private readonly rng = Random.for('ledger-trips');

  constructor(
    members: number,
    private readonly cars: readonly CarPlan[],
  ) {
    this.lastTrip = new Uint32Array(members);
    this.lastEnd = new Float64Array(members);
    this.sampleTrip = new Uint32Array(members);
    this.sampleEnd = new Float64Array(members);
    this.sampleNet = new Int32Array(members);
    this.fuelTrip = new Uint32Array(members);
    this.fuelEnd = new Float64Array(members);
    this.declinedAt = new Float64Array(members).fill(NaN);
    this.seen = new Uint32Array(members);
  }

  observe(trip: SimTrip) {
    const price = trip.price;
    if (!price || trip.endAt === null) return;
    const c = trip.customerId - 1;
    // The simulation makes a day's trips car by car, so the latest is found by time, not by order.
    if (trip.endAt > this.lastEnd[c]) {
      this.lastTrip[c] = trip.id;
      this.lastEnd[c] = trip.endAt;
    }
    // Reservoir sampling: each of the member's trips has the same chance to be the one kept.
    this.seen[c]++;
    if (this.rng.next() * this.seen[c] < 1) {
      this.sampleTrip[c] = trip.id;
      this.sampleEnd[c] = trip.endAt;
      this.sampleNet[c] = price.total - price.taxes;
    }
    if (!this.cars[trip.car].electric && trip.endAt > this.fuelEnd[c]) {
      this.fuelTrip[c] = trip.id;
      this.fuelEnd[c] = trip.endAt;
    }
    const payment = trip.payment;
    if (payment?.status === 'Unsuccessful' && !(payment.paidAt >= this.declinedAt[c]))
      this.declinedAt[c] = payment.paidAt;
  }
}
