import type { Kysely, Transaction } from 'kysely';
import type { CarStatus } from '../../../src/domain/cars/carStatus.ts';
import { rentRefusals, type Rentability } from '../../../src/domain/cars/rentability.ts';
import type { Database } from '../../db/schema.ts';
import type { VehicleGateway } from '../../vehicleGateway/vehicleGateway.ts';

/** The ACTIVE trip on the car, if any (trips_vin: a car has at most a few recent trips to read). */
export const tripUnderWay = async (db: Kysely<Database> | Transaction<Database>, vin: string) => {
  const trip = await db
    .selectFrom('trips')
    .select('id')
    .where('vin', '=', vin)
    .where('status', '=', 'ACTIVE')
    .orderBy('start_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return trip ? { id: Number(trip.id) } : null;
};

/**
 * The facts rentability.ts judges for one car at `now`: its status, whether it is in service,
 * the reservation holding it and its box's last report (the box state's own derivation).
 */
export async function carRentability(
  db: Kysely<Database> | Transaction<Database>,
  car: { vin: string; status: CarStatus; isActive: boolean },
  { now, offlineHours, gateway }: { now: Date; offlineHours: number; gateway: VehicleGateway },
): Promise<Rentability> {
  const reservation = await db
    .selectFrom('reservations')
    .select('expires_at')
    .where('vin', '=', car.vin)
    .where('status', '=', 'ACTIVE')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  const box = await gateway.lastState(db, car.vin, now);
  const reservedUntil = reservation ? new Date(reservation.expires_at) : null;
  const lastReportAt = new Date(box.lastReportAt);
  const refusals = rentRefusals({ ...car, reservedUntil, lastReportAt }, now, offlineHours);
  return {
    rentable: refusals.length === 0,
    refusals,
    reservedUntil: reservedUntil?.toISOString() ?? null,
    lastReportAt: lastReportAt.toISOString(),
    offlineHours,
  };
}
