import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/httpError.ts';

/** A trip's read as of `now`, its points only within the retention; undefined when no trip has the id. */
type TripRead<T> = (
  db: Kysely<Database>,
  tripId: string,
  now: Date,
  retentionDays: number,
) => Promise<T | undefined>;

/**
 * What a trip path answers: the trip read as of the fleet clock (a trip under way lasts until
 * then) and within the telemetry retention (TELEMETRY_RETENTION_DAYS), or the 404 of a trip id
 * no trip has, the same on every trip path.
 */
export const readTrip = async <T>(
  fastify: Pick<FastifyInstance, 'db' | 'fleetClock' | 'settings'>,
  tripId: string,
  read: TripRead<T>,
): Promise<T> => {
  const trip = await read(
    fastify.db,
    tripId,
    fastify.fleetClock.now(),
    fastify.settings.config.telemetryRetentionDays,
  );
  if (!trip) throw new HttpError(404, 'error.notFound', `No trip has id ${tripId}`);
  return trip;
};
