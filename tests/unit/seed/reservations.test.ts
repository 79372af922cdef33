import { describe, expect, it } from 'vitest';
import { CAR_COLUMNS } from '../../../server/seed/cars.ts';
import { CUSTOMER_COLUMNS, customerRows } from '../../../server/seed/customers.ts';
import { RESERVATION_COLUMNS, reservationRows } from '../../../server/seed/reservations.ts';
import { carRows, planWorld, tripAndPaymentRows } from '../../../server/seed/seedDatabase.ts';
import { simulateTrips, TRIP_COLUMNS } from '../../../server/seed/trips.ts';
import { RESERVATION_MS } from '../../../src/domain/reservations/reservations.ts';

const NOW = Date.UTC(2026, 10, 23, 15);
const MEMBERS = 2_000;

const byColumn = (columns: readonly string[], rows: unknown[][]) =>
  rows.map((r) => Object.fromEntries(columns.map((c, i) => [c, r[i]])) as Record<string, unknown>);

const plan = () => {
  const world = planWorld(MEMBERS, NOW);
  const sim = simulateTrips(world);
  // The trips and the reservations they started from; then the members' balances and the cars' final state are known.
  const trips: Record<string, unknown>[] = [];
  const started: Record<string, unknown>[] = [];
  for (const batch of tripAndPaymentRows(world, sim)) {
    trips.push(...byColumn(TRIP_COLUMNS, batch.trips));
    started.push(...byColumn(RESERVATION_COLUMNS, batch.reservations));
  }
  const reservations = byColumn(
    RESERVATION_COLUMNS,
    [...reservationRows(world, sim.state, ['Jessica Morrison'], 300, started.length + 1)].flat(),
  );
  const customers = byColumn(
    CUSTOMER_COLUMNS,
    [...customerRows(world.customers, sim.state.balances, NOW)].flat(),
  );
  const cars = byColumn(CAR_COLUMNS, carRows(world, sim.state));
  return { trips, started, reservations, customers, cars };
};

describe('seeded reservations (spec 4 Reservation)', () => {
  const { trips, started, reservations, customers, cars } = plan();
  const active = reservations.filter((r) => r.status === 'ACTIVE');

  it('scales with the members: about one past reservation for two members, a few held now', () => {
    expect(reservations.length).toBeGreaterThan(MEMBERS * 0.3);
    expect(reservations.length).toBeLessThan(MEMBERS * 0.6);
    expect(active.length).toBeGreaterThan(0);
    const all = [...started, ...reservations];
    expect(all.map((r) => r.id)).toEqual(all.map((_, i) => i + 1));
  });

  it('starts about a third of the trips from a reservation of the member and the car, booked after its last trip (spec 3, Payment)', () => {
    const reserved = trips.filter((t) => t.reservation_id !== null);
    expect(reserved.length).toBe(started.length);
    expect(reserved.length / trips.length).toBeGreaterThan(0.25);
    expect(reserved.length / trips.length).toBeLessThan(0.4);
    const byId = new Map(started.map((r) => [r.id, r]));
    const lastEnd = new Map<unknown, Date>();
    for (const trip of trips) {
      const r = trip.reservation_id === null ? undefined : byId.get(trip.reservation_id);
      if (trip.reservation_id !== null) {
        expect(r).toMatchObject({ customer_id: trip.customer_id, vin: trip.vin, status: 'TRIP_STARTED' });
        const [start, reservedAt] = [trip.start_at as Date, r!.reserved_at as Date];
        expect(reservedAt < start && start < (r!.expires_at as Date)).toBe(true);
        const previous = lastEnd.get(trip.vin);
        if (previous) expect(reservedAt >= previous).toBe(true);
        byId.delete(trip.reservation_id);
      }
      if (trip.end_at) lastEnd.set(trip.vin, trip.end_at as Date);
    }
    expect(byId.size).toBe(0);
  });

  it('holds each car for the reservation time; past ones canceled within it or expired', () => {
    for (const r of [...started, ...reservations]) {
      expect((r.expires_at as Date).getTime() - (r.reserved_at as Date).getTime()).toBe(RESERVATION_MS);
      if (r.status === 'CANCELED') {
        expect((r.canceled_at as Date) > (r.reserved_at as Date)).toBe(true);
        expect((r.canceled_at as Date) < (r.expires_at as Date)).toBe(true);
      } else expect(r.canceled_at).toBeNull();
    }
    for (const r of reservations.filter((x) => x.status !== 'ACTIVE'))
      expect((r.expires_at as Date).getTime()).toBeLessThan(NOW);
  });

  it('holds now only AVAILABLE cars, for members in good standing, one per member and per car', () => {
    expect(new Set(active.map((r) => r.customer_id)).size).toBe(active.length);
    expect(new Set(active.map((r) => r.vin)).size).toBe(active.length);
    for (const r of active) {
      expect((r.expires_at as Date).getTime()).toBeGreaterThan(NOW);
      expect(cars.find((c) => c.vin === r.vin)?.status).toBe('AVAILABLE');
      const member = customers[(r.customer_id as number) - 1];
      expect(member.account_status).toBe('ACTIVE');
      expect(member.suspension_status).toBe('UNSUSPENDED');
    }
  });

  it('is the same on every run', () => {
    const again = plan();
    expect(again.started).toEqual(started);
    expect(again.reservations).toEqual(reservations);
  });
});
