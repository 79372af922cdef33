/** The refusals a command path documents (a wake-up and a diagnostic wake a sleeping car), and its course. */
export const commandNote = ({ asleep }: { asleep: boolean }) =>
  `Refused with nothing written: ${asleep ? '409 fleet.asleep (wake the car up first), ' : ''}` +
  '410 fleet.offline (no report for a day), 424 fleet.vendorFailed (the vendor refused the command). The 202 ' +
  'record is requested, then sent, then confirmed, failed or timedOut (30 s without an answer), as later reads show.';

/** Spec 4, Trip troubleshooting commands: what `tripId` does on a command path. */
export const tripNote =
  "Sent from a trip (`tripId`, one of the car's trips: 404 if none has that id, 422 fleet.tripOfAnotherCar " +
  "if it is another car's), it is recorded with the trip and shows in the trip's timeline, ended or not. ";
