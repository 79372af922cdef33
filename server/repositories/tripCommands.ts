import { sql, type Kysely, type Transaction } from 'kysely';
import type { CarStatus } from '../../src/domain/cars/carStatus.ts';
import { STATUS_CHANGE_ACTIONS } from '../../src/domain/cars/statusChange.ts';
import { toDecimal } from '../../src/domain/money.ts';
import { TARIFFS } from '../../src/domain/pricing/tariffs.ts';
import {
  isBoxTripCommand,
  TRIP_COMMAND_STATUS,
  type TripCommandName,
  type TripCommandResult,
} from '../../src/domain/trips/tripCommands.ts';
import { carStatusAfterEnd, tripDistanceKm } from '../../src/domain/trips/tripEnd.ts';
import { priceTripEnd } from '../../src/domain/trips/tripEndPrice.ts';
import type { TripStatus } from '../../src/domain/trips/trips.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/httpError.ts';
import { recordAudit, staleRecord, updateVersioned, type Actor } from './audit.ts';
import { recordCommand } from '../vehicleGateway/commandLog.ts';
import type { VehicleGateway } from '../vehicleGateway/vehicleGateway.ts';
import { postLedgerLines } from './ledger.ts';
import { tripsWithRegion } from './trips.ts';

type Trx = Transaction<Database>;

/** The ACTIVE trip a command is for, locked, with what its end needs of the car and its region. */
async function lockedTrip(trx: Trx, id: string, version: number) {
  const trip = await tripsWithRegion(trx)
    .select([
      'trips.id',
      'trips.version',
      'trips.status',
      'trips.customer_id',
      'trips.vin',
      'trips.start_at',
      'trips.end_at',
      'trips.total',
      'trips.start_latitude',
      'trips.start_longitude',
      'regions.id as region_id',
      'regions.name as region_name',
    ])
    .where('trips.id', '=', id)
    .forUpdate('trips')
    .executeTakeFirst();
  if (!trip) throw new HttpError(404, 'error.notFound', `No trip has id ${id}`);
  if (trip.version !== version)
    throw await staleRecord(trx, {
      entity: 'trips',
      recordId: id,
      message: `Version ${version} is stale: the trip is at ${trip.version}`,
    });
  if (trip.status !== 'ACTIVE')
    throw new HttpError(422, 'tripEnd.notActive', `Trip ${id} is ${trip.status}, not under way`);
  return trip;
}
type LockedTrip = Awaited<ReturnType<typeof lockedTrip>>;

/** The member's grants usable now in the car's region (free_minute_grants_customer), locked. */
const usableGrants = (trx: Trx, customerId: string | number, regionId: number, now: Date) =>
  trx
    .selectFrom('free_minute_grants')
    .select(['id', 'version', 'used_minutes', 'expires_at'])
    .select(sql<number>`minutes - used_minutes - cancelled_minutes`.as('left'))
    .where('customer_id', '=', String(customerId))
    .where('cancelled_at', 'is', null)
    .where(sql<number>`minutes - used_minutes - cancelled_minutes`, '>', 0)
    .where((where) => where.or([where('expires_at', 'is', null), where('expires_at', '>', now)]))
    .where(sql<boolean>`${regionId}::integer = ANY(region_ids)`)
    .forUpdate()
    .execute();

/** The odometer's span over the trip's telemetry, and where the car is now. */
async function tripCourse(trx: Trx, trip: LockedTrip, now: Date) {
  const odometer = await trx
    .selectFrom('telemetry')
    .select([sql<number | null>`min(odometer)`.as('min'), sql<number | null>`max(odometer)`.as('max')])
    .where('vin', '=', trip.vin)
    .where('recorded_at', '>=', trip.start_at)
    .where('recorded_at', '<=', now)
    .executeTakeFirstOrThrow();
  const car = await trx
    .selectFrom('cars')
    .select(['latitude', 'longitude'])
    .where('vin', '=', trip.vin)
    .executeTakeFirstOrThrow();
  const point = (latitude: number | null, longitude: number | null) =>
    latitude === null || longitude === null ? null : { latitude, longitude };
  const end = point(car.latitude, car.longitude);
  const distance = tripDistanceKm(
    {
      min: odometer.min === null ? null : Number(odometer.min),
      max: odometer.max === null ? null : Number(odometer.max),
    },
    point(trip.start_latitude, trip.start_longitude),
    end,
  );
  return { end, distance };
}

/**
 * Spec 4, Trip troubleshooting commands: ends the trip at `now`: priced up to now with the member's free minutes used
 * first (each grant's use versioned and audited), its ledger line posted as the seed shapes a
 * trip's (the system's line: the balance moves by the total), the car moved or flagged.
 */
