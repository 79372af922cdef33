import {
  ADJUSTMENT_REASONS,
  REVERSAL_REASONS,
  type FeeType,
  type LedgerKind,
} from '../../src/domain/billing/ledger.ts';
import {
  adjustment,
  feeCharge,
  feeReversal,
  fuelReimbursement,
  type LineAmounts,
} from '../../src/domain/billing/lineAmounts.ts';
import { type Cents, toDecimal } from '../../src/domain/money.ts';
import type { LedgerRow, MemberTrips } from './ledger.ts';
import { Random } from './random.ts';
import { DAY, HOUR, isoDate, MINUTE } from './time.ts';

/** A fee of the catalogue as migration 104 seeds it (read from `product_fees`, never re-declared here). */
export interface CatalogueFee {
  code: string;
  type: FeeType;
  net: Cents;
}

/** A member-services staff member of the seed, who posts the demo lines. */
export interface Poster {
  id: number;
  name: string;
}

export interface BillingDemoInput {
  now: number;
  memberTrips: MemberTrips;
  /** 1 for a closed account, which gets no line: closing is refused while a balance is outstanding. */
  closed: Uint8Array;
  /** What each member owes after the trips, in cents; each demo line is added to it. */
  balances: Float64Array;
  fees: readonly CatalogueFee[];
  staff: readonly Poster[];
  firstId: number;
  batchSize?: number;
}

/** Share of the members who owe nothing and have driven who get a fee, a credit or a reimbursement. */
const SETTLED_SHARE = 0.08;

/** A trip fee's code, by how often staff charge it. */
const TRIP_FEE_WEIGHTS = [
  ['cleaning', 5],
  ['lateReturn', 5],
  ['petHair', 2],
  ['smoking', 1],
  ['damageDeductible', 0.5],
] as const;

/** Why a trip is credited; a billing error is debited (the trip was undercharged). */
const CREDIT_REASONS = ADJUSTMENT_REASONS.filter((reason) => reason !== 'billingError');

/** Words staff add when the reason picked is 'other'. */
const OTHER_NOTES = [
  'Agreed with the member on the phone.',
  'See the support ticket for the details.',
  'Approved by the team lead.',
] as const;

/** What a settled member gets, by weight: fees are mostly taken back, credits stand. */
const SETTLED_EVENTS = [
  ['tripFee', 3],
  ['credit', 3],
  ['fuel', 2],
  ['accountFee', 1],
] as const;
type SettledEvent = (typeof SETTLED_EVENTS)[number][0];

/**
 * Demo billing lines for a share of the members, in batches of `LEDGER_COLUMNS` rows with ids
 * from `firstId` (so a reversal names its fee's id): members who owe get the fees a declined
 * card brings (declined payment, collection), a trip fee or a debit; a few who owe nothing get
 * a trip fee mostly reversed, a credit on a trip, a fuel reimbursement or an account fee. Every
 * line is dated after what it charges and before `now`, posted by a member-services staff
 * member, and added to `balances`, so a member's balance is the sum of their lines to the cent
 * (a credit may take it below zero). Deterministic: its own generator, members in id order.
 */
