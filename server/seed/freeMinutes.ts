import { endOfDayIn } from '../../src/domain/customers/alertExpiry.ts';
import { FREE_MINUTE_REASONS } from '../../src/domain/freeMinutes/freeMinuteValues.ts';
import type { Poster } from './billingDemo.ts';
import type { CustomerPlan } from './customers.ts';
import { LEDGER_COLUMNS, type LedgerRow } from './ledger.ts';
import { regionById } from './places.ts';
import type { SeedPromotion } from './promotions.ts';
import { Random } from './random.ts';
import { DAY, HOUR, isoDate, MINUTE } from './time.ts';

export const GRANT_COLUMNS = [
  'id',
  'version',
  'customer_id',
  'reason',
  'minutes',
  'region_ids',
  'granted_at',
  'expires_at',
  'promotion_id',
  'staff_id',
  'staff_name',
  'cancelled_minutes',
  'cancelled_at',
  'cancel_reason',
  'cancelled_by',
] as const;

export const PROMO_APPLICATION_COLUMNS = [
  'id',
  'promotion_id',
  'customer_id',
  'applied_at',
  'grant_id',
  'staff_id',
  'staff_name',
] as const;

/** A free-minute line names its grant (migration 106's check): the ledger's columns and that one. */
export const FREE_MINUTE_LEDGER_COLUMNS = [...LEDGER_COLUMNS, 'free_minute_grant_id'] as const;

type Row = unknown[];

export interface FreeMinutesSeedInput {
  now: number;
  customers: CustomerPlan;
  promotions: readonly SeedPromotion[];
  staff: readonly Poster[];
  firstLedgerId: number;
  batchSize?: number;
}

export interface FreeMinutesBatch {
  grants: Row[];
  applications: Row[];
  ledger: LedgerRow[];
}

/** Share of the members staff grant free minutes to, and of those who applied a promo code. */
const GRANT_SHARE = 0.06;
const PROMO_SHARE = 0.05;

/** Why staff grant minutes, by how often; promo minutes come from the codes applied. */
const STAFF_REASONS = [
  ['Goodwill / Thank You', 4],
  ['Service Recovery', 4],
  ['Service Disruption', 2],
  ['Referral To', 2],
  ['Referral By', 2],
  ['Promo Minutes Exception', 1],
  ['Other', 1],
] as const satisfies readonly (readonly [(typeof FREE_MINUTE_REASONS)[number], number])[];
const PROMO_REASON: (typeof FREE_MINUTE_REASONS)[number] = 'Promo Minutes Extension';

const CANCEL_REASONS = [
  'Granted to the wrong member.',
  'Duplicate of an earlier grant.',
  'Minutes already given on the ticket.',
  'Entered the wrong number of minutes.',
] as const;

/**
 * Where a staff grant stands on the seed's day, by weight: the summary's balance and its
 * "expiring within 7 days" and the list's expired and cancelled rows all show.
 */
const GRANT_STATES = [
  ['open', 3],
  ['byDate', 2],
  ['expiringSoon', 2],
  ['expired', 2],
  ['cancelled', 2],
] as const;
type GrantState = (typeof GRANT_STATES)[number][0];

/**
 * Free-minute grants and promo code applications for a share of the members, in batches with
 * ids from 1 (grants, applications) and from `firstLedgerId` (their lines), written as the
 * product writes them: each grant with its zero-amount `freeMinutes` ledger line; a cancelled
 * one with what was left cancelled, its version moved on and a `freeMinutesCancel` line; an
 * applied code with its grant of the promotion's minutes, regions and days valid. Codes are
 * ACTIVE promotions already started, in the member's region, within their number of uses, a
 * join code only at sign-up. Everything is dated after the member joined and before `now`.
 * Deterministic: its own generator, members in id order.
 */
