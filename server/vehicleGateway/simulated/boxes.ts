import type { Kysely, Transaction } from 'kysely';
import type { BoxState, ReportedState, VehicleCommand } from '../../../src/domain/cars/vehicleCommands.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/httpError.ts';
import { TRIP_ONLY_COMMANDS } from '../../../src/domain/trips/tripCommands.ts';
import type { Actor } from '../../repositories/audit.ts';
import { recordCommand, type CommandRow } from '../commandLog.ts';
import type { BoxCommand } from '../vehicleGateway.ts';
import { boxAt, foldBox, type DerivedBox, type LandingCommand, type StoredBox } from './boxState.ts';
import { commandStatusAt, isRefusal, planCommand } from './commandPlan.ts';

/**
 * The simulated fleet's reads and writes (spec points 4 and 7, docs/architecture.md "Simulated
 * fleet"): the simulated side of the vehicle gateway.
 */

type Db = Kysely<Database> | Transaction<Database>;

const readings = ['latitude', 'longitude', 'fuel_level', 'battery_voltage', 'odometer'] as const;

/** A car's box row, or the working box a car without one has (asleep since the car was added). */
async function storedBox(db: Db, vin: string, lock: boolean) {
  let query = db
    .selectFrom('cars')
    .leftJoin('fleet_boxes as b', 'b.vin', 'cars.vin')
    .select(readings.map((c) => `cars.${c}` as const))
    .select([
      'cars.created_at',
      'b.vin as box_vin',
      'b.failing_tests',
      'b.offline',
      'b.vendor_error',
      'b.state_at',
      'b.reported_at',
      'b.active_at',
      'b.doors_locked',
      'b.immobilizer_engaged',
      'b.ignition_on',
      'b.home_zone_led',
      'b.booted_at',
      'b.rfid_reset_at',
    ])
    .where('cars.vin', '=', vin);
  // One command at a time per car: the second waits for the first's state.
  if (lock) query = query.forNoKeyUpdate('cars');
  const row = await query.executeTakeFirst();
  if (!row) throw new HttpError(404, 'error.notFound', `No car has VIN ${vin}`);
  const since = new Date(row.created_at);
  const box: StoredBox = {
    failingTests: row.failing_tests ?? [],
    offline: row.offline ?? false,
    vendorError: row.vendor_error ?? null,
    stateAt: row.state_at ?? since,
    reportedAt: row.reported_at ?? since,
    activeAt: row.active_at ?? since,
    doorsLocked: row.doors_locked ?? true,
    immobilizerEngaged: row.immobilizer_engaged ?? true,
    ignitionOn: row.ignition_on ?? false,
    homeZoneLed: row.home_zone_led ?? true,
    bootedAt: row.booted_at ?? null,
    rfidResetAt: row.rfid_reset_at ?? null,
  };
  return { box, exists: row.box_vin !== null, readings: row };
}

const toLanding = (row: CommandRow): LandingCommand => ({
  command: row.command,
  requestedAt: row.requested_at,
  outcome: row.outcome,
  outcomeAt: row.outcome_at,
  reportedState: row.reported_state as ReportedState | null,
});

