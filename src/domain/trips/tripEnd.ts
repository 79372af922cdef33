import type { CarStatus } from '../cars/carStatus.ts';
import { mayChangeStatus } from '../cars/statusChange.ts';
import { distanceKm } from '../geo.ts';
import type { TripCommandName } from './tripCommands.ts';

/**
 * Spec 4, Trip troubleshooting commands: the car's status once a trip command ended its trip.
 * Every end frees a car IN_TRIP (End trip, Terminate trip and Release member alike: a car left
 * IN_TRIP with no trip could never be rented, moved or written off), and End trip and place out
 * of service then moves it OUT_OF_SERVICE where the car-status rules allow (never a total loss).
 * Release member also flags the car for the field team (tripCommands.ts on the server).
 */
export const carStatusAfterEnd = (current: CarStatus, command: TripCommandName): CarStatus => {
  const freed: CarStatus = current === 'IN_TRIP' ? 'AVAILABLE' : current;
  return command === 'endTripOutOfService' && mayChangeStatus(freed, 'OUT_OF_SERVICE')
    ? 'OUT_OF_SERVICE'
    : freed;
};

type Point = { latitude: number; longitude: number } | null;

/**
 * Spec 4, end trip: how far a trip ended by staff went, in km to the hundredth: the odometer's
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
