import type { CarStatus } from '../cars/carStatus.ts';
import { mayChangeStatus } from '../cars/statusChange.ts';
import { distanceKm } from '../geo.ts';
import { isBoxTripCommand, type TripCommandName } from './tripCommands.ts';

/**
 * Issue 21 point 3: the car's status once a trip command ended its trip. Terminate trip and
 * Release member leave it as it is (the car did not answer, or is left for the field team); End
 * trip frees a car IN_TRIP, and End trip and place out of service then moves it OUT_OF_SERVICE
 * where the car-status rules allow (spec 4, Car state changes: never a total loss).
 */
export const carStatusAfterEnd = (current: CarStatus, command: TripCommandName): CarStatus => {
  if (!isBoxTripCommand(command)) return current;
  const freed: CarStatus = current === 'IN_TRIP' ? 'AVAILABLE' : current;
  return command === 'endTripOutOfService' && mayChangeStatus(freed, 'OUT_OF_SERVICE')
    ? 'OUT_OF_SERVICE'
    : freed;
};

type Point = { latitude: number; longitude: number } | null;

/**
 * Issue 21 point 3: how far a trip ended by staff went, in km to the hundredth: the odometer's
 * span over the trip's telemetry when it has two points or more, else start to end in a straight
 * line, else 0 (no position known).
 */
export const tripDistanceKm = (
  odometer: { min: number | null; max: number | null },
  start: Point,
  end: Point,
) => {
  const km =
    odometer.min !== null && odometer.max !== null && odometer.max > odometer.min
      ? odometer.max - odometer.min
      : start && end
        ? distanceKm(start.latitude, start.longitude, end.latitude, end.longitude)
        : 0;
  return Math.round(km * 100) / 100;
};
