import type { Kysely } from 'kysely';
import type { CarDetail } from '../../../src/domain/cars/carSearch.ts';
import { PLATE_MESSAGES, type PlateChange } from '../../../src/domain/cars/plate.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/uniqueViolation.ts';
import { HttpError } from '../../http/httpError.ts';
import { updateVersioned, type Actor } from '../audit.ts';
import { getCar } from './cars.ts';

/**
 * Plates are unique product-wide (spec 5, Add car form: plate not unique): another car's plate
 * answers 409 on the field.
 */
const plateTaken = () =>
  new HttpError(409, PLATE_MESSAGES.taken, `plateNumber: ${PLATE_MESSAGES.taken}`, {
    plateNumber: PLATE_MESSAGES.taken,
  });

/** Spec 2, Change car plate modal: the car's plate from the copy at `version`, versioned and audited. */
export async function changePlate(
  db: Kysely<Database>,
  { vin, version, actor }: { vin: string; version: number; actor: Actor },
  body: PlateChange,
): Promise<CarDetail> {
  try {
    return await db.transaction().execute(async (trx) => {
      await updateVersioned(trx, {
        table: 'cars',
        entity: 'cars',
        key: 'vin',
        id: vin,
        version,
        actor,
        action: 'plate',
        set: { plate_number: body.plateNumber },
      });
      return (await getCar(trx, vin))!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw plateTaken();
    throw error;
  }
}
