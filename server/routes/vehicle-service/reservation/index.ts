import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bigserialIdParams } from '../../../../src/domain/ids.ts';
import {
  RESERVATION_MINUTES,
  reservation,
  reservationBooking,
  reservationList,
  reservationListQuery,
} from '../../../../src/domain/reservations/reservations.ts';
import { actorOf } from '../../../routeHelpers/actor.ts';
import { versionedSave } from '../../../routeHelpers/versionedSave.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { bookReservation, cancelReservation, listReservations } from '../../../repositories/reservations.ts';

/** Spec point 7, vehicle service: /vehicle-service/reservation (spec point 4, Reservation). */
const reservationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    operation('reservations', 'reservations', {
      operationId: 'memberReservations',
      summary: "A member's reservations, newest first",
      description: 'An ACTIVE reservation whose expiresAt has passed is over: the web app shows it EXPIRED.',
      querystring: reservationListQuery,
      response: { 200: reservationList, ...errorResponses(400, 401, 403) },
    }),
    async (request) => listReservations(fastify.db, request.query),
  );

  fastify.post(
    '',
    operation('reservations', 'reservations', {
      operationId: 'bookCar',
      summary: `Book a car for a member: held ${RESERVATION_MINUTES} minutes`,
      description:
        '409 when the member is closed or suspended (reservations.memberBlocked), the car is not available ' +
        '(reservations.carUnavailable), its box is silent past FLEET_OFFLINE_HOURS (reservations.carSilent), the member already holds a car (reservations.memberHasOne) or the car is ' +
        'held (reservations.carTaken). One active reservation per member and per car is kept by the database.',
      body: reservationBooking,
      response: { 201: reservation, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const booked = await bookReservation(fastify.db, request.body, await actorOf(fastify.db, request), {
        now: fastify.fleetClock.now(),
        offlineHours: fastify.settings.config.fleetOfflineHours,
        gateway: fastify.vehicleGateway,
      });
      return reply.code(201).send(booked);
    },
  );

  versionedSave(fastify, 'DELETE', '/:id', 'reservations', 'reservations', {
    operationId: 'cancelReservation',
    summary: 'Cancel an active reservation (If-Match: its version)',
    description:
      '412 when it changed since that version; 409 (reservations.notActive) once canceled or expired.',
    params: bigserialIdParams,
    response: { 200: reservation },
    errors: [409],
    save: async (request, { version, actor }) =>
      cancelReservation(fastify.db, { id: request.params.id, version }, actor),
  });
};
export default reservationRoutes;
