import type { Kysely, Selectable, Transaction } from 'kysely';
import { COUNT_CAP, pageFields } from '../../src/domain/pagination.ts';
import {
  RESERVATION_MS,
  type Reservation,
  type ReservationBooking,
  type ReservationList,
  type StoredReservationStatus,
} from '../../src/domain/reservations/reservations.ts';
import { reservationState } from '../../src/domain/reservations/reservationState.ts';
import type { Database, ReservationsTable } from '../db/schema.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { HttpError } from '../http/httpError.ts';
import { recordAudit, type Actor } from './audit.ts';
import { cappedCount } from './pagedSearch.ts';
import { carRentability } from './cars/rentability.ts';
import type { VehicleGateway } from '../vehicleGateway/vehicleGateway.ts';

/** Reservations (spec point 4): a member's list, booking and cancelling. */

type Row = Selectable<ReservationsTable> & { plate_number: string; make: string; model: string };

const toReservation = (row: Row): Reservation => ({
  id: String(row.id),
  customerId: String(row.customer_id),
  vin: row.vin,
  plateNumber: row.plate_number,
  make: row.make,
  model: row.model,
  reservedAt: row.reserved_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
  status: row.status as StoredReservationStatus,
  canceledAt: row.canceled_at?.toISOString() ?? null,
  reservedBy: row.reserved_by,
  version: row.version,
});

const withCar = (db: Kysely<Database>) =>
  db
    .selectFrom('reservations')
    .innerJoin('cars', 'cars.vin', 'reservations.vin')
    .selectAll('reservations')
    .select(['cars.plate_number', 'cars.make', 'cars.model']);

/** What the member's Activity Log shows of a reservation, by column name as its other entries are. */
const audited = (row: Pick<Row, 'id' | 'vin' | 'status' | 'expires_at'>) => ({
  reservation_id: String(row.id),
  vin: row.vin,
  status: row.status,
  expires_at: row.expires_at.toISOString(),
});

/**
 * One member's or one car's reservations, newest first, in the order of the
 * reservations_customer or reservations_vin (migration 114) index.
 */
export async function listReservations(
  db: Kysely<Database>,
  { customerId, vin, page, count }: { customerId?: string; vin?: string | null; page: number; count: number },
): Promise<ReservationList> {
  const [column, value] = vin ? (['vin', vin] as const) : (['customer_id', customerId!] as const);
  const [rows, total] = await Promise.all([
    withCar(db)
      .where(`reservations.${column}`, '=', value)
      .orderBy('reservations.reserved_at', 'desc')
      .orderBy('reservations.id', 'desc')
      .limit(count)
      .offset((page - 1) * count)
      .execute(),
    cappedCount(db, db.selectFrom('reservations').where(column, '=', value), COUNT_CAP),
  ]);
  const capped = total > COUNT_CAP;
  return { data: rows.map(toReservation), ...pageFields(page, count, capped ? COUNT_CAP : total, capped) };
}

/**
 * Writes EXPIRED on the member's and the car's holds that ran out, so the one-active indexes
 * let the new booking in. Each is audited on its member, in the name of the staff member whose
 * booking wrote it: the hold itself ran out at its expiresAt, which the entry holds.
 */
async function settleExpired(
  trx: Transaction<Database>,
  actor: Actor,
  booking: ReservationBooking,
  now: Date,
) {
  const expired = await trx
    .updateTable('reservations')
    .set((eb) => ({ status: 'EXPIRED', version: eb('version', '+', 1) }))
    .where('status', '=', 'ACTIVE')
    .where('expires_at', '<=', now)
    .where((eb) => eb.or([eb('customer_id', '=', booking.customerId), eb('vin', '=', booking.vin)]))
    .returning(['id', 'customer_id', 'vin', 'status', 'expires_at'])
    .execute();
  for (const row of expired) {
    await recordAudit(trx, actor, {
      entity: 'customers',
      recordId: String(row.customer_id),
      action: 'reservation.expired',
      before: audited({ ...row, status: 'ACTIVE' }),
      after: audited(row),
    });
  }
}

/**
 * Books `vin` for the member for RESERVATION_MS. Refused (409) when the member may not drive
 * (account closed or suspended), the car is not available or its box is silent, or either already has an active
 * reservation; the unique indexes decide between two bookings made at the same moment.
 */
