import { describe, expect, it } from 'vitest';
import {
  RESERVATION_MS,
  reservationBooking,
  reservationListQuery,
} from '../../../src/domain/reservations/reservations.ts';
import { reservationState, timeRemaining } from '../../../src/domain/reservations/reservationState.ts';

const reservedAt = Date.UTC(2026, 10, 23, 14, 0, 0);
const expiresAt = new Date(reservedAt + RESERVATION_MS).toISOString();

describe('spec 4 Reservation: time remaining, then EXPIRED', () => {
  it('counts down the hold to the millisecond', () => {
    expect(timeRemaining(expiresAt, reservedAt)).toBe(RESERVATION_MS);
    expect(timeRemaining(expiresAt, reservedAt + RESERVATION_MS - 1)).toBe(1);
  });

  it('is EXPIRED at the end of the hold and after it', () => {
    expect(timeRemaining(expiresAt, reservedAt + RESERVATION_MS)).toBe('EXPIRED');
    expect(timeRemaining(expiresAt, reservedAt + RESERVATION_MS + 60_000)).toBe('EXPIRED');
  });

  it('reads a stored ACTIVE reservation as EXPIRED once its hold ran out; other states stay', () => {
    expect(reservationState({ status: 'ACTIVE', expiresAt }, reservedAt)).toBe('ACTIVE');
    expect(reservationState({ status: 'ACTIVE', expiresAt }, reservedAt + RESERVATION_MS)).toBe('EXPIRED');
    expect(reservationState({ status: 'CANCELED', expiresAt }, reservedAt)).toBe('CANCELED');
    expect(reservationState({ status: 'EXPIRED', expiresAt }, reservedAt)).toBe('EXPIRED');
  });
});

describe('spec 7 /vehicle-service/reservation: what a booking and a list take', () => {
  it('books a member (digits) and a VIN (17 digits, capitals or underscore)', () => {
    expect(reservationBooking.parse({ customerId: '12', vin: ' JTDBCMFE0PJ123456 ' })).toEqual({
      customerId: '12',
      vin: 'JTDBCMFE0PJ123456',
    });
    expect(reservationBooking.safeParse({ customerId: '12', vin: 'jtdbcmfe0pj123456' }).success).toBe(false);
    expect(reservationBooking.safeParse({ customerId: '0', vin: 'JTDBCMFE0PJ123456' }).success).toBe(false);
    expect(reservationBooking.safeParse({ customerId: '12' }).error?.issues[0].message).toBe(
      'validation.required',
    );
  });

  it('lists one member at a time', () => {
    expect(reservationListQuery.safeParse({}).success).toBe(false);
    expect(reservationListQuery.parse({ customerId: '7' })).toMatchObject({ customerId: '7', page: 1 });
  });
});
