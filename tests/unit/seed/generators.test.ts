import { describe, expect, it } from 'vitest';
import { CAR_STATUSES } from '../../../src/domain/cars/carStatus.ts';
import { ROLES } from '../../../src/domain/roles.ts';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '../../../src/domain/tickets/tickets.ts';
import { CARRIERS, TELEMETER_MODELS } from '../../../src/domain/cars/referenceData.ts';
import { CARD_TYPES, DL_STATUSES } from '../../../server/seed/customers.ts';
import { REGIONS, regionById } from '../../../server/seed/places.ts';
import { toCents } from '../../../src/domain/money.ts';
import { taxOf } from '../../../src/domain/pricing/gst.ts';
import { PROMOTION_STATUSES, PROMOTION_TYPES } from '../../../src/domain/promotions/promotionValues.ts';
import {
  hasValidLuhn,
  hasValidVinCheckDigit,
  isBoxId,
  isCanadianPostalCode,
  isIccid,
  isImsi,
  isMsisdn,
  isNorthAmericanPhone,
  isPlate,
  isPromoCode,
} from '../../../server/seed/shapes.ts';
import { seedSizes } from '../../../server/seed/sizes.ts';
import { SEED_STAFF } from '../../../server/seed/staff.ts';
import { PAYMENT_STATUSES } from '../../../src/domain/payments/payments.ts';
import { collectSeed } from './collect.ts';

const NOW = Date.UTC(2026, 4, 15, 18, 0, 0);
const DAY = 86_400_000;
const YEAR = 365.25 * DAY;
const MEMBERS = 500;
const seed = collectSeed(MEMBERS, NOW);

const unique = (values: unknown[]) => new Set(values).size === values.length;
const inRegion = (regionId: number, lat: number, lng: number) =>
  regionById(regionId).neighbourhoods.some(
    (h) => Math.abs(h.lat - lat) < 0.05 && Math.abs(h.lng - lng) < 0.07,
  );
const time = (value: unknown) => (value as Date).getTime();

describe('seed sizes', () => {
  it('scale with the number of members', () => {
    expect(seedSizes(20_000)).toEqual({ members: 20_000, cars: 300, trips: 200_000, tickets: 2_000 });
    expect(seedSizes(500)).toEqual({ members: 500, cars: 30, trips: 5_000, tickets: 50 });
    expect(seedSizes(0).cars).toBe(0);
    // SEED_MEMBERS scales the member table alone.
    expect(seedSizes(20_000, { members: 1_000_000 })).toEqual({
      members: 1_000_000,
      cars: 300,
      trips: 200_000,
      tickets: 2_000,
    });
    // SEED_TICKETS scales the ticket table alone (the ticket search at 200,000 tickets).
    expect(seedSizes(20_000, { tickets: 200_000 })).toEqual({
      members: 20_000,
      cars: 300,
      trips: 200_000,
      tickets: 200_000,
    });
    // SEED_CARS scales the car table alone (the car search at 20,000 cars).
    expect(seedSizes(20_000, { cars: 20_000 })).toEqual({
      members: 20_000,
      cars: 20_000,
      trips: 200_000,
      tickets: 2_000,
    });
  });
});

