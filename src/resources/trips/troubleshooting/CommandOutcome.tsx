import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { Button, useLocaleState, useTranslate } from 'react-admin';
import type { VehicleCommand } from '../../../domain/cars/vehicleCommands.ts';
import { formatCurrency } from '../../../domain/formats.ts';
import type { TripDetail } from '../../../domain/trips/tripDetail.ts';
import { commandFailureMessage, TRIP_COMMAND_MESSAGES } from '../../../domain/trips/tripCommands.ts';
import { isTripCommand } from './commandGroups.ts';
import type { Outcome, useTroubleshooting } from './useTroubleshooting.ts';
import { isUnanswered } from './useTripTimeline.ts';

type Actions = Pick<ReturnType<typeof useTroubleshooting>, 'send' | 'wakeThenOffer' | 'reload'>;

const Progress = ({ text }: { text: string }) => (
  <Stack role="status" spacing={0.5}>
    <Typography variant="body2">{text}</Typography>
    <LinearProgress aria-label={text} />
  </Stack>
);

/** What a trip command did to the trip, once the trip read again shows it (its cost once priced). */
const tripNow = (trip: TripDetail) =>
  trip.status === 'RELEASED' ? 'released' : trip.total === null ? 'ended' : 'endedPriced';

const tripResult = (trip: TripDetail, locale: string, translate: ReturnType<typeof useTranslate>) =>
  trip.status === 'ACTIVE'
    ? ''
    : ` ${translate(`tripCommands.tripNow.${tripNow(trip)}`, { total: formatCurrency(trip.total, locale) })}`;

/**
 * The answer to the last command, right under the buttons where staff look: its live progress,
 * its outcome, and spec 8's texts with the action each offers (wake up, send again, release
 * the member, reload the trip).
 */
export const CommandOutcome = ({
  outcome,
  record,
  trip,
  actions,
}: {
  outcome: Outcome;
  record: VehicleCommand | undefined;
  trip: TripDetail;
  actions: Actions;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { command } = outcome;
  const name = translate(`cars.commands.${command}`);
  switch (outcome.step) {
    case 'sending':
      return <Progress text={translate('tripCommands.progress.sending', { command: name })} />;
    case 'waking':
      return <Progress text={translate('tripCommands.wake.progress')} />;
    case 'refused':
      return (
        <Alert
          severity="error"
          action={
            outcome.messageKey === TRIP_COMMAND_MESSAGES.wakeUp ? (
              <Button label="tripCommands.wake.action" onClick={() => void actions.wakeThenOffer(command)} />
            ) : undefined
          }
        >
          {translate(outcome.messageKey)}
        </Alert>
      );
    case 'awake':
      return (
        <Alert
          severity="info"
          role="status"
          action={
            <Button
              label={translate('tripCommands.wake.sendAgain', { command: name })}
              onClick={() => void actions.send(command)}
            />
          }
        >
          {translate('tripCommands.wake.done')}
        </Alert>
      );
    case 'wakeFailed':
      return (
        <Alert
          severity="error"
          action={
            <Button label="tripCommands.wake.action" onClick={() => void actions.wakeThenOffer(command)} />
          }
        >
          {translate('tripCommands.wake.failed')}
        </Alert>
      );
    case 'stale':
      return (
        <Alert
          severity="warning"
          action={<Button label="tripCommands.stale.reload" onClick={actions.reload} />}
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
        {status}.{isTripCommand(command) ? tripResult(trip, locale, translate) : ''}
      </Alert>
    );
  return (
    <Alert
      severity="error"
      action={
        command === 'endTrip' ? (
          <Button label="cars.commands.releaseMember" onClick={() => void actions.send('releaseMember')} />
        ) : undefined
      }
    >
      {status}
      {shown.vendorError ? ` (${shown.vendorError})` : ''}. {translate(commandFailureMessage(command))}
    </Alert>
  );
};
