import { sql, type Kysely } from 'kysely';
import { COUNT_CAP, pageFields, type Paginated } from '../../src/domain/pagination.ts';
import type { VehicleCommand } from '../../src/domain/cars/vehicleCommands.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/httpError.ts';
import type { VehicleGateway } from '../vehicleGateway/vehicleGateway.ts';

/**
 * GET /internal/trip/{id}/commands (spec 4, Trip troubleshooting commands): the commands sent
 * from the trip (vehicle_commands_trip: its own and those its screen sent the car, during the
 * trip or after it ended) and those sent to its car while it ran, up to its end or now
 * (vehicle_commands_car), newest first. Each branch is read in its index's order no further than
 * the page's end, and the count stops at the cap.
 */
export async function tripTimeline(
  db: Kysely<Database>,
  gateway: VehicleGateway,
  { id, page, count }: { id: string; page: number; count: number },
  now: Date,
): Promise<Paginated<VehicleCommand>> {
  const trip = await db
    .selectFrom('trips')
    .select(['vin', 'start_at', 'end_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!trip) throw new HttpError(404, 'error.notFound', `No trip has id ${id}`);
  const byCar = db
    .selectFrom('vehicle_commands')
    .where('vin', '=', trip.vin)
    .where('requested_at', '>=', trip.start_at)
    .where('requested_at', '<=', trip.end_at ?? now);
  const byTrip = db.selectFrom('vehicle_commands').where('trip_id', '=', id);
  const newestFirst = (branch: typeof byCar, limit: number) =>
    branch.selectAll().orderBy('requested_at', 'desc').orderBy('id', 'desc').limit(limit);
  const skip = (page - 1) * count;
  const both = (limit: number) =>
    db
      .selectFrom(newestFirst(byCar, limit).as('by_car'))
      .selectAll()
      .union(db.selectFrom(newestFirst(byTrip, limit).as('by_trip')).selectAll())
      .as('timeline');
  const [rows, total] = await Promise.all([
    db
      .selectFrom(both(skip + count))
      .selectAll()
      .orderBy('requested_at', 'desc')
      .orderBy('id', 'desc')
      .limit(count)
      .offset(skip)
      .execute(),
    db
      .selectFrom(both(COUNT_CAP + 1))
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const matched = Number(total.total);
  const capped = matched > COUNT_CAP;
  return {
    data: rows.map((row) => gateway.commandAsSeen(row, now)),
    ...pageFields(page, count, capped ? COUNT_CAP : matched, capped),
  };
}
