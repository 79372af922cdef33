import { customerTripsQuery, customerTripsResult } from '../../src/domain/trips/trips.ts';
import { errorResponses } from './responses.ts';
import { CAPPED_COUNT_NOTE } from './searchNotes.ts';

/**
 * What a member's and a car's trip lists (spec 7, /internal/trip/customer/{id} and
 * /internal/trip/vehicle/{id}) share: one page of trips in the same order, an unknown owner's
 * list empty. Each route keeps its own parameter, tag and name.
 */
export const tripListSchema = (owner: 'member' | 'car') => ({
  summary: `A ${owner}'s trips, newest first (a trip under way first of all)`,
  description: `An unknown ${owner} has no trips: an empty page. ${CAPPED_COUNT_NOTE}`,
  querystring: customerTripsQuery,
  response: { 200: customerTripsResult, ...errorResponses(400, 401, 403) },
});
