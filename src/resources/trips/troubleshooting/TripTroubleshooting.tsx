import { Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useTranslate } from 'react-admin';
import type { TripDetail } from '../../../domain/trips/tripDetail.ts';
import { CONFIRMED_COMMANDS } from '../../../domain/trips/tripCommands.ts';
import { CommandOutcome } from './CommandOutcome.tsx';
import { COMMAND_GROUPS, type TroubleshootingCommand } from './commandGroups.ts';
import { TripTimeline } from './TripTimeline.tsx';
import { useTroubleshooting } from './useTroubleshooting.ts';

/**
 * Issue 21 point 3: the troubleshooting commands and the command timeline of a trip. The trip
 * detail renders it under the trip's facts; `onTripChanged` refetches the trip after a trip
 * command (end, terminate, release) so its status and cost show at once.
 */
export interface TripTroubleshootingProps {
  trip: TripDetail;
  onTripChanged: () => void;
}

export const TripTroubleshooting = ({ trip, onTripChanged }: TripTroubleshootingProps) => {
  const translate = useTranslate();
  const troubleshooting = useTroubleshooting(trip, onTripChanged);
  const { outcome, record, timeline, send } = troubleshooting;
  const [asked, setAsked] = useState<TroubleshootingCommand>();
  const busy = outcome?.step === 'sending' || outcome?.step === 'waking';
  const ask = (command: TroubleshootingCommand) =>
    CONFIRMED_COMMANDS.includes(command) ? setAsked(command) : void send(command);
  const groups = COMMAND_GROUPS.filter((group) => !group.activeTripOnly || trip.status === 'ACTIVE');
  return (
    <Stack component="section" spacing={2} aria-labelledby="trip-troubleshooting">
      <Typography variant="h6" component="h2" id="trip-troubleshooting">
        {translate('tripCommands.title')}
      </Typography>
      {groups.map((group) => (
        <Box key={group.name} role="group" aria-labelledby={`trip-commands-${group.name}`}>
          <Typography variant="subtitle2" component="h3" id={`trip-commands-${group.name}`}>
            {translate(`tripCommands.groups.${group.name}`)}
          </Typography>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {group.commands.map((command) => (
              <Button
                key={command}
                label={`cars.commands.${command}`}
                variant="outlined"
                disabled={busy}
                onClick={() => ask(command)}
              />
            ))}
          </Stack>
        </Box>
      ))}
      {outcome ? (
        <CommandOutcome outcome={outcome} record={record} trip={trip} actions={troubleshooting} />
      ) : null}
      <Typography variant="subtitle1" component="h3">
        {translate('tripCommands.timeline.title')}
      </Typography>
      <TripTimeline list={timeline} zone={trip.vehicleTimeZone} />
      <Confirm
        isOpen={asked !== undefined}
        title={`cars.commands.${asked ?? 'lock'}`}
        content={`tripCommands.confirm.${asked ?? 'lock'}`}
        onConfirm={() => {
          if (asked) void send(asked);
          setAsked(undefined);
        }}
        onClose={() => setAsked(undefined)}
      />
    </Stack>
  );
};