describe('seeded members', () => {
  const customers = seed.customers;

  it('have unique ids, customer numbers, e-mails and phones', () => {
    expect(customers).toHaveLength(MEMBERS);
    expect(customers.map((c) => c.id)).toEqual(customers.map((_, i) => i + 1));
    expect(unique(customers.map((c) => c.customer_number))).toBe(true);
    expect(unique(customers.map((c) => c.email))).toBe(true);
    expect(unique(customers.map((c) => c.phone))).toBe(true);
    for (const c of customers) expect(c.customer_number).toMatch(/^\d{8}$/);
  });

  it('live in their region, with local phone numbers and postal codes', () => {
    for (const c of customers) {
      const region = regionById(c.signup_region_id as number);
      expect(isNorthAmericanPhone(c.phone as string), String(c.phone)).toBe(true);
      expect(region.areaCodes).toContain((c.phone as string).slice(0, 3));
      expect(
        isCanadianPostalCode(c.home_postal_code as string, region.province),
        String(c.home_postal_code),
      ).toBe(true);
      expect(isCanadianPostalCode(c.billing_postal_code as string, region.province)).toBe(true);
      expect(c.home_province).toBe(region.province);
      expect(c.home_line1).toMatch(/^\d+ \S/);
      expect(c.email).toMatch(/^[a-z0-9._]+@[a-z0-9.-]+\.[a-z]{2,}$/);
    }
  });

  it('are adults of 18 to 80 with plausible records', () => {
    for (const c of customers) {
      const age = (NOW - Date.parse(c.birth_date as string)) / YEAR;
      expect(age).toBeGreaterThanOrEqual(18);
      expect(age).toBeLessThan(81);
      expect(DL_STATUSES).toContain(c.dl_record_status);
      expect(CARD_TYPES).toContain(c.cc_type);
      expect(c.cc_last4).toMatch(/^\d{4}$/);
      expect(c.cc_expiry).toMatch(/^(0[1-9]|1[0-2])\/\d{2}$/);
      expect(['ACTIVE', 'CLOSED']).toContain(c.account_status);
      expect(['UNSUSPENDED', 'SUSPENDED-FLAG', 'SUSPENDED-OSB']).toContain(c.suspension_status);
      if (c.rfid_number !== null) expect(['ACTIVE', 'INACTIVE']).toContain(c.rfid_status);
      if (c.dl_record_status === 'APPROVED')
        expect(time(c.dl_approval_date)).toBeGreaterThan(time(c.created_at));
      else expect(c.dl_approval_date).toBeNull();
      expect(time(c.application_submitted_at)).toBeLessThan(time(c.created_at));
    }
    const share = (pick: (c: Record<string, unknown>) => boolean) =>
      customers.filter(pick).length / customers.length;
    expect(share((c) => c.account_status === 'ACTIVE')).toBeGreaterThan(0.9);
    expect(share((c) => c.suspension_status === 'UNSUSPENDED')).toBeGreaterThan(0.9);
    expect(share((c) => c.rfid_number !== null)).toBeGreaterThan(0.15);
  });

  it("owe exactly their declined payments and staff's lines, and only those who owe are SUSPENDED-OSB", () => {
    const owed = new Map<number, number>();
    const add = (id: unknown, cents: number) => owed.set(id as number, (owed.get(id as number) ?? 0) + cents);
    for (const p of seed.payments)
      if (p.status === 'Unsuccessful') add(p.customer_id, toCents(p.amount as string));
    for (const l of seed.ledgerLines)
      if (l.kind !== 'trip' && l.kind !== 'payment')
        add(l.customer_id, toCents(l.amount as string) + toCents(l.tax as string));
    for (const c of customers) {
      const debt = owed.get(c.id as number) ?? 0;
      expect(toCents(c.outstanding_balance as string)).toBe(debt);
      if (debt > 0) expect(['SUSPENDED-OSB', 'SUSPENDED-FLAG']).toContain(c.suspension_status);
      if (c.suspension_status === 'SUSPENDED-OSB') expect(debt).toBeGreaterThan(0);
      if (c.account_status === 'CLOSED') expect(debt).toBe(0);
    }
  });
});

describe('seeded cars', () => {
  const cars = seed.cars;

  it('have valid, unique identifiers', () => {
    expect(cars.filter((c) => c.status !== 'INFLEETING')).toHaveLength(30);
    for (const key of ['vin', 'plate_number', 'telemeter_id', 'msisdn', 'imsi', 'iccid'])
      expect(unique(cars.map((c) => c[key])), key).toBe(true);
    for (const c of cars) {
      expect(hasValidVinCheckDigit(c.vin as string), String(c.vin)).toBe(true);
      expect(isPlate(c.plate_number as string), String(c.plate_number)).toBe(true);
      expect(isBoxId(c.telemeter_id as string)).toBe(true);
      const telemeter = TELEMETER_MODELS.find((t) => t.model === c.telemeter_model)!;
      expect((c.telemeter_id as string).startsWith(telemeter.prefix)).toBe(true);
      const carrier = CARRIERS.find((k) => k.name === c.carrier)!;
      expect(isIccid(c.iccid as string) && hasValidLuhn(c.iccid as string)).toBe(true);
      expect(c.iccid).toMatch(new RegExp(`^89302${carrier.mnc}`));
      expect(isImsi(c.imsi as string)).toBe(true);
      expect(c.imsi).toMatch(new RegExp(`^302${carrier.mnc}\\d{9}$`));
      expect(isMsisdn(c.msisdn as string)).toBe(true);
      expect(regionById(c.fleet_id as number).areaCodes).toContain((c.msisdn as string).slice(1, 4));
    }
  });

  it('include three cars each fleet is infleeting, one at each stored stage (spec 4, Infleeting flow)', () => {
    const pending = cars.filter((c) => c.status === 'INFLEETING');
    for (const region of REGIONS)
      expect(
        pending
          .filter((c) => c.fleet_id === region.id)
          .map((c) => c.infleet_stage)
          .sort(),
      ).toEqual(['added', 'validated', 'vendorRegistered']);
    expect(cars.filter((c) => c.status !== 'INFLEETING').every((c) => c.infleet_stage === null)).toBe(true);
  });

  it('stand in their city with plausible readings', () => {
    for (const c of cars) {
      expect(CAR_STATUSES).toContain(c.status);
      expect(inRegion(c.fleet_id as number, c.latitude as number, c.longitude as number)).toBe(true);
      expect(c.fuel_level).toBeGreaterThanOrEqual(0);
      expect(c.fuel_level).toBeLessThanOrEqual(100);
      expect(Number(c.battery_voltage)).toBeGreaterThan(11);
      expect(Number(c.battery_voltage)).toBeLessThan(15);
      expect(c.odometer).toBeGreaterThan(0);
    }
  });
});

