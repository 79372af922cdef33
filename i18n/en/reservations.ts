/**
 * The English texts of a member's reservations (spec 2, Customer profile); part of en.ts.
 */
export default {
  /** The customer profile's Reservation tab (spec 2); the server's refusals (messageKey) too. */
  reservations: {
    currentTitle: 'Current reservation',
    none: 'The member has no current reservation.',
    bookedAt: 'Booked %{at} by %{by}',
    reservedByMember: 'the member (app)',
    timeRemaining: 'Time remaining',
    cancel: 'Cancel reservation',
    cancelConfirm: {
      title: 'Cancel this reservation?',
      content: 'The car becomes available to other members at once.',
      keep: 'Keep it',
    },
    book: 'Book',
    bookCar: 'Book %{plate}',
    alreadyHolding: 'The member holds a car: cancel that reservation to book another.',
    reserved: 'The vehicle has been successfully reserved.',
    canceled: 'The reservation has been successfully canceled',
    bookFailed: 'The vehicle could not be reserved. Please try again and if it persists contact Help Desk.',
    cancelFailed:
      'The reservation could not be canceled. Please try again and if it persists contact Help Desk.',
    memberBlocked: "The member's account is closed or suspended: no car can be booked.",
    carUnavailable: 'This car is no longer available.',
    carSilent: "This car's box has not reported lately: it cannot be booked until it does.",
    memberHasOne: 'The member already has a current reservation.',
    carTaken: 'This car has just been reserved by someone else.',
    notActive: 'This reservation is no longer active: it was canceled or it expired.',
    // Spec 3 Reservation, booking by place (spec 7, maps geocoding).
    search: 'Plate or model',
    place: {
      label: 'Nearest to',
      none: 'No place: by plate',
      lastTrip: "The member's last trip end",
      homeZone: 'Home zone',
      parkingLot: 'Parking lot',
      address: 'An address…',
      addressLabel: 'Address',
      addressHint: 'Type at least %{min} characters of a street or a place.',
      noAddress: 'No place matches this address.',
      geocoderUnavailable:
        'The address search is not answering. Try again in a moment, or pick a zone or a lot.',
      placesError: 'The places could not be loaded.',
      distance: '%{km} km',
    },
    available: {
      title: 'Book a car',
      empty: 'No car is available to book right now.',
      error: 'The available cars could not be loaded.',
    },
    history: {
      title: 'Reservations',
      empty: 'The member has no reservations yet.',
      error: 'The reservations could not be loaded.',
    },
    fields: {
      plateNumber: 'Plate',
      car: 'Car',
      fleet: 'Fleet',
      fuelLevel: 'Fuel',
      action: 'Booking',
      distance: 'Distance',
      reservedAt: 'Reserved',
      status: 'Status',
      reservedBy: 'Booked by',
      canceledAt: 'Canceled',
    },
    status: { ACTIVE: 'Active', CANCELED: 'Canceled', EXPIRED: 'EXPIRED', TRIP_STARTED: 'Trip started' },
  },
};
