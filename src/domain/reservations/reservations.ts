import { z } from 'zod';
import { recordVersion } from '../audit.ts';
import { carSearchRow } from '../cars/carSearch.ts';
import { bigserialId, optionalSerialId } from '../ids.ts';
import { paginated, pageQuery } from '../pagination.ts';
import { documented, optionalText, text } from '../validation.ts';
import { bothOrNeither, fromPlace } from './bookingPlace.ts';
import { VIN_PATTERN } from '../cars/carSearchQuery.ts';

/**
 * Spec point 4, Reservation: staff book a car for a member and cancel it; a reservation
 * holds the car for a fixed time, then it is EXPIRED. Spec point 9 gives no duration: 30
 * minutes is the usual free hold of car-sharing services (README, departures).
 */
export const RESERVATION_MINUTES = 30;
export const RESERVATION_MS = RESERVATION_MINUTES * 60_000;

/**
 * What the database stores: ACTIVE until staff cancel it (CANCELED), the hold runs out
 * (EXPIRED, written when a later booking frees the member or the car) or the member starts a
 * trip in the car (TRIP_STARTED, written by migration 123's trigger on trips).
 */
export const STORED_RESERVATION_STATUSES = ['ACTIVE', 'CANCELED', 'EXPIRED', 'TRIP_STARTED'] as const;
export type StoredReservationStatus = (typeof STORED_RESERVATION_STATUSES)[number];

export const reservation = z.object({
  id: z.string().describe('bigserial id, as digits'),
  customerId: z.string().describe('the member, as digits'),
  vin: z.string(),
  plateNumber: z.string(),
  make: z.string(),
  model: z.string(),
  reservedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  status: z
    .enum(STORED_RESERVATION_STATUSES)
    .describe('as stored; an ACTIVE one whose expiresAt has passed is shown EXPIRED (reservationState)'),
  canceledAt: z.iso.datetime().nullable(),
  reservedBy: z.string().nullable().describe('the staff member who booked it; null: the member, in the app'),
  version: recordVersion,
});
export type Reservation = z.infer<typeof reservation>;

/** GET /vehicle-service/reservation: one member's or one car's reservations, newest first. */
export const reservationListQuery = z
  .object({
    customerId: bigserialId('validation.id').optional(),
    vin: text({ required: false })
      .refine((v) => !v || VIN_PATTERN.test(v), 'validation.vin')
      .optional(),
    ...pageQuery,
  })
  .refine(({ customerId, vin }) => Boolean(customerId) !== Boolean(vin), {
    message: 'validation.required',
    path: ['customerId'],
  });
export const reservationList = paginated(reservation);
export type ReservationList = z.infer<typeof reservationList>;

/** POST /vehicle-service/reservation: book a car for a member. */
export const reservationBooking = z.object({
  customerId: bigserialId('validation.id'),
  vin: documented(
    text({ required: true }).refine((v) => VIN_PATTERN.test(v), 'validation.vin'),
    { pattern: VIN_PATTERN.source },
  ),
});
export type ReservationBooking = z.output<typeof reservationBooking>;

/**
 * GET /internal/reservation/vehicle/available: cars a member may book now, by plate, or by
 * distance from a point (spec 3 Reservation, booking by place); `q` keeps the cars one of whose
 * plate's words or whose model starts with it.
 */
export const availableVehiclesQuery = z
  .object({
    fleetId: optionalSerialId('validation.id'),
    q: optionalText(40),
    ...fromPlace,
    ...pageQuery,
  })
  .refine(bothOrNeither, { message: 'validation.required', path: ['lon'] });
export type AvailableVehiclesQuery = z.output<typeof availableVehiclesQuery>;
export const availableVehicle = carSearchRow.extend({
  distanceKm: z.number().nullable().describe('from the point asked; null without one or without a position'),
});
export type AvailableVehicle = z.infer<typeof availableVehicle>;
export const availableVehicles = paginated(availableVehicle);
export type AvailableVehicles = z.infer<typeof availableVehicles>;