describe('seeded trips and payments', () => {
  const { trips, payments, cars, customers } = seed;
  const carByVin = new Map(cars.map((c) => [c.vin, c]));

  it('number about ten per member, with ids in start order', () => {
    expect(trips.length).toBeGreaterThan(MEMBERS * 10 * 0.85);
    expect(trips.length).toBeLessThan(MEMBERS * 10 * 1.15);
    expect(trips.map((t) => t.id)).toEqual(trips.map((_, i) => i + 1));
    for (let i = 1; i < trips.length; i++)
      expect(time(trips[i].start_at)).toBeGreaterThanOrEqual(time(trips[i - 1].start_at));
  });

  it('happen in the last two years, in their car’s city, one at a time per car', () => {
    const lastEnd = new Map<unknown, number>();
    for (const t of trips) {
      const car = carByVin.get(t.vin)!;
      const customer = customers[(t.customer_id as number) - 1];
      expect(time(t.start_at)).toBeGreaterThan(NOW - 732 * DAY);
      expect(time(t.start_at)).toBeLessThan(NOW);
      expect(time(t.start_at)).toBeGreaterThan(time(customer.dl_approval_date));
      expect(customer.signup_region_id).toBe(car.fleet_id);
      expect(inRegion(car.fleet_id as number, t.start_latitude as number, t.start_longitude as number)).toBe(
        true,
      );
      expect(time(t.start_at)).toBeGreaterThan(lastEnd.get(t.vin) ?? 0);
      if (t.status === 'ACTIVE') {
        expect(t.end_at).toBeNull();
        lastEnd.set(t.vin, Infinity);
        continue;
      }
      const minutes = (time(t.end_at) - time(t.start_at)) / 60_000;
      expect(minutes).toBeGreaterThanOrEqual(4);
      expect(minutes).toBeLessThanOrEqual(4 * 1440 + 1);
      expect(time(t.end_at)).toBeLessThan(NOW);
      expect(Number(t.distance_km)).toBeGreaterThan(0);
      expect(inRegion(car.fleet_id as number, t.end_latitude as number, t.end_longitude as number)).toBe(
        true,
      );
      const [charges, discounts, taxes, total] = [t.charges, t.discounts, t.taxes, t.total].map((amount) =>
        toCents(amount as string),
      );
      expect(taxes).toBe(taxOf(charges - discounts));
      expect(total).toBe(charges - discounts + taxes);
      lastEnd.set(t.vin, time(t.end_at));
    }
    const active = trips.filter((t) => t.status === 'ACTIVE');
    expect(active.length).toBeGreaterThanOrEqual(2);
    expect(active.length).toBeLessThanOrEqual(10);
    for (const t of active) expect(carByVin.get(t.vin)!.status).toBe('IN_TRIP');
  });

  it('are paid once per completed trip, mostly successfully, with the member’s card', () => {
    const completed = trips.filter((t) => t.status === 'COMPLETED');
    expect(payments).toHaveLength(completed.length);
    expect(unique(payments.map((p) => p.trip_id))).toBe(true);
    const tripById = new Map(trips.map((t) => [t.id, t]));
    for (const p of payments) {
      const trip = tripById.get(p.trip_id)!;
      expect(p.customer_id).toBe(trip.customer_id);
      expect(p.amount).toBe(trip.total);
      expect(PAYMENT_STATUSES).toContain(p.status);
      expect(time(p.paid_at)).toBeGreaterThan(time(trip.end_at));
      expect(p.card_type).toBe(customers[(p.customer_id as number) - 1].cc_type);
    }
    expect(payments.filter((p) => p.status === 'Success').length / payments.length).toBeGreaterThan(0.9);
  });
});

