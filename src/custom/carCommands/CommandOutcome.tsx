import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Button, useTranslate } from 'react-admin';
import { commandFailureMessage, TRIP_COMMAND_MESSAGES } from '../../domain/trips/tripCommands.ts';
import type { VehicleCommandName } from '../../domain/cars/vehicleCommands.ts';
import type { TripCommandName } from '../../domain/trips/tripCommands.ts';
import type { BoxCommands } from './useBoxCommands.ts';
import { isUnanswered } from './useCommandTimeline.ts';

type Command = VehicleCommandName | TripCommandName;

const Progress = ({ text }: { text: string }) => (
  <Stack role="status" spacing={0.5}>
    <Typography variant="body2">{text}</Typography>
    <LinearProgress aria-label={text} />
  </Stack>
);

/** What the trip screen adds to an answer: the trip it left, the next step a failed end offers. */
export interface OutcomeExtras<C extends Command> {
  confirmedText?: (command: C) => string;
  failureAction?: (command: C) => ReactNode;
  /** Reloads a trip changed since it was read (412). */
  onReload?: () => void;
}

/**
 * The answer to the last command, right under the buttons where staff look: its live progress
 * (the wake-up of a sleeping car first), its outcome, and spec 8's texts with the action each
 * offers (wake up and send, try again, reload the trip).
 */
export const CommandOutcome = <C extends Command>({
  commands,
  extras = {},
}: {
  commands: BoxCommands<C>;
  extras?: OutcomeExtras<C>;
}) => {
  const translate = useTranslate();
  const { outcome, record, send } = commands;
  if (!outcome) return null;
  const { command } = outcome;
  const name = translate(`cars.commands.${command}`);
  const wakeAndSend = (
    <Button
      label={translate('tripCommands.wake.andSend', { command: name })}
      onClick={() => void send(command, true)}
    />
  );
  switch (outcome.step) {
    case 'sending':
      return <Progress text={translate('tripCommands.progress.sending', { command: name })} />;
    case 'waking':
      return <Progress text={translate('tripCommands.wake.progress', { command: name })} />;
    case 'refused':
      return (
        <Alert
          severity="error"
          action={outcome.messageKey === TRIP_COMMAND_MESSAGES.wakeUp ? wakeAndSend : undefined}
        >
          {translate(outcome.messageKey)}
        </Alert>
      );
    case 'wakeFailed':
      return (
        <Alert severity="error" action={wakeAndSend}>
          {translate('tripCommands.wake.failed')}
        </Alert>
      );
    case 'stale':
      return (
        <Alert
          severity="warning"
          action={
            extras.onReload ? (
              <Button label="tripCommands.stale.reload" onClick={extras.onReload} />
            ) : undefined
          }
        >
          {translate('tripCommands.stale.message')}
        </Alert>
      );
    case 'sent':
      break;
  }
  const shown = record ?? outcome.record;
  const status = `${name}: ${translate(`tripCommands.statuses.${shown.status}`)}`;
  if (isUnanswered(shown)) return <Progress text={status} />;
  if (shown.status === 'confirmed')
    return (
      <Alert severity="success" role="status">
        {status}.{extras.confirmedText?.(command) ?? ''}
      </Alert>
    );
  return (
    <Alert severity="error" action={extras.failureAction?.(command)}>
      {status}
      {shown.vendorError ? ` (${shown.vendorError})` : ''}. {translate(commandFailureMessage(command))}
    </Alert>
  );
};
