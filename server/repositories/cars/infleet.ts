import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AddCar } from '../../../src/domain/cars/addCar.ts';
import type { CarDetail } from '../../../src/domain/cars/carSearch.ts';
import {
  UNIQUE_FIELDS,
  UNIQUE_MESSAGES,
  validFields,
  type FieldCheckRequest,
  type FieldChecks,
  type PendingStage,
  type PendingVehicle,
  type UniqueField,
} from '../../../src/domain/cars/infleet.ts';
import { formatPlate } from '../../../src/domain/cars/plate.ts';
import { DIAGNOSTIC_TESTS, diagnosticIdOf } from '../../../src/domain/cars/vehicleCommands.ts';
import type { Paginated } from '../../../src/domain/pagination.ts';
import type { CarsTable, Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/uniqueViolation.ts';
import type { VehicleGateway } from '../../vehicleGateway/vehicleGateway.ts';
import { HttpError } from '../../http/httpError.ts';
import { recordAudit, updateVersioned, type Actor } from '../audit.ts';
import { pagedSearch } from '../pagedSearch.ts';
import { carIdentityColumns, fleetName, toCarIdentity, type CarIdentityRow } from './carRows.ts';
import { getCar } from './cars.ts';
import { latestRuns } from './diagnostics.ts';

/** Spec 4, Infleeting flow: add, register with the vendor, validate, (diagnose), deploy. */

type Db = Kysely<Database> | Transaction<Database>;

const COLUMNS: Record<
  Exclude<UniqueField, 'fleetId'>,
  'vin' | 'plate_number' | 'telemeter_id' | 'msisdn' | 'iccid' | 'imsi'
> = {
  vinNumber: 'vin',
  plateNumber: 'plate_number',
  telemeterId: 'telemeter_id',
  msisdn: 'msisdn',
  iccid: 'iccid',
  imsi: 'imsi',
};

/** Spec 5: the blur check. Each given field's rule, and whether no car (pending or deployed) holds it yet. */
export async function checkFields(db: Db, request: FieldCheckRequest): Promise<FieldChecks> {
  const valid = validFields(request);
  const given = UNIQUE_FIELDS.filter((field) => request[field] !== undefined);
  const unique = await Promise.all(
    given.map(async (field) => {
      const value = request[field]!;
      if (field === 'fleetId') {
        const fleet = await db
          .selectFrom('regions')
          .select('id')
          .where('id', '=', Number(value))
          .executeTakeFirst();
        return fleet !== undefined;
      }
      const stored = field === 'plateNumber' ? formatPlate(String(value)) : String(value).trim();
      const holder = await db
        .selectFrom('cars')
        .select('vin')
        .where(COLUMNS[field], '=', stored)
        .executeTakeFirst();
      return holder === undefined;
    }),
  );
  return Object.fromEntries(
    given.map((field, i) => [field, { valid: valid[field] ?? false, unique: unique[i]! }]),
  );
}

/** A 409 naming each field another car holds (or the unknown fleet), with the spec's message at each. */
async function refuseTaken(db: Db, car: AddCar) {
  const checks = await checkFields(db, car);
  const taken = UNIQUE_FIELDS.filter((field) => checks[field]?.unique === false);
  if (taken.length === 0) return;
  const fields = Object.fromEntries(taken.map((field) => [field, UNIQUE_MESSAGES[field]]));
  throw new HttpError(409, UNIQUE_MESSAGES[taken[0]!], `Already held: ${taken.join(', ')}`, fields);
}

type PendingRow = CarIdentityRow & Pick<Selectable<CarsTable>, 'infleet_stage' | 'created_at' | 'version'>;

const pendingCars = (db: Db) =>
  db
    .selectFrom('cars')
    .where('status', '=', 'INFLEETING')
    .select([...carIdentityColumns, 'infleet_stage', 'created_at', 'version'])
    .select(fleetName);

/** The rows as the list shows them: each with its diagnostics' latest results, tested when all passed. */
async function toPendingVehicles(
  db: Db,
  gateway: VehicleGateway,
  rows: PendingRow[],
  now: Date,
): Promise<PendingVehicle[]> {
  const ids = rows.flatMap((row) => DIAGNOSTIC_TESTS.map((test) => diagnosticIdOf(row.vin, test)));
  const runs = ids.length === 0 ? new Map() : await latestRuns(db, gateway, ids, now);
  return rows.map((row) => {
    const results = DIAGNOSTIC_TESTS.map((test) => runs.get(diagnosticIdOf(row.vin, test))?.status);
    const passed = results.filter((status) => status === 'confirmed').length;
    const failed = results.filter((status) => status === 'failed' || status === 'timedOut').length;
    const stored = row.infleet_stage as PendingStage;
    return {
      ...toCarIdentity(row),
      stage: stored === 'validated' && passed === DIAGNOSTIC_TESTS.length ? 'tested' : stored,
      addedAt: new Date(row.created_at).toISOString(),
      version: row.version,
      diagnostics: { passed, failed, total: DIAGNOSTIC_TESTS.length },
    };
  });
}

async function pendingVehicle(
  db: Db,
  gateway: VehicleGateway,
  vin: string,
  now: Date,
): Promise<PendingVehicle> {
  const row = await pendingCars(db).where('vin', '=', vin).executeTakeFirst();
  if (!row) throw new HttpError(409, 'infleet.errors.notPending', `${vin} is not a car being infleeted`);
  return (await toPendingVehicles(db, gateway, [row], now))[0]!;
}

/** GET /infleet/pendingVehicles: the pending cars, newest first, one page. */
export async function listPendingVehicles(
  db: Kysely<Database>,
  gateway: VehicleGateway,
  { fleetId, page, count }: { fleetId?: number; page: number; count: number },
  now: Date,
): Promise<Paginated<PendingVehicle>> {
  let base = db.selectFrom('cars').where('status', '=', 'INFLEETING');
  let rows = pendingCars(db);
  if (fleetId !== undefined) {
    base = base.where('fleet_id', '=', fleetId);
    rows = rows.where('fleet_id', '=', fleetId);
  }
  const ordered = rows.orderBy('created_at', 'desc').orderBy('vin', 'desc');
  return pagedSearch(db, base, ordered, { page, count }, (page) => toPendingVehicles(db, gateway, page, now));
}

/**
 * POST /infleet: the car and its box, pending at stage added. The box is powered and reporting
 * from the moment it is installed; the vendor knows it only once registered (POST /infleet/vendor).
 */
export async function addPendingCar(
  db: Kysely<Database>,
  gateway: VehicleGateway,
  car: AddCar,
  actor: Actor,
  now: Date,
) {
  await refuseTaken(db, car);
  try {
    return await db.transaction().execute(async (trx) => {
      const values = {
        vin: car.vinNumber,
        plate_number: car.plateNumber,
        fleet_id: car.fleetId,
        make: car.carMake,
        model: car.carModel,
        model_year: car.modelYear,
        telemeter_model: car.telemeterModel,
        telemeter_id: car.telemeterId,
        carrier: car.carrier,
        msisdn: car.msisdn,
        imsi: car.imsi,
        iccid: car.iccid,
        status: 'INFLEETING',
        infleet_stage: 'added',
      };
      await trx
        .insertInto('cars')
        .values({ ...values, created_at: now })
        .execute();
      await gateway.installBox(trx, { vin: car.vinNumber, telemeterId: car.telemeterId }, now);
      await recordAudit(trx, actor, {
        entity: 'cars',
        recordId: car.vinNumber,
        action: 'infleet.add',
        before: null,
        after: values,
      });
      return pendingVehicle(trx, gateway, car.vinNumber, now);
    });
  } catch (error) {
    // Another add took a value between the check and the insert: the same 409 the check gives.
    if (isUniqueViolation(error)) await refuseTaken(db, car);
    throw error;
  }
}

interface StepRequest {
  vin: string;
  version: number;
  actor: Actor;
}

/** The pending car, locked for the step; 409 when it is not being infleeted. */
async function lockPending(trx: Transaction<Database>, vin: string) {
  const car = await trx
    .selectFrom('cars')
    .select(['status', 'infleet_stage', 'telemeter_id', 'created_at'])
    .where('vin', '=', vin)
    .forUpdate()
    .executeTakeFirst();
  if (!car) throw new HttpError(404, 'error.notFound', `No car has VIN ${vin}`);
  if (car.status !== 'INFLEETING')
    throw new HttpError(409, 'infleet.errors.notPending', `${vin} is not a car being infleeted`);
  return car;
}

/** Moves the car to `stage` from the copy at `version`: 412 when stale, one audit entry. */
const advance = (
  trx: Transaction<Database>,
  { vin, version, actor }: StepRequest,
  stage: string,
  action: string,
) =>
  updateVersioned(trx, {
    table: 'cars',
    entity: 'cars',
    key: 'vin',
    id: vin,
    version,
    actor,
    action,
    set: { infleet_stage: stage },
  });

/**
 * The vendor registration, unless done, moving the car to `then`: 424 while the vendor has not
 * provisioned the box. Once registered, commands reach the box.
 */
async function register(
  trx: Transaction<Database>,
  gateway: VehicleGateway,
  request: StepRequest,
  now: Date,
  then: { stage: PendingStage; action: string },
) {
  const car = await lockPending(trx, request.vin);
  if (car.infleet_stage !== 'added') return car;
  const box = { vin: request.vin, telemeterId: car.telemeter_id, addedAt: new Date(car.created_at) };
  if (!(await gateway.registerBox(trx, box, now)))
    throw new HttpError(
      424,
      'infleet.errors.vendorRefused',
      `The vendor has not provisioned box ${car.telemeter_id} yet`,
    );
  await advance(trx, request, then.stage, then.action);
  return { ...car, infleet_stage: then.stage };
}

/** POST /infleet/vendor: registers the pending car's box with the vendor. */
export const registerWithVendor = (
  db: Kysely<Database>,
  gateway: VehicleGateway,
  request: StepRequest,
  now: Date,
) =>
  db.transaction().execute(async (trx) => {
    await register(trx, gateway, request, now, { stage: 'vendorRegistered', action: 'infleet.vendor' });
    return pendingVehicle(trx, gateway, request.vin, now);
  });

/** POST /infleet/validate?update=true: registered with the vendor (retried if needed) and validated. */
export const validatePendingCar = (
  db: Kysely<Database>,
  gateway: VehicleGateway,
  request: StepRequest,
  now: Date,
) =>
  db.transaction().execute(async (trx) => {
    const validated = { stage: 'validated', action: 'infleet.validate' } as const;
    const car = await register(trx, gateway, request, now, validated);
    if (car.infleet_stage === 'vendorRegistered')
      await advance(trx, request, validated.stage, validated.action);
    return pendingVehicle(trx, gateway, request.vin, now);
  });

/** POST /infleet/promote/{vin}: deployed (AVAILABLE) once validated and every diagnostic passed. */
export const promotePendingCar = (
  db: Kysely<Database>,
  gateway: VehicleGateway,
  request: StepRequest,
  now: Date,
): Promise<CarDetail> =>
  db.transaction().execute(async (trx) => {
    const car = await lockPending(trx, request.vin);
    if (car.infleet_stage !== 'validated')
      throw new HttpError(409, 'infleet.errors.notValidated', `${request.vin} has not been validated`);
    const { stage } = await pendingVehicle(trx, gateway, request.vin, now);
    if (stage !== 'tested')
      throw new HttpError(409, 'infleet.errors.notTested', `${request.vin} has not passed every diagnostic`);
    await updateVersioned(trx, {
      table: 'cars',
      entity: 'cars',
      key: 'vin',
      id: request.vin,
      version: request.version,
      actor: request.actor,
      action: 'infleet.promote',
      set: { status: 'AVAILABLE', infleet_stage: null },
    });
    return (await getCar(trx, request.vin))!;
  });

/** GET /infleet/formFields' fleets: the regions. */
export const fleetChoices = async (db: Kysely<Database>) =>
  (await db.selectFrom('regions').select(['id', 'name']).orderBy('name').execute()).map((region) => ({
    fleetId: region.id,
    fleetName: region.name,
  }));
