import type { VehicleCommandName } from '../../domain/cars/vehicleCommands.ts';

/** A row of command buttons under its heading (tripCommands.groups.<name>). */
export interface CommandGroup<C extends string> {
  name: 'doors' | 'immobilizer' | 'box' | 'leds' | 'trip';
  commands: readonly C[];
}

/**
 * Spec 4, the car's commands (the vehicle service's), in the order staff work through a car that
 * does not answer: the car screen offers these, the trip screen these and the trip's own.
 */
export const VEHICLE_COMMAND_GROUPS: readonly CommandGroup<VehicleCommandName>[] = [
  { name: 'doors', commands: ['lock', 'unlock'] },
  { name: 'immobilizer', commands: ['engageImmobilizer', 'disengageImmobilizer'] },
  { name: 'box', commands: ['rebootTelemeter', 'resetRfidReader', 'resetGpsCalibration', 'locate', 'ping'] },
  { name: 'leds', commands: ['homeZoneLed', 'rfidLed', 'ignitionStatus', 'doorStatus'] },
];