describe('seeded promotions', () => {
  it('follow the promotion form rules', () => {
    const { promotions, promotionRegions } = seed;
    expect(promotions.length).toBeGreaterThanOrEqual(50);
    expect(unique(promotions.map((p) => p.promo_code))).toBe(true);
    for (const p of promotions) {
      expect(isPromoCode(p.promo_code as string), String(p.promo_code)).toBe(true);
      expect((p.description as string).length).toBeLessThan(256);
      expect(PROMOTION_TYPES).toContain(p.type);
      expect(PROMOTION_STATUSES).toContain(p.status);
      expect(p.free_minutes).toBeGreaterThanOrEqual(1);
      expect(p.free_minutes).toBeLessThanOrEqual(9999);
      expect(p.days_valid).toBeGreaterThanOrEqual(1);
      expect(p.days_valid).toBeLessThanOrEqual(365);
      expect(p.number_of_uses).toBeGreaterThanOrEqual(1);
      expect(p.number_of_uses).toBeLessThanOrEqual(999);
      expect(p.reg_discount).toBeGreaterThanOrEqual(0);
      expect(p.reg_discount).toBeLessThanOrEqual(99);
      if (p.expiry_date !== null) expect((p.expiry_date as string) >= (p.start_date as string)).toBe(true);
      expect(promotionRegions.some((r) => r.promotion_id === p.id)).toBe(true);
    }
    expect(promotions.filter((p) => p.status === 'ACTIVE').length / promotions.length).toBeGreaterThan(0.5);
    for (const r of promotionRegions) expect(REGIONS.map((region) => region.id)).toContain(r.region_id);
  });
});

describe('seeded tickets and staff', () => {
  it('uses realistic staff with known roles on carshare.example', () => {
    expect(SEED_STAFF.length).toBeGreaterThanOrEqual(18);
    expect(unique(SEED_STAFF.map((s) => s.email))).toBe(true);
    for (const s of SEED_STAFF) {
      expect(ROLES).toContain(s.role);
      expect(s.email).toMatch(/^[a-z-]+\.[a-z]+@carshare\.example$/);
    }
  });

  it('have categories 1-84, known statuses and notes by staff', () => {
    const { tickets, ticketCategories, ticketCustomers, ticketVehicles, ticketNotes, staffIds, cars } = seed;
    expect(tickets).toHaveLength(50);
    const staffEmails = SEED_STAFF.map((s) => s.email);
    for (const t of tickets) {
      expect(TICKET_STATUSES).toContain(t.status);
      expect(TICKET_PRIORITIES).toContain(t.priority);
      expect(staffEmails).toContain(t.created_by);
      if (t.staff_id !== null) expect(staffIds).toContain(t.staff_id);
      if (t.updated_at !== null) expect(time(t.updated_at)).toBeGreaterThanOrEqual(time(t.created_at));
      expect(ticketCategories.some((c) => c.ticket_id === t.id)).toBe(true);
    }
    for (const c of ticketCategories) {
      expect(c.category_value).toBeGreaterThanOrEqual(1);
      expect(c.category_value).toBeLessThanOrEqual(84);
    }
    expect(unique(ticketCategories.map((c) => `${c.ticket_id}/${c.category_value}`))).toBe(true);
    for (const c of ticketCustomers) expect(c.customer_id).toBeLessThanOrEqual(MEMBERS);
    for (const v of ticketVehicles) expect(cars.map((c) => c.vin)).toContain(v.vin);
    for (const n of ticketNotes) {
      expect(staffIds).toContain(n.created_by);
      expect(time(n.created_at)).toBeGreaterThanOrEqual(
        time(tickets[(n.ticket_id as number) - 1].created_at),
      );
      expect(time(n.created_at)).toBeLessThan(NOW);
    }
  });
});

describe('determinism', () => {
  it('produces identical rows on every run, whatever the batch size', () => {
    const again = collectSeed(MEMBERS, NOW, 997);
    expect(again.customers).toEqual(seed.customers);
    expect(again.cars).toEqual(seed.cars);
    expect(again.trips).toEqual(seed.trips);
    expect(again.payments).toEqual(seed.payments);
    expect(again.promotions).toEqual(seed.promotions);
    expect(again.tickets).toEqual(seed.tickets);
    expect(again.ticketNotes).toEqual(seed.ticketNotes);
  });
});