/** The box's state at `now`: its row and the commands answered (or still awaited) since its state_at. */
async function boxWithCommands(db: Db, vin: string, now: Date, lock = false) {
  const stored = await storedBox(db, vin, lock);
  const commands = await db
    .selectFrom('vehicle_commands')
    .selectAll()
    .where('vin', '=', vin)
    .where('outcome_at', '>', stored.box.stateAt)
    .where('command', 'not in', TRIP_ONLY_COMMANDS)
    .execute();
  const landing = commands.map(toLanding);
  return { ...stored, landing, state: boxAt(stored.box, landing, now) };
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

const toBoxState = (
  vin: string,
  box: DerivedBox,
  r: Awaited<ReturnType<typeof storedBox>>['readings'],
): Omit<BoxState, 'doors'> => ({
  vin,
  asleep: box.asleep,
  waking: box.waking,
  online: box.online,
  lastReportAt: box.lastReportAt.toISOString(),
  lastActiveAt: box.activeAt.toISOString(),
  gps: r.latitude === null || r.longitude === null ? null : { latitude: r.latitude, longitude: r.longitude },
  fuelLevel: r.fuel_level,
  batteryVoltage: r.battery_voltage === null ? null : Number(r.battery_voltage),
  odometer: r.odometer,
  doorsLocked: box.doorsLocked,
  immobilizerEngaged: box.immobilizerEngaged,
  ignitionOn: box.ignitionOn,
  homeZoneLed: box.homeZoneLed,
  telemeterBootedAt: iso(box.bootedAt),
  rfidReaderResetAt: iso(box.rfidResetAt),
});

/**
 * Spec 3 Trip info lists the doors apart from the lock: only the box's telemetry reports them, so
 * the car screen shows its last report's (the telemetry primary key finds it).
 */
const lastDoors = async (db: Db, vin: string, now: Date) => {
  const row = await db
    .selectFrom('telemetry')
    .select(['doors_closed', 'recorded_at'])
    .where('vin', '=', vin)
    .where('recorded_at', '<=', now)
    .orderBy('recorded_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { closed: row.doors_closed, reportedAt: new Date(row.recorded_at).toISOString() } : null;
};

/** The box as it stands at `now`; reads write nothing. */
export async function latestState(db: Db, vin: string, now: Date): Promise<BoxState> {
  // One after the other: the car detail reads this inside a transaction, one connection.
  const { state, readings: r } = await boxWithCommands(db, vin, now);
  const doors = await lastDoors(db, vin, now);
  return { ...toBoxState(vin, state, r), doors };
}

/** A stored command as seen at `now`: its outcome, report and error only once they have come. */
export const toVehicleCommand = (row: CommandRow, now: Date): VehicleCommand => {
  const status = commandStatusAt(
    { sentAt: row.sent_at, outcome: row.outcome, outcomeAt: row.outcome_at },
    now,
  );
  const over = status !== 'requested' && status !== 'sent';
  return {
    id: String(row.id),
    vin: row.vin,
    command: row.command,
    diagnosticId: row.diagnostic_id,
    requestedBy: { staffId: row.requested_by_staff_id, name: row.requested_by_name },
    requestedAt: row.requested_at.toISOString(),
    status,
    outcomeAt: over ? row.outcome_at.toISOString() : null,
    reportedState: over ? (row.reported_state as ReportedState | null) : null,
    vendorError: over ? row.vendor_error : null,
  };
};

const boxColumns = (box: StoredBox) => ({
  failing_tests: [...box.failingTests],
  offline: box.offline,
  vendor_error: box.vendorError,
  state_at: box.stateAt,
  reported_at: box.reportedAt,
  active_at: box.activeAt,
  doors_locked: box.doorsLocked,
  immobilizer_engaged: box.immobilizerEngaged,
  ignition_on: box.ignitionOn,
  home_zone_led: box.homeZoneLed,
  booted_at: box.bootedAt,
  rfid_reset_at: box.rfidResetAt,
});

/**
 * Sends a command to the car's box at `now`, in the caller's transaction: refused (409 asleep,
 * 410 offline, 424 vendor) with nothing written, else recorded with the outcome its box will
 * give, folding the commands answered so far into the box row (foldBox: the same state any
 * later read derives).
 */
export async function sendBoxCommand(
  trx: Transaction<Database>,
  command: BoxCommand,
  actor: Actor,
  now: Date,
): Promise<CommandRow> {
  const { vin, kind } = command;
  const { box, exists, landing, state } = await boxWithCommands(trx, vin, now, true);
  const plan = planCommand(state, vin, kind, now);
  if (isRefusal(plan)) throw new HttpError(plan.statusCode, plan.messageKey, plan.message);
  const folded = boxColumns(foldBox(box, landing, now));
  if (exists) await trx.updateTable('fleet_boxes').set(folded).where('vin', '=', vin).execute();
  else
    await trx
      .insertInto('fleet_boxes')
      .values({ vin, ...folded })
      .execute();
  return recordCommand(trx, { ...command, outcome: plan }, actor, now);
}
