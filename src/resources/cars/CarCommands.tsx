import { useDataProvider } from 'react-admin';
import { VEHICLE_COMMAND_GROUPS } from '../../custom/carCommands/commandGroups.ts';
import { CommandPanel } from '../../custom/carCommands/CommandPanel.tsx';
import { useBoxCommands } from '../../custom/carCommands/useBoxCommands.ts';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { VehicleCommand, VehicleCommandName } from '../../domain/cars/vehicleCommands.ts';

/**
 * Spec 4's car commands from the car screen, outside any trip (/vehicle-operations/{cmd}/{vin}),
 * with the car's command timeline (/internal/vehicle/{vin}/commands): the trip screen's panel.
 */
export const CarCommands = ({ vin }: { vin: string }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const commands = useBoxCommands<VehicleCommandName>({
    vin,
    timeline: { resource: 'carCommands', id: vin },
    post: (command) => dataProvider.call<VehicleCommand>('troubleshooting', 'ADD', { id: vin, cmd: command }),
    reachesBox: () => true,
  });
  return (
    <CommandPanel
      id="car-commands"
      groups={VEHICLE_COMMAND_GROUPS}
      commands={commands}
      emptyKey="cars.detail.noCommands"
    />
  );
};
