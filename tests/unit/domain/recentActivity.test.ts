import { describe, expect, it } from 'vitest';
import type { MemberPaymentRow } from '../../../src/domain/payments/payments.ts';
import { timelineOf, type RecentActivity } from '../../../src/domain/customers/recentActivity.ts';
import type { CustomerTripRow } from '../../../src/domain/trips/trips.ts';

const trip = (id: number, startDateTime: string): CustomerTripRow => ({
  id,
  vin: 'JTDBCMFE0NJ000001',
  plateNumber: 'ABC 123',
  startDateTime,
  endDateTime: null,
  vehicleTimeZone: 'America/Vancouver',
  status: 'ACTIVE',
  distanceKm: null,
  total: null,
});
const payment = (id: number, date: string): MemberPaymentRow => ({
  id,
  date,
  amount: 12.5,
  status: 'Success',
  cardType: 'Visa',
  cardNumber: '**** **** **** 4242',
  cardExpiry: '08/28',
  processType: 'Automatic',
  reference: null,
  timeZone: 'America/Toronto',
  tripId: id,
});
const activity: RecentActivity = {
  changes: [
    {
      id: 9,
      at: '2026-02-25T12:00:00Z',
      actorName: 'Priya Raman',
      action: 'personalInformation',
      fields: ['email'],
    },
  ],
  tickets: [
    {
      id: 7,
      subject: 'Car was dirty',
      status: 'New',
      priority: 'Low',
      createDateTime: '2026-02-20T08:00:00Z',
    },
  ],
  trips: [trip(3, '2026-03-01T09:00:00Z'), trip(2, '2026-02-01T10:00:00Z')],
  payments: [payment(2, '2026-02-01T10:35:00Z')],
};

describe('spec 2 split screen: the recent activity timeline', () => {
  it('puts changes, tickets, trips and payments in one list, newest first', () => {
    expect(timelineOf(activity).map((item) => `${item.kind} ${item.at}`)).toEqual([
      'trip 2026-03-01T09:00:00Z',
      'change 2026-02-25T12:00:00Z',
      'ticket 2026-02-20T08:00:00Z',
      'payment 2026-02-01T10:35:00Z',
      'trip 2026-02-01T10:00:00Z',
    ]);
  });

  it('keeps the newest entries only when asked for fewer', () => {
    expect(timelineOf(activity, 2).map((item) => item.kind)).toEqual(['trip', 'change']);
  });

  it('is empty for a member without activity', () => {
    expect(timelineOf({ changes: [], tickets: [], trips: [], payments: [] })).toEqual([]);
  });
});
