/**
 * Spec point 7: trip search and payment fetch are served from these constants, without a
 * call, until the services behind them exist. Shapes follow spec point 3 (trip info,
 * payment and payment lines) and the list envelope of spec point 9.
 */
export const TRIP_SEARCH_RESULT = {
  data: [
    {
      id: 'T-100231',
      tripId: 'T-100231',
      vin: '1HGCM82633A004352',
      plateNumber: 'ABC 123',
      customerId: 1001,
      customerNumber: '0000101',
      startDateTime: '2025-03-14T16:05:12Z',
      endDateTime: '2025-03-14T16:47:40Z',
      vehicleTimeZone: 'America/Vancouver',
      status: 'COMPLETED',
      distanceKm: 12.4,
      durationSeconds: 2548,
    },
    {
      id: 'T-100232',
      tripId: 'T-100232',
      vin: '2T1BURHE0JC043821',
      plateNumber: '456 DEF',
      customerId: 1002,
      customerNumber: '0000102',
      startDateTime: '2025-03-14T17:20:00Z',
      endDateTime: null,
      vehicleTimeZone: 'America/Toronto',
      status: 'ACTIVE',
      distanceKm: 3.1,
      durationSeconds: 960,
    },
  ],
  page: 1,
  count: 25,
  totalPages: 1,
  totalCount: 2,
};

export const PAYMENT_FETCH_RESULT = {
  id: 'P-5501',
  date: '2025-03-15T08:00:00Z',
  amount: 27.83,
  status: 'Success',
  cardType: 'VISA',
  cardNumber: '************4242',
  cardExpiry: '08/27',
  processType: 'AUTOMATIC',
  reference: 'CH-9F2A71',
  lines: [
    {
      trip: 'T-100231',
      car: 'ABC 123',
      reserved: '2025-03-14T15:58:00Z',
      start: '2025-03-14T16:05:12Z',
      end: '2025-03-14T16:47:40Z',
      distance: 12.4,
      duration: 2548,
      charges: 26.5,
      discounts: 0,
      taxes: 1.33,
      total: 27.83,
    },
  ],
};