export function* billingDemoRows({
  now,
  memberTrips: trips,
  closed,
  balances,
  fees,
  staff,
  firstId,
  batchSize = 20_000,
}: BillingDemoInput): Generator<LedgerRow[]> {
  const rng = Random.for('ledger');
  const catalogue = new Map(fees.map((fee) => [fee.code, fee]));
  const fee = (code: string, type: FeeType) => {
    const found = catalogue.get(code);
    if (found?.type !== type) throw new Error(`The fee catalogue has no ${type} fee '${code}'`);
    return found;
  };
  const latest = now - MINUTE;
  let nextId = firstId;
  let batch: LedgerRow[] = [];

  interface Posting {
    kind: LedgerKind;
    at: number;
    amounts: LineAmounts;
    tripId?: number;
    feeCode?: string;
    reversesId?: number;
    reason?: string;
    details?: Record<string, unknown>;
  }
  /** Writes the line for member `c` and returns its id; nothing (null) when it would fall after now. */
  const post = (c: number, line: Posting): number | null => {
    if (line.at > latest) return null;
    const id = nextId++;
    const poster = rng.pick(staff);
    balances[c] += line.amounts.amount + line.amounts.tax;
    batch.push([
      id,
      c + 1,
      new Date(Math.round(line.at)),
      line.kind,
      toDecimal(line.amounts.amount),
      toDecimal(line.amounts.tax),
      line.tripId ?? null,
      null,
      line.feeCode ?? null,
      line.reversesId ?? null,
      line.reason ?? null,
      line.reason === 'other' ? rng.pick(OTHER_NOTES) : null,
      line.details ?? null,
      poster.id,
      poster.name,
    ]);
    return id;
  };

  /**
   * A fee, then maybe its reversal: `reverse` is the chance, `partial` the chance a reversal takes
   * back only part. Whether all it meant to post was posted (not after now).
   */
  const chargeFee = (
    c: number,
    charged: CatalogueFee,
    at: number,
    tripId: number | undefined,
    reverse: number,
    partial: number,
  ) => {
    const amounts = feeCharge(charged.net);
    const kind = charged.type === 'trip' ? 'tripFee' : 'accountFee';
    const id = post(c, { kind, at, amounts, tripId, feeCode: charged.code });
    if (id === null) return false;
    if (!rng.chance(reverse)) return true;
    const total = amounts.amount + amounts.tax;
    // A partial reversal gives back whole dollars, at least one and less than the total.
    const part = rng.chance(partial)
      ? Math.max(100, Math.min(total - 1, Math.round((total * rng.float(0.2, 0.8)) / 100) * 100))
      : total;
    return (
      post(c, {
        kind: 'feeReversal',
        at: at + rng.float(1, 10) * DAY,
        amounts: feeReversal(amounts, part),
        reversesId: id,
        feeCode: charged.code,
        reason: rng.pick(REVERSAL_REASONS),
      }) !== null
    );
  };

  const tripFee = (c: number, reverse: number, partial: number) =>
    chargeFee(
      c,
      fee(rng.weighted(TRIP_FEE_WEIGHTS), 'trip'),
      trips.lastEnd[c] + rng.float(2 * HOUR, 3 * DAY),
      trips.lastTrip[c],
      reverse,
      partial,
    );

  /** One event for a member who owes nothing; whether all it meant to post was posted. */
  const settledEvent = (c: number, event: SettledEvent, firstRound: boolean): boolean => {
    if (event === 'tripFee') return tripFee(c, firstRound ? 1 : 0.9, 0.3);
    if (event === 'accountFee')
      return chargeFee(
        c,
        fee('cardReplacement', 'account'),
        trips.lastEnd[c] + rng.float(1, 20) * DAY,
        undefined,
        0.5,
        0,
      );
    if (event === 'credit') {
      // A credit of a quarter to all of the trip's charge, in quarters of a dollar.
      const net = Math.round((trips.sampleNet[c] * rng.float(0.25, 1)) / 25) * 25;
      return (
        net > 0 &&
        post(c, {
          kind: 'tripAdjustment',
          at: trips.sampleEnd[c] + rng.float(1 * HOUR, 5 * DAY),
          amounts: adjustment(net, 'credit'),
          tripId: trips.sampleTrip[c],
          reason: rng.pick(CREDIT_REASONS),
        }) !== null
      );
    }
    if (trips.fuelTrip[c] === 0) return false;
    // Fuel the member bought on their last trip in a car that burns it, claimed within the week.
    const receiptTotal = rng.int(2000, 9000);
    const centsPerLitre = rng.int(155, 195);
    return (
      post(c, {
        kind: 'fuelReimbursement',
        at: trips.fuelEnd[c] + rng.float(1, 7) * DAY,
        amounts: fuelReimbursement(receiptTotal),
        details: {
          receiptTotal: Number(toDecimal(receiptTotal)),
          litres: Math.round((receiptTotal / centsPerLitre) * 100) / 100,
          receiptDate: isoDate(trips.fuelEnd[c]),
        },
      }) !== null
    );
  };

  let firstRoundDone = 0;
  for (let c = 0; c < balances.length; c++) {
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
    if (trips.lastTrip[c] === 0 || closed[c]) continue;
    const declinedAt = trips.declinedAt[c];
    if (balances[c] > 0) {
      if (!Number.isNaN(declinedAt)) {
        if (rng.chance(0.75))
          chargeFee(
            c,
            fee('declinedPayment', 'account'),
            declinedAt + rng.float(1, 8) * HOUR,
            undefined,
            0.15,
            0,
          );
        if (declinedAt < now - 60 * DAY && rng.chance(0.5))
          chargeFee(
            c,
            fee('collection', 'account'),
            declinedAt + rng.float(45, 60) * DAY,
            undefined,
            0.1,
            0.5,
          );
      }
      if (rng.chance(0.25)) tripFee(c, 0.35, 0.6);
      // A debit comes after the member's last trip: nobody drives while owing.
      if (rng.chance(0.1))
        post(c, {
          kind: 'tripAdjustment',
          at: trips.lastEnd[c] + rng.float(1 * HOUR, 5 * DAY),
          amounts: adjustment(rng.int(3, 30) * 100, 'debit'),
          tripId: trips.lastTrip[c],
          reason: rng.pick(['billingError', 'vehicleCondition', 'other'] as const),
        });
      continue;
    }
    // The first members who drove get each event in turn, so the smallest seed shows every kind
    // of line; then a share of the rest, by weight.
    const firstRound = firstRoundDone < SETTLED_EVENTS.length;
    if (!firstRound && !rng.chance(SETTLED_SHARE)) continue;
    const event = firstRound ? SETTLED_EVENTS[firstRoundDone][0] : rng.weighted(SETTLED_EVENTS);
    if (settledEvent(c, event, firstRound)) firstRoundDone++;
  }
  if (batch.length) yield batch;
}
