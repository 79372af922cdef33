import type { Kysely } from 'kysely';
import { ticketTimeRefusal, type ParkingTicketAnswer } from '../../src/domain/trips/parkingTicket.ts';
import { instantInZone } from '../../src/domain/zonedTime.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/httpError.ts';
import { carOf } from './tripSearch.ts';

/**
 * Spec 2 /parking-ticket: the trip that had the car at the ticket's time, else the last one that ended
 * before it. A car's trips never overlap, so the last trip started by then is either still under
 * way at that time or the last one ended: one probe of the trips_vin index.
 */
export async function parkingTicketTrip(
  db: Kysely<Database>,
  { date, id }: { date: string; id: string },
  now: Date,
): Promise<ParkingTicketAnswer> {
  const vin = await carOf(db, id);
  const car =
    vin === null
      ? undefined
      : await db
          .selectFrom('cars')
          .innerJoin('regions', 'regions.id', 'cars.fleet_id')
          .select(['cars.vin', 'cars.plate_number', 'regions.time_zone'])
          .where('cars.vin', '=', vin)
          .executeTakeFirst();
  if (!car) throw new HttpError(404, 'parkingTicket.errors.noCar', `No car has plate or VIN ${id}`);
  const at = instantInZone(date, car.time_zone);
  if (!at)
    throw new HttpError(400, 'parkingTicket.errors.date', `${date} is not a time`, {
      date: 'parkingTicket.errors.date',
    });
  const future = ticketTimeRefusal(at, now);
  if (future)
    throw new HttpError(400, future, `${date} in ${car.time_zone} is still to come`, { date: future });
  const trip = await db
    .selectFrom('trips')
    .innerJoin('customers', 'customers.id', 'trips.customer_id')
    .select([
      'trips.id',
      'trips.start_at',
      'trips.end_at',
      'customers.customer_number',
      'customers.first_name',
      'customers.last_name',
    ])
    .where('trips.vin', '=', car.vin)
    .where('trips.start_at', '<=', at)
    .orderBy('trips.start_at', 'desc')
    .orderBy('trips.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const answer = {
    at: at.toISOString(),
    vehicleTimeZone: car.time_zone,
    vin: car.vin,
    plateNumber: car.plate_number,
  };
  if (!trip) return { ...answer, match: 'none', trip: null, member: null };
  const end = trip.end_at === null ? null : new Date(trip.end_at);
  return {
    ...answer,
    match: end === null || end > at ? 'inProgress' : 'endedBefore',
    trip: {
      id: Number(trip.id),
      startDateTime: new Date(trip.start_at).toISOString(),
      endDateTime: end?.toISOString() ?? null,
    },
    member: { customerNumber: trip.customer_number, name: `${trip.first_name} ${trip.last_name}` },
  };
}
