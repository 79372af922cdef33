import { useDataProvider } from 'react-admin';
import { VEHICLE_COMMAND_GROUPS } from '../../custom/carCommands/commandGroups.ts';
import { CommandPanel } from '../../custom/carCommands/CommandPanel.tsx';
import { useBoxCommands, type BoxCommands } from '../../custom/carCommands/useBoxCommands.ts';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { VehicleCommand, VehicleCommandName } from '../../domain/cars/vehicleCommands.ts';

/** Spec 4's car commands from the car screen, outside any trip (/vehicle-operations/{cmd}/{vin}). */
export const useCarCommands = (vin: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useBoxCommands<VehicleCommandName>({
    vin,
    timeline: { resource: 'carCommands', id: vin },
    post: (command) => dataProvider.call<VehicleCommand>('troubleshooting', 'ADD', { id: vin, cmd: command }),
    reachesBox: () => true,
  });
};

/**
 * The car screen's commands with the car's command timeline (/internal/vehicle/{vin}/commands):
 * the trip screen's panel. The screen holds `commands`, so a state change can offer one too.
 */
export const CarCommands = ({ commands }: { commands: BoxCommands<VehicleCommandName> }) => {
  return (
    <CommandPanel
      id="car-commands"
      groups={VEHICLE_COMMAND_GROUPS}
      commands={commands}
      emptyKey="cars.detail.noCommands"
    />
  );
};
