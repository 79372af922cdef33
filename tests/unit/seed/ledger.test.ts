import { describe, expect, it } from 'vitest';
import { FEE_KINDS, LEDGER_KINDS } from '../../../src/domain/billing/ledger.ts';
import { toCents } from '../../../src/domain/money.ts';
import { taxOf } from '../../../src/domain/pricing/gst.ts';
import { billingStaff } from '../../../server/seed/staff.ts';
import { collectSeed } from './collect.ts';
import { migrationFees } from './feeCatalogue.ts';

const NOW = Date.UTC(2026, 4, 15, 18, 0, 0);
const seed = collectSeed(600, NOW);
type Line = (typeof seed.ledgerLines)[number];
const cents = (line: Line) => toCents(line.amount as string) + toCents(line.tax as string);
const at = (value: unknown) => (value as Date).getTime();
const demo = seed.ledgerLines.filter((l) => l.kind !== 'trip' && l.kind !== 'payment');

describe("the seed's ledger: the ledger is the one truth of a balance", () => {
  it("makes each member's outstanding_balance the sum of their lines to the cent, and the suspension follow it", () => {
    const sums = new Map<unknown, number>();
    for (const line of seed.ledgerLines)
      sums.set(line.customer_id, (sums.get(line.customer_id) ?? 0) + cents(line));
    const mismatches = seed.customers.filter(
      (c) => toCents(c.outstanding_balance as string) !== (sums.get(c.id) ?? 0),
    );
    expect(mismatches).toEqual([]);
    for (const c of seed.customers) {
      if (c.suspension_status === 'SUSPENDED-FLAG') continue;
      expect(c.suspension_status).toBe(
        toCents(c.outstanding_balance as string) > 0 ? 'SUSPENDED-OSB' : 'UNSUSPENDED',
      );
    }
    // Credits may leave a member in credit.
    expect(seed.customers.some((c) => toCents(c.outstanding_balance as string) < 0)).toBe(true);
  });

  it("writes the trip and payment lines migration 104's backfill makes from the same rows", () => {
    const key = (l: Record<string, unknown>) =>
      [l.customer_id, at(l.posted_at), l.kind, l.amount, l.tax, l.trip_id ?? null, l.payment_id ?? null].join(
        '|',
      );
    const backfill = [
      ...seed.trips
        .filter((t) => t.total !== null)
        .map((t) => ({
          customer_id: t.customer_id,
          posted_at: t.end_at,
          kind: 'trip',
          amount: (toCents(t.total as string) - toCents(t.taxes as string)) / 100,
          tax: t.taxes,
          trip_id: t.id,
        })),
      ...seed.payments
        .filter((p) => p.status !== 'Unsuccessful')
        .map((p) => ({
          customer_id: p.customer_id,
          posted_at: p.paid_at,
          kind: 'payment',
          amount: -toCents(p.amount as string) / 100,
          tax: 0,
          payment_id: p.id,
        })),
    ];
    const normal = (l: Record<string, unknown>) =>
      key({ ...l, amount: toCents(String(l.amount)), tax: toCents(String(l.tax)) });
    const automatic = seed.ledgerLines.filter((l) => l.kind === 'trip' || l.kind === 'payment');
    expect(automatic.map(normal).sort()).toEqual(backfill.map(normal).sort());
  });

  it('makes every kind of line a staff member posts, even at the smallest seed', () => {
    for (const small of [collectSeed(100, NOW), seed]) {
      const kinds = new Set(small.ledgerLines.map((l) => l.kind));
      // A trip modification recomputes a trip's price: the Billing tab's modal makes those.
      expect([...kinds].sort()).toEqual(LEDGER_KINDS.filter((k) => k !== 'tripModification').sort());
    }
  });

  it('numbers the lines from 1 in order, the demo after the automatic lines', () => {
    expect(seed.ledgerLines.map((l) => l.id)).toEqual(seed.ledgerLines.map((_, i) => i + 1));
  });

  it('charges what the catalogue says with its GST (spec 9 GST 0.05), posted by member-services staff', () => {
    const fees = new Map(migrationFees().map((f) => [f.code, f]));
    const staff = billingStaff(seed.staffIds);
    for (const line of demo) {
      expect(staff).toContainEqual({ id: line.staff_id, name: line.staff_name });
      if (line.reason === 'other') expect(line.note).toEqual(expect.any(String));
      if (!(FEE_KINDS as readonly unknown[]).includes(line.kind)) continue;
      const fee = fees.get(line.fee_code as string)!;
      expect(fee.type).toBe(line.kind === 'tripFee' ? 'trip' : 'account');
      expect(toCents(line.amount as string)).toBe(fee.net);
      expect(toCents(line.tax as string)).toBe(taxOf(fee.net));
    }
  });

  it("dates each line after what it charges, within the member's life and before now", () => {
    const trips = new Map(seed.trips.map((t) => [t.id, t]));
    const lines = new Map(seed.ledgerLines.map((l) => [l.id, l]));
    const joined = new Map(seed.customers.map((c) => [c.id, at(c.created_at)]));
    for (const line of demo) {
      expect(at(line.posted_at)).toBeLessThan(NOW);
      expect(at(line.posted_at)).toBeGreaterThan(joined.get(line.customer_id)!);
      if (line.trip_id !== null) {
        const trip = trips.get(line.trip_id)!;
        expect(trip.customer_id).toBe(line.customer_id);
        expect(at(line.posted_at)).toBeGreaterThan(at(trip.end_at));
      }
      if (line.kind === 'feeReversal') {
        const fee = lines.get(line.reverses_id)!;
        expect(fee.customer_id).toBe(line.customer_id);
        expect(FEE_KINDS).toContain(fee.kind);
        expect(line.fee_code).toBe(fee.fee_code);
        expect(at(line.posted_at)).toBeGreaterThan(at(fee.posted_at));
      }
      if (line.kind === 'fuelReimbursement') {
        const details = line.details as { receiptTotal: number; litres: number; receiptDate: string };
        expect(-cents(line)).toBe(toCents(details.receiptTotal));
        expect(details.litres).toBeGreaterThan(0);
        expect(Date.parse(details.receiptDate)).toBeLessThanOrEqual(at(line.posted_at));
      }
    }
  });

  it('never reverses more than a fee, and reverses some whole and some in part', () => {
    const fees = new Map(
      demo
        .filter((l) => (FEE_KINDS as readonly string[]).includes(String(l.kind)))
        .map((l) => [l.id, cents(l)]),
    );
    const reversed = new Map<unknown, number>();
    for (const line of demo.filter((l) => l.kind === 'feeReversal'))
      reversed.set(line.reverses_id, (reversed.get(line.reverses_id) ?? 0) - cents(line));
    const outcomes = [...reversed].map(([id, back]) => {
      const total = fees.get(id)!;
      expect(back).toBeGreaterThan(0);
      expect(back).toBeLessThanOrEqual(total);
      return back === total ? 'whole' : 'part';
    });
    expect(new Set(outcomes)).toEqual(new Set(['whole', 'part']));
  });

  it('is the same on every run', () => {
    expect(collectSeed(100, NOW).ledgerLines).toEqual(collectSeed(100, NOW).ledgerLines);
  });
});
