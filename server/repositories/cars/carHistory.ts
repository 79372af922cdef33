import type { Kysely } from 'kysely';
import type { CarHistoryEntry } from '../../../src/domain/cars/vehicleCommands.ts';
import { COUNT_CAP, pageFields, type Paginated } from '../../../src/domain/pagination.ts';
import type { Database } from '../../db/schema.ts';
import { cappedCount } from '../pagedSearch.ts';
import type { VehicleGateway } from '../../vehicleGateway/vehicleGateway.ts';

/**
 * /internal/vehicle/{vin}/history: the car's audit entries and its commands, newest first. Each
 * is read in its own index's order up to the page's end (audit_entries_record,
 * vehicle_commands_car) and the two are merged; the count stops at the cap.
 */
export async function carHistory(
  db: Kysely<Database>,
  gateway: VehicleGateway,
  { vin, page, count }: { vin: string; page: number; count: number },
  now: Date,
): Promise<Paginated<CarHistoryEntry>> {
  const audits = db.selectFrom('audit_entries').where('entity', '=', 'cars').where('record_id', '=', vin);
  const commands = db.selectFrom('vehicle_commands').where('vin', '=', vin).where('requested_at', '<=', now);
  const [auditCount, commandCount] = await Promise.all([
    cappedCount(db, audits, COUNT_CAP),
    cappedCount(db, commands, COUNT_CAP),
  ]);
  const total = Math.min(auditCount + commandCount, COUNT_CAP + 1);
  const skip = (page - 1) * count;
  const end = Math.min(skip + count, total);
  if (skip >= end)
    return { data: [], ...pageFields(page, count, Math.min(total, COUNT_CAP), total > COUNT_CAP) };
  const [auditRows, commandRows] = await Promise.all([
    audits.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(end).execute(),
    commands.selectAll().orderBy('requested_at', 'desc').orderBy('id', 'desc').limit(end).execute(),
  ]);
  const entries: CarHistoryEntry[] = [
    ...auditRows.map((row) => ({
      kind: 'audit' as const,
      id: String(row.id),
      at: new Date(row.at).toISOString(),
      actorName: row.actor_name,
      action: row.action,
      before: row.before,
      after: row.after,
      command: null,
    })),
    ...commandRows.map((row) => ({
      kind: 'command' as const,
      id: String(row.id),
      at: row.requested_at.toISOString(),
      actorName: row.requested_by_name,
      action: row.command,
      before: null,
      after: null,
      command: gateway.commandAsSeen(row, now),
    })),
  ];
  entries.sort((a, b) => b.at.localeCompare(a.at) || Number(b.id) - Number(a.id));
  return {
    data: entries.slice(skip, end),
    ...pageFields(page, count, Math.min(total, COUNT_CAP), total > COUNT_CAP),
  };
}
