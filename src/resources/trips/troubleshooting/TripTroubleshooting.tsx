import { Button, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { CommandPanel } from '../../../custom/carCommands/CommandPanel.tsx';
import { useBoxCommands } from '../../../custom/carCommands/useBoxCommands.ts';
import type { VehicleCommand } from '../../../domain/cars/vehicleCommands.ts';
import { formatCurrency } from '../../../domain/formats.ts';
import type { TripDetail } from '../../../domain/trips/tripDetail.ts';
import { isBoxTripCommand, type TripCommandResult } from '../../../domain/trips/tripCommands.ts';
import { isTripCommand, tripCommandGroups, type TroubleshootingCommand } from './commandGroups.ts';

/** What a trip command did to the trip, once the trip read again shows it (its cost once priced). */
const tripNow = (trip: TripDetail) =>
  trip.status === 'RELEASED' ? 'released' : trip.total === null ? 'ended' : 'endedPriced';

/**
 * Spec 4 Trip troubleshooting commands and the command timeline of a trip, under the trip's
 * facts: the car's commands (/vehicle-operations/{cmd}/{vin}) and the trip's
 * (/internal/trip/{id}/{cmd} with the trip's version). `onTripChanged` refetches the trip after
 * a trip command (end, terminate, release), when sent and when answered, so its status and cost show.
 */
export const TripTroubleshooting = ({
  trip,
  onTripChanged,
}: {
  trip: TripDetail;
  onTripChanged: () => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const post = async (command: TroubleshootingCommand) =>
    isTripCommand(command)
      ? (
          await dataProvider.call<TripCommandResult>('tripCommands', 'ADD', {
            id: trip.id,
            cmd: command,
            ifMatch: trip.version,
          })
        ).command
      : // With the trip, so that its timeline shows the command, the trip ended or not (spec 4).
        dataProvider.call<VehicleCommand>('troubleshooting', 'ADD', {
          id: trip.car.vin,
          cmd: command,
          urlQuery: { tripId: String(trip.id) },
        });
  const changed = (command: TroubleshootingCommand) => {
    if (isTripCommand(command)) onTripChanged();
  };
  const commands = useBoxCommands<TroubleshootingCommand>({
    vin: trip.car.vin,
    timeline: { resource: 'tripTimeline', id: trip.id },
    post,
    // Terminate and release write the trip only: they never wake the box.
    reachesBox: (command) => !isTripCommand(command) || isBoxTripCommand(command),
    onSent: changed,
    onAnswered: changed,
  });
  return (
    <CommandPanel
      id="trip-troubleshooting"
      groups={tripCommandGroups(trip.status === 'ACTIVE')}
      commands={commands}
      emptyKey="tripCommands.timeline.empty"
      zone={trip.vehicleTimeZone}
      extras={{
        confirmedText: (command) =>
          isTripCommand(command) && trip.status !== 'ACTIVE'
            ? ` ${translate(`tripCommands.tripNow.${tripNow(trip)}`, { total: formatCurrency(trip.total, locale) })}`
            : '',
        failureAction: (command) =>
          command === 'endTrip' ? (
            <Button label="cars.commands.releaseMember" onClick={() => void commands.send('releaseMember')} />
          ) : undefined,
        onReload: () => {
          commands.clear();
          onTripChanged();
        },
      }}
    />
  );
};