export async function bookReservation(
  db: Kysely<Database>,
  booking: ReservationBooking,
  actor: Actor,
  { now, offlineHours, gateway }: { now: Date; offlineHours: number; gateway: VehicleGateway },
): Promise<Reservation> {
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('customers')
      .select(['account_status', 'suspension_status'])
      .where('id', '=', booking.customerId)
      .executeTakeFirst();
    if (!member) throw new HttpError(404, 'error.notFound', `No member has id ${booking.customerId}`);
    if (member.account_status !== 'ACTIVE' || member.suspension_status !== 'UNSUSPENDED') {
      throw new HttpError(409, 'reservations.memberBlocked', 'The member account is closed or suspended');
    }
    const car = await trx
      .selectFrom('cars')
      .select(['status', 'is_active'])
      .where('vin', '=', booking.vin)
      .executeTakeFirst();
    if (!car) throw new HttpError(404, 'error.notFound', `No car has VIN ${booking.vin}`);
    if (car.status !== 'AVAILABLE' || !car.is_active) {
      throw new HttpError(409, 'reservations.carUnavailable', `Car ${booking.vin} is ${car.status}`);
    }
    // The rest of rentability.ts: a car whose box is silent is not booked (reservations are held below).
    const verdict = await carRentability(
      trx,
      { vin: booking.vin, status: 'AVAILABLE', isActive: true },
      { now, offlineHours, gateway },
    );
    if (verdict.refusals.includes('boxSilent'))
      throw new HttpError(409, 'reservations.carSilent', `Car ${booking.vin}'s box has not reported lately`);
    await settleExpired(trx, actor, booking, now);
    const held = await trx
      .selectFrom('reservations')
      .select(['customer_id', 'vin'])
      .where('status', '=', 'ACTIVE')
      .where((eb) => eb.or([eb('customer_id', '=', booking.customerId), eb('vin', '=', booking.vin)]))
      .execute();
    if (held.some((r) => String(r.customer_id) === booking.customerId)) {
      throw new HttpError(409, 'reservations.memberHasOne', 'The member already has an active reservation');
    }
    if (held.length) throw new HttpError(409, 'reservations.carTaken', `Car ${booking.vin} is reserved`);

    let id: string;
    try {
      ({ id } = await trx
        .insertInto('reservations')
        .values({
          customer_id: booking.customerId,
          vin: booking.vin,
          reserved_at: now,
          expires_at: new Date(now.getTime() + RESERVATION_MS),
          status: 'ACTIVE',
          reserved_by: actor.name,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    } catch (error) {
      // Another booking of this member or car committed between the check and the insert.
      if (isUniqueViolation(error)) throw new HttpError(409, 'reservations.carTaken', 'Reserved meanwhile');
      throw error;
    }
    const row = await withCar(trx).where('reservations.id', '=', id).executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      entity: 'customers',
      recordId: booking.customerId,
      action: 'reservation.book',
      before: null,
      after: audited(row),
    });
    return toReservation(row);
  });
}

/**
 * Cancels an active reservation at `version` (412 when someone changed it since; 409 when it
 * is no longer active: canceled already, or its hold ran out).
 */
export async function cancelReservation(
  db: Kysely<Database>,
  { id, version }: { id: string; version: number },
  actor: Actor,
  now = new Date(),
): Promise<Reservation> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('reservations')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new HttpError(404, 'error.notFound', `No reservation has id ${id}`);
    if (before.version !== version) {
      throw new HttpError(
        412,
        'error.stale',
        `Reservation ${id} is at version ${before.version}, not ${version}`,
      );
    }
    const state = reservationState(
      { status: before.status as StoredReservationStatus, expiresAt: before.expires_at.toISOString() },
      now.getTime(),
    );
    if (state !== 'ACTIVE')
      throw new HttpError(409, 'reservations.notActive', `Reservation ${id} is ${state}`);
    await trx
      .updateTable('reservations')
      .set((eb) => ({ status: 'CANCELED', canceled_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute();
    const row = await withCar(trx).where('reservations.id', '=', id).executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      entity: 'customers',
      recordId: String(row.customer_id),
      action: 'reservation.cancel',
      before: audited(before),
      after: audited(row),
    });
    return toReservation(row);
  });
}
