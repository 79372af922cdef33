import type { Kysely } from 'kysely';
import {
  DIAGNOSTIC_TESTS,
  diagnosticIdOf,
  type DiagnosticResult,
  type DiagnosticResultValue,
  type DiagnosticTest,
  type VehicleCommand,
} from '../../../src/domain/cars/vehicleCommands.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../audit.ts';
import type { VehicleGateway } from '../../vehicleGateway/vehicleGateway.ts';
import { sendCommand } from './vehicleCommands.ts';

/** Spec point 4, Infleeting flow: a car's diagnostics, their runs kept on the car as its proof. */

const RESULTS: Record<VehicleCommand['status'], DiagnosticResultValue> = {
  requested: 'running',
  sent: 'running',
  confirmed: 'passed',
  failed: 'failed',
  timedOut: 'failed',
};

/** Starts one test on the car's box (a sleeping box is woken by the test itself). */
export const runDiagnostic = (
  db: Kysely<Database>,
  gateway: VehicleGateway,
  car: { vin: string; test: DiagnosticTest },
  actor: Actor,
  now: Date,
) => sendCommand(db, gateway, car, now, (trx) => gateway.runDiagnostic(trx, car, actor, now));

/** The latest run of each of `ids`, as seen at `now`. */
export async function latestRuns(db: Kysely<Database>, gateway: VehicleGateway, ids: string[], now: Date) {
  const rows = await db
    .selectFrom('vehicle_commands')
    .selectAll()
    .distinctOn('diagnostic_id')
    .where('diagnostic_id', 'in', ids)
    .where('requested_at', '<=', now)
    .orderBy('diagnostic_id')
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.diagnostic_id!, gateway.commandAsSeen(row, now)]));
}

/** /vehicle-operations/diagnosticResults/{id}: not run, running, passed or failed. */
export async function diagnosticResult(
  db: Kysely<Database>,
  gateway: VehicleGateway,
  { vin, test }: { vin: string; test: DiagnosticTest },
  now: Date,
): Promise<DiagnosticResult> {
  const id = diagnosticIdOf(vin, test);
  const command = (await latestRuns(db, gateway, [id], now)).get(id) ?? null;
  return { id, vin, diagnostic: test, result: command ? RESULTS[command.status] : 'notRun', command };
}

/** The proof a deploy asks for (spec 4): every test's latest run on the car passed by `now`. */
export async function allDiagnosticsPassed(
  db: Kysely<Database>,
  gateway: VehicleGateway,
  vin: string,
  now: Date,
): Promise<boolean> {
  const runs = await latestRuns(
    db,
    gateway,
    DIAGNOSTIC_TESTS.map((test) => diagnosticIdOf(vin, test)),
    now,
  );
  return (
    runs.size === DIAGNOSTIC_TESTS.length && [...runs.values()].every((run) => run.status === 'confirmed')
  );
}
