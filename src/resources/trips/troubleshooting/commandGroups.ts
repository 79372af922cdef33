import { VEHICLE_COMMAND_GROUPS, type CommandGroup } from '../../../custom/carCommands/commandGroups.ts';
import type { VehicleCommandName } from '../../../domain/cars/vehicleCommands.ts';
import { TRIP_COMMANDS, type TripCommandName } from '../../../domain/trips/tripCommands.ts';

/** Spec point 4, Trip troubleshooting commands: the car's (vehicle service) and the trip's. */
export type TroubleshootingCommand = VehicleCommandName | TripCommandName;

/** The trip's own commands end or free a trip under way: offered only while it is ACTIVE. */
const TRIP_GROUP: CommandGroup<TripCommandName> = { name: 'trip', commands: TRIP_COMMANDS };

export const isTripCommand = (command: TroubleshootingCommand): command is TripCommandName =>
  (TRIP_COMMANDS as readonly string[]).includes(command);

/** The panel's groups: the car's, then the trip's while the trip is under way (`active`). */
export const tripCommandGroups = (active: boolean): readonly CommandGroup<TroubleshootingCommand>[] => [
  ...VEHICLE_COMMAND_GROUPS,
  ...(active ? [TRIP_GROUP] : []),
];
