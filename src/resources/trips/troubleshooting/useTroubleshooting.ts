import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { VehicleCommand } from '../../../domain/cars/vehicleCommands.ts';
import type { TripDetail } from '../../../domain/trips/tripDetail.ts';
import { commandRefusalMessage, type TripCommandResult } from '../../../domain/trips/tripCommands.ts';
import { useWakeUp } from '../../cars/useWakeUp.ts';
import { isTripCommand, type TroubleshootingCommand } from './commandGroups.ts';
import { isUnanswered, useTripTimeline } from './useTripTimeline.ts';

/** Where the last command asked for stands, as the panel tells it. */
export type Outcome = { command: TroubleshootingCommand } & (
  | { step: 'sending' }
  /** Accepted: `record` is its command record, read live from the timeline. */
  | { step: 'sent'; record: VehicleCommand }
  /** Refused before reaching the box: spec 8's wake-up or request-failed text. */
  | { step: 'refused'; messageKey: string }
  | { step: 'waking' }
  | { step: 'awake' }
  | { step: 'wakeFailed' }
  /** 412: the trip changed since it was read. */
  | { step: 'stale' }
);

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : 0;

/**
 * Spec 4, Trip troubleshooting commands: sends a troubleshooting command
 * (/vehicle-operations/{cmd}/{vin}?tripId=, or /internal/trip/{id}/{cmd} with the trip's version),
 * follows its record in the trip's timeline until it is answered, active trip or ended, and on
 * a sleeping car wakes it and offers the command again. A trip
 * command refreshes the trip when sent and when answered, so its status and cost show.
 */
export const useTroubleshooting = (trip: TripDetail, onTripChanged: () => void) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { wakeUp } = useWakeUp(trip.car.vin, trip.id);
  const [outcome, setOutcome] = useState<Outcome>();
  const sent = outcome?.step === 'sent' ? outcome.record : undefined;
  const timeline = useTripTimeline(trip.id, sent?.id);
  const record = sent && (timeline.data?.find((row) => row.id === sent.id) ?? sent);
  const answered = record !== undefined && !isUnanswered(record);

  useEffect(() => {
    if (answered && outcome && isTripCommand(outcome.command)) onTripChanged();
    // Once per answer: the outcome's command is the one the record belongs to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answered, sent?.id]);

  const send = async (command: TroubleshootingCommand) => {
    setOutcome({ command, step: 'sending' });
    try {
      const accepted = isTripCommand(command)
        ? (
            await dataProvider.call<TripCommandResult>('endTrip', 'ADD', {
              id: trip.id,
              cmd: command,
              ifMatch: trip.version,
            })
          ).command
        : // With the trip, so that its timeline shows the command, the trip ended or not (spec 4).
          await dataProvider.call<VehicleCommand>('troubleshooting', 'ADD', {
            id: trip.car.vin,
            cmd: command,
            urlQuery: { tripId: String(trip.id) },
          });
      setOutcome({ command, step: 'sent', record: accepted });
      if (isTripCommand(command)) onTripChanged();
    } catch (error) {
      const status = statusOf(error);
      setOutcome(
        status === 412
          ? { command, step: 'stale' }
          : { command, step: 'refused', messageKey: commandRefusalMessage(status) },
      );
    } finally {
      // The new command heads the timeline's first page.
      timeline.pagination.setPage(1);
      void timeline.refetch();
    }
  };

  /** Spec 8: wake → wait until the box is awake → offer the command again. */
  const wakeThenOffer = async (command: TroubleshootingCommand) => {
    setOutcome({ command, step: 'waking' });
    try {
      await wakeUp();
      setOutcome({ command, step: 'awake' });
    } catch {
      setOutcome({ command, step: 'wakeFailed' });
    }
  };

  const reload = () => {
    setOutcome(undefined);
    onTripChanged();
  };

  return { outcome, record, timeline, send, wakeThenOffer, reload };
};
