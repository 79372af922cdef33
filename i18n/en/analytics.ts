/**
 * The English texts of the Analytics screen (spec 1); part of en.ts.
 */
export default {
  /** The Analytics screen, its charts and CSV downloads (spec 1; README, Departures). */
  analytics: {
    from: 'From',
    to: 'To',
    range: 'Date range',
    loadFailed: 'The chart could not be loaded.',
    download: 'Download CSV',
    downloadOf: 'Download CSV: %{chart}',
    numbers: 'Numbers',
    numbersOf: 'The numbers of %{chart}',
    noData: 'Nothing in this range.',
    zoneNote: 'Days in the fleet’s time zone for trips and utilisation, in %{zone} for the others.',
    errors: { rangeTooLong: 'Choose a range of at most 366 days.' },
    charts: {
      trips: 'Trips per day and city',
      revenue: 'Revenue per day (ledger, net of tax)',
      utilisation: 'Utilisation per car (top %{count})',
      members: 'New members per week',
      tickets: 'Tickets opened and closed per day',
    },
    columns: {
      day: 'Day',
      city: 'City',
      trips: 'Trips',
      revenue: 'Revenue',
      tax: 'Tax',
      plate: 'Plate',
      vin: 'VIN',
      busyHours: 'Hours in trips',
      share: 'Share of the range',
      week: 'Week of',
      members: 'New members',
      opened: 'Opened',
      closed: 'Closed',
    },
  },
};
