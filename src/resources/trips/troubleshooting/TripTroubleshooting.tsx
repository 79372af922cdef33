import type { TripDetail } from '../../../domain/trips/tripDetail.ts';

/**
 * Issue 21 point 3: the troubleshooting commands and the command timeline of a trip. The trip
 * detail renders it under the trip's facts; `onTripChanged` refetches the trip after a trip
 * command (end, terminate, release) so its status and cost show at once.
 */
export interface TripTroubleshootingProps {
  trip: TripDetail;
  onTripChanged: () => void;
}

export const TripTroubleshooting = (_props: TripTroubleshootingProps) => null;
