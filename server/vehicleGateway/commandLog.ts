import type { Selectable, Transaction } from 'kysely';
import type { CommandKind, ReportedState } from '../../src/domain/cars/vehicleCommands.ts';
import type { Database, VehicleCommandsTable } from '../db/schema.ts';
import { announce } from '../liveEvents/liveEventHub.ts';
import { recordAudit, type Actor } from '../repositories/audit.ts';
import { notify } from '../repositories/notifications.ts';

/**
 * The command log (`vehicle_commands`, docs/architecture.md "Vehicle gateway"): every command
 * staff send, whichever side of the gateway carries it, with who asked, when and its outcome.
 */

export type CommandRow = Selectable<VehicleCommandsTable>;

/** A command as sent: who asked, when, for which trip, and the outcome its box will give. */
export interface CommandRecord {
  vin: string;
  kind: CommandKind;
  diagnosticId?: string | null;
  tripId?: string | number | null;
  outcome: {
    sentAt: Date;
    outcome: string;
    outcomeAt: Date;
    reportedState: ReportedState | null;
    vendorError: string | null;
  };
}

/**
 * Spec 1 Notifications: the staff member who sent a command that fails or times out is told, dated
 * when the failure is seen (its outcome_at), since the outcome is known when it is sent.
 */
async function notifyCommandFailed(trx: Transaction<Database>, row: CommandRow) {
  if (row.requested_by_staff_id === null || (row.outcome !== 'failed' && row.outcome !== 'timedOut')) return;
  const car = await trx
    .selectFrom('cars')
    .select('plate_number')
    .where('vin', '=', row.vin)
    .executeTakeFirstOrThrow();
  await notify(trx, [
    {
      staffId: row.requested_by_staff_id,
      kind: 'commandFailed',
      reference: row.id,
      params: {
        command: row.command,
        vin: row.vin,
        plate: car.plate_number,
        ...(row.trip_id === null ? {} : { tripId: String(row.trip_id) }),
        outcome: row.outcome,
      },
      at: row.outcome_at,
    },
  ]);
}

/**
 * Stores a command and its audit entry (docs/architecture.md, Writes), in `trx`; its timelines
 * are told when it is asked, sent and answered, and its car's screens when the answer lands
 * (docs/architecture.md, Live events).
 */
export async function recordCommand(
  trx: Transaction<Database>,
  { vin, kind, diagnosticId = null, tripId = null, outcome }: CommandRecord,
  actor: Actor,
  now: Date,
): Promise<CommandRow> {
  const row = await trx
    .insertInto('vehicle_commands')
    .values({
      vin,
      command: kind,
      diagnostic_id: diagnosticId,
      trip_id: tripId,
      requested_by_staff_id: actor.staffId,
      requested_by_name: actor.name,
      requested_at: now,
      sent_at: outcome.sentAt,
      outcome: outcome.outcome,
      outcome_at: outcome.outcomeAt,
      reported_state: outcome.reportedState && JSON.stringify(outcome.reportedState),
      vendor_error: outcome.vendorError,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(trx, actor, {
    entity: 'carDetails',
    recordId: vin,
    action: `command.${kind}`,
    before: null,
    after: { commandId: String(row.id), tripId: tripId === null ? null : String(tripId), diagnosticId },
  });
  await notifyCommandFailed(trx, row);
  const changed = {
    topic: 'commands',
    vin,
    tripId: row.trip_id === null ? null : String(row.trip_id),
  } as const;
  for (const at of [row.requested_at, row.sent_at, row.outcome_at]) announce(changed, at);
  announce({ topic: 'cars', vins: [vin] }, row.outcome_at);
  return row;
}
