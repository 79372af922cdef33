/**
 * The English texts of trips: their search, detail and troubleshooting (spec 2, 4); part of en.ts.
 */
export default {
  // The trip search (spec 2 /trips, src/resources/trips).
  trips: {
    fields: {
      id: 'Trip',
      member: 'Member',
      customerNumber: 'Customer number',
      vehicle: 'Car (plate or VIN)',
      plateNumber: 'Plate',
      status: 'Status',
      start: 'Start',
      end: 'End',
      distance: 'Distance (km)',
      total: 'Total',
      from: 'Started on or after',
      to: 'Started on or before',
    },
    search: {
      empty: 'No trip matches these filters',
      error: 'The trips could not be loaded. Please try again.',
    },
  },
  // The trip detail (spec 2 /trips/{tripId}, src/resources/trips).
  tripDetail: {
    notFound: 'No trip has this number.',
    error: 'The trip could not be loaded. Please try again.',
    facts: {
      title: 'Trip',
      status: 'Status',
      member: 'Member',
      car: 'Car',
      fleet: 'Fleet',
      carStatus: 'Car status now',
      start: 'Start',
      end: 'End',
      inProgress: 'In progress',
      timeZone: 'Car’s time zone',
      duration: 'Duration',
      distance: 'Distance',
      distanceSoFar: 'Distance so far',
    },
    cost: {
      title: 'Cost',
      charges: 'Charges',
      discounts: 'Discounts',
      taxes: 'Taxes',
      total: 'Total',
      freeMinutesUsed: 'Free minutes used',
      notPriced: 'Not priced yet.',
      lines: 'Ledger lines of the trip',
      noLines: 'No ledger line names this trip yet.',
    },
    route: {
      title: 'Route',
      none: 'No telemetry point draws this trip’s route.',
      ends: 'From %{start} to %{end}',
      latest: 'From %{start}; latest position %{end}, reported %{at}',
    },
    telemetry: {
      title: 'Telemetry',
      notKept: 'This trip is older than the telemetry retention: its points are no longer kept.',
      empty: 'The car reported no point during this trip.',
      error: 'The telemetry could not be loaded. Please try again.',
      columns: {
        date: 'Date',
        location: 'Location',
        speed: 'Speed',
        direction: 'Direction',
        odometer: 'Odometer',
        aux: 'Aux',
        fuel: 'Fuel',
        status: 'Status',
        ignition: 'Ignition',
        doors: 'Doors',
        homeZone: 'Home zone',
        charging: 'Charging',
        lock: 'Lock',
      },
      states: { driving: 'Driving', idling: 'Idling', parked: 'Parked' },
      ignition: { true: 'On', false: 'Off' },
      doors: { true: 'Closed', false: 'Open' },
      homeZone: { true: 'In', false: 'Out' },
      charging: { true: 'Yes', false: 'No' },
      lock: { true: 'Locked', false: 'Unlocked' },
      speed: '%{speed} km/h',
    },
  },
  // The troubleshooting commands and their timeline (spec 4, src/resources/trips/troubleshooting).
  tripCommands: {
    title: 'Troubleshooting',
    groups: {
      doors: 'Doors',
      immobilizer: 'Immobilizer',
      box: 'Box & GPS',
      leds: 'LEDs & status',
      trip: 'Trip',
    },
    confirm: {
      lock: 'Lock the car’s doors?',
      unlock: 'Unlock the car’s doors? Anyone beside the car can then open it.',
      engageImmobilizer: 'Engage the immobilizer? The car cannot be started until it is disengaged.',
      disengageImmobilizer: 'Disengage the immobilizer? The car can then be started.',
      rebootTelemeter: 'Reboot the telemeter? The box restarts and answers nothing for about 10 seconds.',
      resetRfidReader: 'Reset the RFID reader? Cards are not read for about 10 seconds.',
      resetGpsCalibration: 'Reset the GPS calibration? The box finds its position again from scratch.',
      endTrip:
        'End this trip? The car is locked and immobilised, and the trip is priced with the member’s free minutes used first.',
      endTripOutOfService:
        'End this trip and place the car out of service? The car is locked and immobilised, the trip priced, and no member can book the car.',
      terminateTrip:
        'Terminate this trip? It is priced up to now without a command to the car, which is left as it is.',
      releaseMember:
        'Release the member from this trip? Nothing is sent to the car, which is flagged for the field team.',
    },
    statuses: {
      requested: 'Requested',
      sent: 'Sent',
      confirmed: 'Confirmed',
      failed: 'Failed',
      timedOut: 'Timed out',
    },
    progress: { sending: 'Sending %{command}…' },
    tripNow: {
      ended: 'The trip has ended.',
      endedPriced: 'The trip has ended: it cost %{total}.',
      released: 'The member has been released.',
    },
    errors: {
      wakeUp: 'The car must be woken up before this action can be performed.',
      requestFailed: 'The request failed, please try again and if it persists contact Help Desk',
      notEnded: "The trip couldn't be ended would you like to release the member?",
      notEndedNotMoved: 'The trip could not be ended and the car could not be moved out of service.',
    },
    wake: {
      progress: 'Waking the car… %{command} is sent as soon as it answers (within 20 seconds).',
      first: 'The car is asleep: it is woken up first, then the command is sent.',
      andSend: 'Wake up and send %{command}',
      failed: 'The car could not be woken up. Please try again or report it to the Help Desk.',
    },
    stale: {
      message: 'This trip changed since it was opened. Reload it to see where it stands.',
      reload: 'Reload the trip',
    },
    timeline: {
      title: 'Command timeline',
      requestedAt: 'Requested',
      command: 'Command',
      requestedBy: 'By',
      status: 'Status',
      outcomeAt: 'Answered',
      vendorError: 'Vendor error',
      empty: 'No command has been sent from this trip or to its car during it.',
      error: 'The command timeline could not be read.',
    },
  },
  // The trip service's refusals (server/routes/internal/trip).
  tripEnd: {
    notActive: 'This trip is no longer under way: it was ended, terminated or its member released.',
  },
};
