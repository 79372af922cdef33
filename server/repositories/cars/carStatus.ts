import type { Kysely } from 'kysely';
import type { CarStatus } from '../../../src/domain/cars/carStatus.ts';
import { mayChangeStatus, STATUS_CHANGE_ACTIONS } from '../../../src/domain/cars/statusChange.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/httpError.ts';
import { staleRecord, updateVersioned, type Actor } from '../audit.ts';
import { refuseIfAsleep } from './fleetBoxes.ts';

/**
 * Spec point 4, Car state changes: moves the car from `current` to `next`, versioned and
 * audited in one transaction. A current status that is no longer the car's answers 412 (someone
 * moved it since), as does an If-Match version when one is sent; a change the rules refuse, 422;
 * a car whose box sleeps, 409 (fleet.asleep, as the commands answer: wake it up first). A total
 * loss is no longer active (spec 3, Car detail).
 */
export async function changeCarStatus(
  db: Kysely<Database>,
  { vin, current, next, version }: { vin: string; current: CarStatus; next: CarStatus; version?: number },
  actor: Actor,
  now: Date,
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
    await refuseIfAsleep(trx, vin, now);
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
    return { vin, status: row.status as CarStatus, version: row.version };
  });
}
