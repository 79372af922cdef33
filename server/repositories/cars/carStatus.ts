import type { Kysely } from 'kysely';
import type { CarStatus } from '../../../src/domain/cars/carStatus.ts';
import {
  BOX_COMMAND_AFTER,
  mayChangeDuringTrip,
  mayChangeStatus,
  STATUS_CHANGE_ACTIONS,
} from '../../../src/domain/cars/statusChange.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/httpError.ts';
import { staleRecord, updateVersioned, type Actor } from '../audit.ts';
import { tripUnderWay } from './rentability.ts';

/**
 * Spec point 4, Car state changes: moves the car from `current` to `next`, versioned and
 * audited in one transaction. A current status that is no longer the car's answers 412 (someone
 * moved it since), as does an If-Match version when one is sent; a change the rules refuse, 422
 * (fleet.carInTrip while a trip holds the car). The change is the back office's record of the
 * car, so the box is not asked: a sleeping or dead box never blocks it, and the box command that
 * goes with it (BOX_COMMAND_AFTER) is named in the answer for the screen to offer. A total loss
 * is no longer active (spec 3, Car detail).
 */
export async function changeCarStatus(
  db: Kysely<Database>,
  { vin, current, next, version }: { vin: string; current: CarStatus; next: CarStatus; version?: number },
  actor: Actor,
) {
  return db.transaction().execute(async (trx) => {
    const car = await trx
      .selectFrom('cars')
      .select(['status', 'version'])
      .where('vin', '=', vin)
      .forUpdate()
      .executeTakeFirst();
    if (!car) throw new HttpError(404, 'error.notFound', `No car has VIN ${vin}`);
    if (car.status !== current || (version !== undefined && version !== car.version))
      throw await staleRecord(trx, {
        entity: 'cars',
        recordId: vin,
        message: `The car is ${car.status} at version ${car.version}`,
      });
    const action = STATUS_CHANGE_ACTIONS[next];
    if (!action || !mayChangeStatus(current, next))
      throw new HttpError(422, 'fleet.statusChangeRefused', `A ${current} car cannot become ${next}`);
    const trip = await tripUnderWay(trx, vin);
    if (trip && !mayChangeDuringTrip(next))
      throw new HttpError(422, 'fleet.carInTrip', `Trip ${trip.id} holds the car: end it first`);
    const row = await updateVersioned(trx, {
      table: 'cars',
      key: 'vin',
      entity: 'cars',
      id: vin,
      version: car.version,
      set: { status: next, ...(next === 'TOTAL_LOSS' ? { is_active: false } : {}) },
      actor,
      action,
    });
    return {
      vin,
      status: row.status as CarStatus,
      version: row.version,
      boxCommand: BOX_COMMAND_AFTER[next] ?? null,
    };
  });
}