async function endTrip(trx: Trx, trip: LockedTrip, cmd: TripCommandName, actor: Actor, now: Date) {
  const tariff = TARIFFS[trip.region_name as keyof typeof TARIFFS];
  if (!tariff) throw new Error(`No tariff for the region ${trip.region_name}`);
  const { end, distance } = await tripCourse(trx, trip, now);
  const grants = await usableGrants(trx, trip.customer_id, trip.region_id, now);
  const minutes = Math.max(0, (now.getTime() - new Date(trip.start_at).getTime()) / 60_000);
  const { price, freeMinutesUsed, uses } = priceTripEnd(
    tariff,
    minutes,
    distance,
    grants.map((g) => ({
      id: String(g.id),
      left: Number(g.left),
      expiresAt: g.expires_at && new Date(g.expires_at).toISOString(),
    })),
  );
  for (const use of uses) {
    const grant = grants.find((g) => String(g.id) === use.grantId)!;
    await updateVersioned(trx, {
      table: 'free_minute_grants',
      entity: 'freeMinutes',
      id: use.grantId,
      version: grant.version,
      set: { used_minutes: grant.used_minutes + use.minutes },
      actor,
      action: 'freeMinutes.use',
    });
  }
  const ended = await updateVersioned(trx, {
    table: 'trips',
    entity: 'trips',
    id: String(trip.id),
    version: trip.version,
    set: {
      status: TRIP_COMMAND_STATUS[cmd],
      end_at: now,
      end_latitude: end?.latitude ?? null,
      end_longitude: end?.longitude ?? null,
      distance_km: distance.toFixed(2),
      charges: toDecimal(price.charges),
      discounts: toDecimal(price.discounts),
      taxes: toDecimal(price.taxes),
      total: toDecimal(price.total),
      free_minutes_used: freeMinutesUsed,
    },
    actor,
    action: `trip.${cmd}`,
  });
  await postLedgerLines(trx, trip.customer_id, null, [
    { kind: 'trip', amount: price.total - price.taxes, tax: price.taxes, postedAt: now, tripId: trip.id },
  ]);
  await moveCar(trx, trip, cmd, actor, now);
  return ended;
}

/**
 * The car after the end (spec 4, Trip troubleshooting commands): freed, or out of service
 * (tripEnd.ts), and on a release also flagged for the field team, in one versioned write.
 */
async function moveCar(trx: Trx, trip: LockedTrip, cmd: TripCommandName, actor: Actor, now: Date) {
  const car = await trx
    .selectFrom('cars')
    .select(['status', 'version'])
    .where('vin', '=', trip.vin)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const next = carStatusAfterEnd(car.status as CarStatus, cmd);
  const flagged = cmd === 'releaseMember';
  if (next === car.status && !flagged) return;
  await updateVersioned(trx, {
    table: 'cars',
    key: 'vin',
    entity: 'cars',
    id: trip.vin,
    version: car.version,
    set: {
      status: next,
      ...(flagged ? { field_check_at: now, field_check_trip_id: String(trip.id) } : {}),
    },
    actor,
    action: flagged
      ? 'car.fieldCheck'
      : next === 'OUT_OF_SERVICE'
        ? STATUS_CHANGE_ACTIONS.OUT_OF_SERVICE!
        : 'car.tripEnded',
  });
}

/**
 * POST /internal/trip/{id}/{cmd} (spec 7), in one transaction. An end goes to the box
 * first: refused (409/410/424) with nothing written; failing or unanswered, the trip stays
 * ACTIVE with the command recorded (the not-ended state, when staff may release the member);
 * confirmed, the trip ends now. Terminate and Release end it without the box, their command
 * recorded as carried out so the trip's timeline and the car's history show them.
 */
export async function runTripCommand(
  db: Kysely<Database>,
  gateway: VehicleGateway,
  {
    id,
    cmd,
    version,
    actor,
    now,
  }: { id: string; cmd: TripCommandName; version: number; actor: Actor; now: Date },
): Promise<TripCommandResult> {
  return db.transaction().execute(async (trx) => {
    const trip = await lockedTrip(trx, id, version);
    const command = isBoxTripCommand(cmd)
      ? await gateway.send(trx, { vin: trip.vin, kind: cmd, tripId: trip.id }, actor, now)
      : await recordCommand(
          trx,
          {
            vin: trip.vin,
            kind: cmd,
            tripId: trip.id,
            outcome: {
              sentAt: now,
              outcome: 'confirmed',
              outcomeAt: now,
              reportedState: null,
              vendorError: null,
            },
          },
          actor,
          now,
        );
    const answer = (row: { version: number; status: string; end_at: Date | null; total: string | null }) => ({
      command: gateway.commandAsSeen(command, now),
      trip: {
        id: Number(trip.id),
        version: row.version,
        status: row.status as TripStatus,
        endDateTime: row.end_at && new Date(row.end_at).toISOString(),
        total: row.total === null ? null : Number(row.total),
      },
    });
    if (command.outcome !== 'confirmed') {
      await recordAudit(trx, actor, {
        entity: 'trips',
        recordId: trip.id,
        action: `trip.${cmd}`,
        before: null,
        after: { commandId: String(command.id), outcome: command.outcome },
      });
      return answer(trip);
    }
    return answer(await endTrip(trx, trip, cmd, actor, now));
  });
}
