import { z } from 'zod';
import { pageQuery, paginated } from '../pagination.ts';
import { tripIdParams } from './tripDetail.ts';

/** Spec 3 Trip info: what the car was doing at a telemetry point, from its speed and ignition. */
export const TELEMETRY_STATES = ['driving', 'idling', 'parked'] as const;
export type TelemetryState = (typeof TELEMETRY_STATES)[number];

/**
 * One telemetry point of a trip (spec 3 Trip info: date, location, speed, direction, odometer,
 * aux, fuel, status, ignition, doors, home zone, charging, lock).
 */
export const tripTelemetryRow = z.object({
  recordedAt: z.iso.datetime(),
  latitude: z.number(),
  longitude: z.number(),
  speedKmh: z.number().int(),
  directionDegrees: z
    .number()
    .int()
    .nullable()
    .describe('heading, 0 = north, clockwise; null standing still'),
  odometer: z.number().int(),
  auxVoltage: z.number().describe('the 12 V auxiliary battery'),
  fuelLevel: z.number().int().describe('percent; the charge of an electric car'),
  status: z.enum(TELEMETRY_STATES),
  ignition: z.boolean(),
  doorsClosed: z.boolean(),
  inHomeZone: z.boolean(),
  charging: z.boolean(),
  locked: z.boolean(),
});
export type TripTelemetryRow = z.infer<typeof tripTelemetryRow>;

/** GET /internal/trip/telemetry/{id}: the trip's points in time order, one page; none past the retention. */
export const tripTelemetryQuery = z.object(pageQuery);
export const tripTelemetryResult = paginated(tripTelemetryRow);
export type TripTelemetryResult = z.infer<typeof tripTelemetryResult>;

/** Points a route answers at most; a longer trip keeps evenly spaced ones, its ends included. */
export const DIRECTIONS_MAX_POINTS = 1000;

/** GET /internal/trip/directions?tripId=: the trip's route from its telemetry, for the map. */
export const directionsQuery = z.object({ tripId: tripIdParams.shape.id });
export const tripDirections = z.object({
  tripId: z.number().int(),
  points: z.array(z.tuple([z.number(), z.number()])).describe('[latitude, longitude] in time order'),
  start: z.tuple([z.number(), z.number()]).nullable(),
  end: z.tuple([z.number(), z.number()]).nullable(),
  endAt: z.iso
    .datetime()
    .nullable()
    .describe(
      'when the last point was reported: for a trip under way, where the car is now (spec 3 Trip info)',
    ),
});
export type TripDirections = z.infer<typeof tripDirections>;
