import { Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useTranslate } from 'react-admin';
import type { VehicleCommandName } from '../../domain/cars/vehicleCommands.ts';
import { CONFIRMED_COMMANDS, type TripCommandName } from '../../domain/trips/tripCommands.ts';
import type { CommandGroup } from './commandGroups.ts';
import { CommandOutcome, type OutcomeExtras } from './CommandOutcome.tsx';
import { CommandTimeline } from './CommandTimeline.tsx';
import type { BoxCommands } from './useBoxCommands.ts';

type Command = VehicleCommandName | TripCommandName;

/**
 * Spec 4's commands to a car, grouped, with the answer to the last one and the command timeline:
 * the trip screen's troubleshooting and the car screen's commands. A command that changes the
 * car is confirmed once; on a sleeping car the confirmation says it is woken first, and nothing
 * more is asked (useBoxCommands wakes it and sends the command).
 */
export const CommandPanel = <C extends Command>({
  id,
  groups,
  commands,
  extras,
  emptyKey,
  zone,
}: {
  /** The panel's heading id, for its landmark's name. */
  id: string;
  groups: readonly CommandGroup<C>[];
  commands: BoxCommands<C>;
  extras?: OutcomeExtras<C>;
  /** What the timeline says before any command. */
  emptyKey: string;
  zone?: string;
}) => {
  const translate = useTranslate();
  const { outcome, timeline, send, wakesFirst } = commands;
  const [asked, setAsked] = useState<C>();
  const busy = outcome?.step === 'sending' || outcome?.step === 'waking';
  const ask = (command: C) => (CONFIRMED_COMMANDS.includes(command) ? setAsked(command) : void send(command));
  return (
    <Stack component="section" spacing={2} aria-labelledby={id}>
      <Typography variant="h6" component="h2" id={id}>
        {translate('tripCommands.title')}
      </Typography>
      {/* Side by side where the screen is wide: the whole panel in view with its answer. */}
      <Stack direction="row" flexWrap="wrap" columnGap={4} rowGap={2} useFlexGap>
        {groups.map((group) => (
          <Box key={group.name} role="group" aria-labelledby={`${id}-${group.name}`}>
            <Typography variant="subtitle2" component="h3" id={`${id}-${group.name}`}>
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
      </Stack>
      <CommandOutcome commands={commands} extras={extras} />
      <Typography variant="subtitle1" component="h3">
        {translate('tripCommands.timeline.title')}
      </Typography>
      <CommandTimeline list={timeline} zone={zone} emptyKey={emptyKey} />
      <Confirm
        isOpen={asked !== undefined}
        title={`cars.commands.${asked ?? 'lock'}`}
        content={
          <>
            {translate(`tripCommands.confirm.${asked ?? 'lock'}`)}
            {asked && wakesFirst(asked) ? ` ${translate('tripCommands.wake.first')}` : ''}
          </>
        }
        onConfirm={() => {
          if (asked) void send(asked);
          setAsked(undefined);
        }}
        onClose={() => setAsked(undefined)}
      />
    </Stack>
  );
};
