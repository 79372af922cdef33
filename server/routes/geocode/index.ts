import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geocodeQuery, geocodeResult } from '../../../src/domain/reservations/bookingPlace.ts';
import { geocoderOf } from '../../geocoding/geocoder.ts';
import { HttpError } from '../../http/httpError.ts';
import { errorResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';

/**
 * Spec 7, maps geocoding: /geocode, the address a booking orders cars from (spec 3 Reservation),
 * through the server so the browser talks to one origin and the answers are shared (README
 * departures). A geocoder that fails or is slow answers 502 with its message key.
 */
const geocodeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const geocode = geocoderOf(fastify.settings.config.geocoderUrl);
  fastify.get(
    '',
    // Booking a member's car is what it serves, so it opens with the reservations.
    operation('reservations', 'reservations', {
      operationId: 'geocode',
      summary: 'Places an address names, from GEOCODER_URL (Nominatim-compatible) or the offline streets',
      querystring: geocodeQuery,
      response: { 200: geocodeResult, ...errorResponses(400, 401, 403, 502) },
    }),
    async (request) => {
      const answer = await geocode(request.query.q);
      if ('messageKey' in answer) throw new HttpError(502, answer.messageKey, 'The geocoder did not answer');
      return answer.places;
    },
  );
};
export default geocodeRoutes;
