/**
 * Spec point 7: trip search is served from this constant, without a call, until the service
 * behind it exists (payment fetch has its route: issue 18 point 5, a README departure).
 * Shapes follow spec point 3 (trip info) and the list envelope of spec point 9.
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
