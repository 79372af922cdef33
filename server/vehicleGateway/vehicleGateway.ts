import { EventEmitter } from 'node:events';
import type { Kysely, Transaction } from 'kysely';
import {
  diagnosticIdOf,
  type BoxState,
  type CommandKind,
  type DiagnosticTest,
  type VehicleCommand,
} from '../../src/domain/cars/vehicleCommands.ts';
import type { TRIP_ONLY_COMMANDS } from '../../src/domain/trips/tripCommands.ts';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../repositories/audit.ts';
import type { CommandRow } from './commandLog.ts';

/**
 * docs/architecture.md, Vehicle gateway: the one seam between the back office and the cars'
 * boxes. Every route and repository that touches a box goes through it; what carries the
 * messages (today the simulated fleet, derived on read) is its side, chosen when the app is built.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** A command that reaches the box: every command but the trip's own terminate and release. */
export type BoxCommandKind = Exclude<CommandKind, (typeof TRIP_ONLY_COMMANDS)[number]>;

export interface BoxCommand {
  vin: string;
  kind: BoxCommandKind;
  /** A diagnostic's id (diagnosticIdOf): its latest run is the car's proof for deploy. */
  diagnosticId?: string | null;
  /** The trip whose screen sent it, so it shows in that trip's timeline. */
  tripId?: string | number | null;
}

/**
 * What a box reported, as the gateway tells its subscribers: positions, whether the simulated
 * trips under way wrote them or the vehicle link took them from the broker (the simulated side
 * decides a command's outcome when it is sent).
 */
export type BoxReport = { kind: 'telemetry'; vin: string; reports: number };

export type BoxReportListener = (report: BoxReport) => void;

/** What a side of the gateway carries; the gateway adds the shortcuts and the subscriptions. */
export interface VehicleSide {
  /**
   * Sends a command to the car's box at `now`, in the caller's transaction: refused (409 asleep,
   * 410 offline, 424 the vendor refused) with nothing written, else recorded in the command log.
   */
  send(trx: Transaction<Database>, command: BoxCommand, actor: Actor, now: Date): Promise<CommandRow>;
  /** The box's last state as of `now` (the car detail, rentability, /telemetry/{vin}/latest). */
  lastState(db: Db, vin: string, now: Date): Promise<BoxState>;
  /** A logged command as it stands at `now`: requested, sent, then its outcome once it has come. */
  commandAsSeen(row: CommandRow, now: Date): VehicleCommand;
  /** The box's last report by `now`, from its stored row: the lists' rule (fleet dashboard). */
  lastReportOf(box: { offline: boolean; reportedAt: Date }, now: Date): Date;
  /** Spec 4, Infleeting flow: the box installed in a car being added, powered but not registered. */
  installBox(trx: Transaction<Database>, box: { vin: string; telemeterId: string }, now: Date): Promise<void>;
  /**
   * Spec 4, Infleeting flow: the vendor's registration of the box; false while the vendor has
   * not provisioned it (the step answers 424), true once commands reach it.
   */
  registerBox(
    trx: Transaction<Database>,
    box: { vin: string; telemeterId: string; addedAt: Date },
    now: Date,
  ): Promise<boolean>;
  /**
   * What the boxes have reported by `now` that the side must fetch itself (the simulated trips
   * under way write a point a minute); answers how many reports it took.
   */
  collectReports(db: Kysely<Database>, now: Date, report: BoxReportListener): Promise<number>;
  /** How often the server asks for them. */
  collectEveryMs: number;
}

export interface VehicleGateway extends Omit<VehicleSide, 'collectReports'> {
  /** Wakes the box (spec 4, Trip troubleshooting commands): a wake-up command. */
  wake(
    trx: Transaction<Database>,
    car: { vin: string; tripId?: string | null },
    actor: Actor,
    now: Date,
  ): Promise<CommandRow>;
  /** Runs one diagnostic test on the box (a sleeping box is woken by the test itself). */
  runDiagnostic(
    trx: Transaction<Database>,
    car: { vin: string; test: DiagnosticTest },
    actor: Actor,
    now: Date,
  ): Promise<CommandRow>;
  collectReports(db: Kysely<Database>, now: Date): Promise<number>;
  /** Tells `listener` what boxes report from now on; answers how to stop. */
  subscribe(listener: BoxReportListener): () => void;
  /** Tells the subscribers what a box reported through the vehicle link. */
  announce: BoxReportListener;
}

export function vehicleGateway(side: VehicleSide): VehicleGateway {
  const reports = new EventEmitter();
  const report: BoxReportListener = (r) => reports.emit('report', r);
  return {
    ...side,
    wake: (trx, { vin, tripId = null }, actor, now) =>
      side.send(trx, { vin, kind: 'wakeup', tripId }, actor, now),
    runDiagnostic: (trx, { vin, test }, actor, now) =>
      side.send(
        trx,
        { vin, kind: `diagnostic:${test}`, diagnosticId: diagnosticIdOf(vin, test) },
        actor,
        now,
      ),
    collectReports: (db, now) => side.collectReports(db, now, report),
    announce: report,
    subscribe: (listener) => {
      reports.on('report', listener);
      return () => reports.off('report', listener);
    },
  };
}
