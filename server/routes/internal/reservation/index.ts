import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availableVehicles,
  availableVehiclesQuery,
} from '../../../../src/domain/reservations/reservations.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { CAPPED_COUNT_NOTE } from '../../../http/searchNotes.ts';
import { bookingPlaces, bookingPlacesQuery } from '../../../../src/domain/reservations/bookingPlace.ts';
import { HttpError } from '../../../http/httpError.ts';
import { listBookingPlaces } from '../../../repositories/bookingPlaces.ts';
import { listAvailableVehicles } from '../../../repositories/cars/availableVehicles.ts';

/**
 * Spec point 7, vehicle service: /internal/reservation/vehicle/available; and the places a
 * booking orders them from (spec 3 Reservation, booking by place; README departures).
 */
const availableVehicleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/vehicle/available',
    // Listed for booking a member's reservation, so it opens with the reservations.
    operation('reservations', 'reservations', {
      operationId: 'availableVehicles',
      summary:
        'Cars a member can book now: AVAILABLE, in service, held by no reservation, box not silent; by plate or distance',
      description:
        'A car whose box has not reported for FLEET_OFFLINE_HOURS is not offered (its detail says why). ' +
        'With lat and lon, nearest first (great-circle km in distanceKm), the cars without a position last. ' +
        '`q` keeps the cars one of whose plate words, or whose model, starts with it. ' +
        CAPPED_COUNT_NOTE,
      querystring: availableVehiclesQuery,
      response: { 200: availableVehicles, ...errorResponses(400, 401, 403) },
    }),
    async (request) =>
      listAvailableVehicles(fastify.db, request.query, {
        now: fastify.fleetClock.now(),
        offlineHours: fastify.settings.config.fleetOfflineHours,
      }),
  );

  fastify.get(
    '/places',
    operation('reservations', 'reservations', {
      operationId: 'bookingPlaces',
      summary: "Places to order a member's available cars from: last trip end, home zones, parking lots",
      querystring: bookingPlacesQuery,
      response: { 200: bookingPlaces, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const data = await listBookingPlaces(fastify.db, request.query.customerId);
      if (!data) throw new HttpError(404, 'error.notFound', `No member has id ${request.query.customerId}`);
      return { data };
    },
  );
};
export default availableVehicleRoutes;