export function* freeMinuteRows({
  now,
  customers,
  promotions,
  staff,
  firstLedgerId,
  batchSize = 20_000,
}: FreeMinutesSeedInput): Generator<FreeMinutesBatch> {
  const rng = Random.for('free-minutes');
  const latest = now - MINUTE;
  const active = promotions.filter((p) => p.status === 'ACTIVE' && Date.parse(p.startDate) < latest);
  const uses = new Map<number, number>();
  let grantId = 0;
  let applicationId = 0;
  let ledgerId = firstLedgerId;
  let batch: FreeMinutesBatch = { grants: [], applications: [], ledger: [] };

  interface Grant {
    c: number;
    reason: string;
    minutes: number;
    regions: readonly number[];
    at: number;
    expiresAt: number | null;
    promotionId?: number;
    cancel?: { at: number; reason: string };
  }
  const grant = (g: Grant, poster = rng.pick(staff)) => {
    const id = ++grantId;
    const canceller = g.cancel && rng.pick(staff);
    batch.grants.push([
      id,
      // The cancel went through updateVersioned, which moved the version on.
      g.cancel ? 2 : 1,
      g.c + 1,
      g.reason,
      g.minutes,
      `{${g.regions.join(',')}}`,
      new Date(Math.round(g.at)),
      g.expiresAt === null ? null : new Date(Math.round(g.expiresAt)),
      g.promotionId ?? null,
      poster.id,
      poster.name,
      g.cancel ? g.minutes : 0,
      g.cancel ? new Date(Math.round(g.cancel.at)) : null,
      g.cancel?.reason ?? null,
      canceller?.name ?? null,
    ]);
    const line = (at: number, kind: string, reason: string, minutes: number, by: Poster): LedgerRow => [
      ledgerId++,
      g.c + 1,
      new Date(Math.round(at)),
      kind,
      '0.00',
      '0.00',
      null,
      null,
      null,
      null,
      reason,
      null,
      { minutes },
      by.id,
      by.name,
      id,
    ];
    batch.ledger.push(line(g.at, 'freeMinutes', g.reason, g.minutes, poster));
    if (g.cancel && canceller)
      batch.ledger.push(line(g.cancel.at, 'freeMinutesCancel', g.cancel.reason, -g.minutes, canceller));
    return id;
  };

  /**
   * A moment staff were at work (8:00 to 18:00 in the member's region) on the day of `at`, or
   * `at` itself when that moment falls outside [from, to].
   */
  const atWork = (at: number, c: number, from: number, to: number) => {
    const offset = regionById(customers.region[c]!).utcOffset * HOUR;
    const moved = Math.floor((at + offset) / DAY) * DAY - offset + rng.float(8, 18) * HOUR;
    return moved >= from && moved <= to ? moved : at;
  };

  /** A staff grant in `state`; false when the member joined too late for it. */
  const staffGrant = (c: number, state: GrantState): boolean => {
    const joined = customers.createdAt[c]! + HOUR;
    const region = customers.region[c]!;
    const base = {
      c,
      reason: rng.weighted(STAFF_REASONS),
      minutes: rng.pick([15, 20, 30, 45, 60, 90, 120]),
      regions: rng.chance(0.8) ? [region] : [1, 2, 3],
    };
    if (state === 'expiringSoon' || state === 'expired') {
      const days = rng.pick([7, 14, 30, 60]);
      const [first, last] =
        state === 'expiringSoon' ? [now + 0.5 * DAY, now + 6.5 * DAY] : [now - 90 * DAY, now - DAY];
      const from = Math.max(joined, first - days * DAY);
      const to = Math.min(latest, last - days * DAY);
      if (from > to) return false;
      const at = atWork(rng.float(from, to), c, from, to);
      grant({ ...base, at, expiresAt: at + days * DAY });
      return true;
    }
    const from = Math.max(joined, now - 365 * DAY);
    if (from > latest) return false;
    const at = atWork(rng.float(from, latest), c, from, latest);
    if (state === 'byDate') {
      // A date expiry ends with that day in the member's zone, some weeks ahead.
      const day = isoDate(now + rng.int(14, 120) * DAY);
      grant({ ...base, at, expiresAt: endOfDayIn(day, regionById(region).timeZone).getTime() });
      return true;
    }
    const cancelAt = atWork(at + rng.float(HOUR, 10 * DAY), c, at + HOUR, latest);
    if (state === 'cancelled' && cancelAt > latest) return false;
    grant({
      ...base,
      at,
      expiresAt: null,
      cancel: state === 'cancelled' ? { at: cancelAt, reason: rng.pick(CANCEL_REASONS) } : undefined,
    });
    return true;
  };

  /** A code applied to member `c`, with its grant; false when none fits. */
  const applyCode = (c: number): boolean => {
    const joined = customers.createdAt[c]!;
    const region = customers.region[c]!;
    const fits = active.filter(
      (p) =>
        p.regions.includes(region) &&
        (uses.get(p.id) ?? 0) < p.numberOfUses &&
        // A join code is typed at sign-up, so only by members who joined while it ran.
        (!p.join || Date.parse(p.startDate) < joined),
    );
    if (fits.length === 0) return false;
    const promotion = rng.pick(fits);
    // A join code at sign-up; any other in the last four months, most of whose grants still run.
    const [from, to] = promotion.join
      ? [joined + HOUR, Math.min(latest, joined + 2 * DAY)]
      : [Math.max(joined, Date.parse(promotion.startDate), now - 120 * DAY) + HOUR, latest];
    if (from > to) return false;
    const at = atWork(rng.float(from, to), c, from, to);
    uses.set(promotion.id, (uses.get(promotion.id) ?? 0) + 1);
    const poster = rng.pick(staff);
    // One staff member applies the code and so grants its minutes.
    const grantOf = grant(
      {
        c,
        reason: PROMO_REASON,
        minutes: promotion.freeMinutes,
        regions: promotion.regions,
        at,
        expiresAt: at + promotion.daysValid * DAY,
        promotionId: promotion.id,
      },
      poster,
    );
    batch.applications.push([
      ++applicationId,
      promotion.id,
      c + 1,
      new Date(Math.round(at)),
      grantOf,
      poster.id,
      poster.name,
    ]);
    return true;
  };

  // The first member who can gets a grant in each state and a code (later members the states
  // their membership is too short for), so the smallest seed shows every kind of row on one
  // screen; then a share of the rest.
  const showcase: GrantState[] = GRANT_STATES.map(([state]) => state);
  let firstCode = false;
  for (let c = 0; c < customers.count; c++) {
    if (batch.grants.length >= batchSize) {
      yield batch;
      batch = { grants: [], applications: [], ledger: [] };
    }
    if (customers.closed[c] || customers.createdAt[c]! > now - 2 * DAY) continue;
    if (showcase.length) {
      for (const state of [...showcase])
        if (staffGrant(c, state)) showcase.splice(showcase.indexOf(state), 1);
    } else if (rng.chance(GRANT_SHARE)) {
      const count = rng.int(1, 3);
      for (let i = 0; i < count; i++) staffGrant(c, rng.weighted(GRANT_STATES));
    }
    if (!firstCode || rng.chance(PROMO_SHARE)) firstCode = applyCode(c) || firstCode;
  }
  if (batch.grants.length || batch.applications.length) yield batch;
}
