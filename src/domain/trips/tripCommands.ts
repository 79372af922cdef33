import { z } from 'zod';
import { recordVersion } from '../audit.ts';
import type { VehicleCommandName } from '../cars/vehicleCommands.ts';
import { vehicleCommand } from '../cars/vehicleCommands.ts';
import { pageQuery, paginated } from '../pagination.ts';
import { tripIdParams } from './tripDetail.ts';
import { TRIP_STATUSES } from './trips.ts';

/**
 * Spec point 4, Trip troubleshooting commands, that the trip service carries out
 * (/internal/trip/{id}/{cmd}): End trip and End trip and place out of service send the box
 * its end (lock, immobilise) and price the trip; Terminate trip prices it up to now without
 * the car; Release member frees the member without the car, which is flagged for the field team.
 */
export const TRIP_COMMANDS = ['endTrip', 'endTripOutOfService', 'terminateTrip', 'releaseMember'] as const;
export type TripCommandName = (typeof TRIP_COMMANDS)[number];

/** The trip commands that reach the box (the others write the trip only). */
export const BOX_TRIP_COMMANDS = [
  'endTrip',
  'endTripOutOfService',
] as const satisfies readonly TripCommandName[];
export type BoxTripCommandName = (typeof BOX_TRIP_COMMANDS)[number];
/** The trip commands the box never hears of: recorded at once as confirmed, they never wake it. */
export const TRIP_ONLY_COMMANDS = [
  'terminateTrip',
  'releaseMember',
] as const satisfies readonly TripCommandName[];
export const isBoxTripCommand = (cmd: TripCommandName): cmd is BoxTripCommandName =>
  (BOX_TRIP_COMMANDS as readonly string[]).includes(cmd);

/** The status each trip command leaves a trip in once carried out. */
export const TRIP_COMMAND_STATUS: Record<TripCommandName, (typeof TRIP_STATUSES)[number]> = {
  endTrip: 'COMPLETED',
  endTripOutOfService: 'COMPLETED',
  terminateTrip: 'TERMINATED',
  releaseMember: 'RELEASED',
};

export const tripCommandParams = tripIdParams.extend({ cmd: z.enum(TRIP_COMMANDS) });

/**
 * POST /internal/trip/{id}/{cmd} (If-Match: the trip's version). `command` is its record in the
 * timeline; `trip` the trip as the command left it: an end the box refuses leaves it ACTIVE
 * (and the command failed), which is when staff are offered Release member.
 */
export const tripCommandResult = z.object({
  command: vehicleCommand,
  trip: z.object({
    id: z.number().int(),
    version: recordVersion,
    status: z.enum(TRIP_STATUSES),
    endDateTime: z.iso.datetime().nullable(),
    total: z.number().nullable(),
  }),
});
export type TripCommandResult = z.infer<typeof tripCommandResult>;

/** GET /internal/trip/{id}/commands: every command for the trip or its car during it, newest first. */
export const tripTimelineQuery = z.object(pageQuery);
export const tripTimelineResult = paginated(vehicleCommand);

/**
 * Spec 8, Trip commands: what staff read when a command is refused or fails. 409, 410 and 424
 * mean the car must be woken up (the screen offers Wake up right there); the rest the request
 * failed. An end the box does not carry out prompts to release the member; an end-and-out-of-
 * service one says neither happened.
 */
export const TRIP_COMMAND_MESSAGES = {
  wakeUp: 'tripCommands.errors.wakeUp',
  requestFailed: 'tripCommands.errors.requestFailed',
  notEnded: 'tripCommands.errors.notEnded',
  notEndedNotMoved: 'tripCommands.errors.notEndedNotMoved',
} as const;

export const commandRefusalMessage = (statusCode: number) =>
  statusCode === 409 || statusCode === 410 || statusCode === 424
    ? TRIP_COMMAND_MESSAGES.wakeUp
    : TRIP_COMMAND_MESSAGES.requestFailed;

/** What a trip command's failure (the box did not carry it out, or did not answer) says. */
export const commandFailureMessage = (command: TripCommandName | VehicleCommandName) =>
  command === 'endTrip'
    ? TRIP_COMMAND_MESSAGES.notEnded
    : command === 'endTripOutOfService'
      ? TRIP_COMMAND_MESSAGES.notEndedNotMoved
      : TRIP_COMMAND_MESSAGES.requestFailed;

/** The commands that change the car or the trip: staff confirm them first (spec 4). */
export const CONFIRMED_COMMANDS: readonly (TripCommandName | VehicleCommandName)[] = [
  'lock',
  'unlock',
  'engageImmobilizer',
  'disengageImmobilizer',
  'rebootTelemeter',
  'resetRfidReader',
  'resetGpsCalibration',
  ...TRIP_COMMANDS,
];
