import type { Kysely } from 'kysely';
import type { VehicleCommand } from '../../../src/domain/cars/vehicleCommands.ts';
import { COUNT_CAP, pageFields, type Paginated } from '../../../src/domain/pagination.ts';
import type { Database } from '../../db/schema.ts';
import { cappedCount } from '../pagedSearch.ts';
import type { VehicleGateway } from '../../vehicleGateway/vehicleGateway.ts';

/**
 * GET /internal/vehicle/{vin}/commands: the commands sent to the car, newest first, for the car
 * screen's command timeline (spec 4, Trip troubleshooting commands, sent outside a trip). One page
 * in the vehicle_commands_car index's order; the count stops at the cap.
 */
export async function carCommands(
  db: Kysely<Database>,
  gateway: VehicleGateway,
  { vin, page, count }: { vin: string; page: number; count: number },
  now: Date,
): Promise<Paginated<VehicleCommand>> {
  const commands = db.selectFrom('vehicle_commands').where('vin', '=', vin).where('requested_at', '<=', now);
  const [rows, total] = await Promise.all([
    commands
      .selectAll()
      .orderBy('requested_at', 'desc')
      .orderBy('id', 'desc')
      .limit(count)
      .offset((page - 1) * count)
      .execute(),
    cappedCount(db, commands, COUNT_CAP),
  ]);
  const capped = total > COUNT_CAP;
  return {
    data: rows.map((row) => gateway.commandAsSeen(row, now)),
    ...pageFields(page, count, capped ? COUNT_CAP : total, capped),
  };
}
