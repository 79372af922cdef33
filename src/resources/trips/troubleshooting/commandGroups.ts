import type { VehicleCommandName } from '../../../domain/cars/vehicleCommands.ts';
import { TRIP_COMMANDS, type TripCommandName } from '../../../domain/trips/tripCommands.ts';

/** Spec point 4, Trip troubleshooting commands: the car's (vehicle service) and the trip's. */
export type TroubleshootingCommand = VehicleCommandName | TripCommandName;

export interface CommandGroup {
  name: 'doors' | 'immobilizer' | 'box' | 'leds' | 'trip';
  commands: readonly TroubleshootingCommand[];
  /** The trip's own commands end or free a trip under way: offered only while it is ACTIVE. */
  activeTripOnly?: true;
}

/** The panel's groups, in the order staff work through a car that does not answer a member. */
export const COMMAND_GROUPS: readonly CommandGroup[] = [
  { name: 'doors', commands: ['lock', 'unlock'] },
  { name: 'immobilizer', commands: ['engageImmobilizer', 'disengageImmobilizer'] },
  { name: 'box', commands: ['rebootTelemeter', 'resetRfidReader', 'resetGpsCalibration', 'locate', 'ping'] },
  { name: 'leds', commands: ['homeZoneLed', 'rfidLed', 'ignitionStatus', 'doorStatus'] },
  { name: 'trip', commands: TRIP_COMMANDS, activeTripOnly: true },
];

export const isTripCommand = (command: TroubleshootingCommand): command is TripCommandName =>
  (TRIP_COMMANDS as readonly string[]).includes(command);
