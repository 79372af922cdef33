import type { StoredReservationStatus } from './reservations.ts';

/**
 * Spec point 4, Reservation: "shows time remaining and EXPIRED". A reservation still ACTIVE
 * in the database is over once its hold ran out, whether or not anything wrote that yet.
 */
export type ReservationState = StoredReservationStatus;

export const reservationState = (
  { status, expiresAt }: { status: StoredReservationStatus; expiresAt: string },
  now: number,
): ReservationState => (status === 'ACTIVE' && Date.parse(expiresAt) <= now ? 'EXPIRED' : status);

/** Milliseconds left on the hold, or EXPIRED once none is. */
export const timeRemaining = (expiresAt: string, now: number): number | 'EXPIRED' => {
  const left = Date.parse(expiresAt) - now;
  return left > 0 ? left : 'EXPIRED';
};
