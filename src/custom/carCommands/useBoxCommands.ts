import { useEffect, useState } from 'react';
import type { VehicleCommand } from '../../domain/cars/vehicleCommands.ts';
import { commandRefusalMessage } from '../../domain/trips/tripCommands.ts';
import { useBoxState } from './useBoxState.ts';
import { isUnanswered, useCommandTimeline, type TimelineSource } from './useCommandTimeline.ts';
import { useWakeUp } from './useWakeUp.ts';

/** Where the last command asked for stands, as the panel tells it. */
export type Outcome<C extends string> = { command: C } & (
  | { step: 'sending' }
  /** Accepted: `record` is its command record, read live from the timeline. */
  | { step: 'sent'; record: VehicleCommand }
  /** Refused before reaching the box: spec 8's wake-up or request-failed text. */
  | { step: 'refused'; messageKey: string }
  /** The car sleeps: it is being woken, and the command goes once it is awake. */
  | { step: 'waking' }
  | { step: 'wakeFailed' }
  /** 412: the trip changed since it was read. */
  | { step: 'stale' }
);

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : 0;

/** A wake-up that did not land: told apart from the command's own refusal. */
class WakeFailed extends Error {}

export interface BoxCommandsOptions<C extends string> {
  vin: string;
  timeline: TimelineSource;
  /** Sends the command; answers its record in the timeline. */
  post: (command: C) => Promise<VehicleCommand>;
  /** Whether the command goes to the box, so that a sleeping box must be woken for it. */
  reachesBox: (command: C) => boolean;
  onSent?: (command: C) => void;
  onAnswered?: (command: C) => void;
}

/**
 * Spec 4's car commands, from the car screen and the trip screen: sends one, follows its record
 * in the timeline until it is answered, and on a sleeping car (its box state says asleep, or the
 * command is refused 409) wakes it and sends the command by itself once it is awake (spec 8:
 * the car must be woken up first; staff confirm once, not again after the wake-up).
 */
export const useBoxCommands = <C extends string>({
  vin,
  timeline: source,
  post,
  reachesBox,
  onSent,
  onAnswered,
}: BoxCommandsOptions<C>) => {
  const box = useBoxState(vin);
  // From a trip's screen the wake-up names the trip, as its commands do (spec 4).
  const { wakeUp } = useWakeUp(vin, source.resource === 'tripTimeline' ? Number(source.id) : undefined);
  const [outcome, setOutcome] = useState<Outcome<C>>();
  const sent = outcome?.step === 'sent' ? outcome.record : undefined;
  const timeline = useCommandTimeline(source, sent && isUnanswered(sent) ? sent.id : undefined);
  const onPage = sent && timeline.data?.find((row) => row.id === sent.id);
  const record = onPage ?? sent;
  const answered = record !== undefined && !isUnanswered(record);

  // Kept on the outcome as the page shows it (set while rendering, React's pattern for state that
  // follows a read): later commands, a diagnostic run, may push it off the first page.
  if (outcome?.step === 'sent' && onPage && onPage.status !== outcome.record.status)
    setOutcome({ ...outcome, record: onPage });

  useEffect(() => {
    if (!answered || !outcome) return;
    // What the box reported (locked, immobilised) shows at once on the screen's box state.
    void box.refetch();
    onAnswered?.(outcome.command);
    // Once per answer: the outcome's command is the one the record belongs to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answered, sent?.id]);

  const wake = async (command: C) => {
    setOutcome({ command, step: 'waking' });
    try {
      await wakeUp();
    } catch {
      throw new WakeFailed();
    }
  };

  /** The box is known to sleep, so the command would be refused until it wakes. */
  const wakesFirst = (command: C) => reachesBox(command) && box.data?.asleep === true;

  const send = async (command: C, wakeFirst = wakesFirst(command)) => {
    try {
      if (wakeFirst) await wake(command);
      setOutcome({ command, step: 'sending' });
      let accepted: VehicleCommand;
      try {
        accepted = await post(command);
      } catch (error) {
        // The box fell asleep since its state was read: wake it and carry on.
        if (wakeFirst || statusOf(error) !== 409 || !reachesBox(command)) throw error;
        await wake(command);
        setOutcome({ command, step: 'sending' });
        accepted = await post(command);
      }
      setOutcome({ command, step: 'sent', record: accepted });
      onSent?.(command);
    } catch (error) {
      const status = statusOf(error);
      setOutcome(
        error instanceof WakeFailed
          ? { command, step: 'wakeFailed' }
          : status === 412
            ? { command, step: 'stale' }
            : { command, step: 'refused', messageKey: commandRefusalMessage(status) },
      );
    } finally {
      // The new command heads the timeline's first page.
      timeline.pagination.setPage(1);
      void timeline.refetch();
    }
  };

  const clear = () => setOutcome(undefined);
  return { outcome, record, timeline, send, clear, wakesFirst };
};
export type BoxCommands<C extends string> = ReturnType<typeof useBoxCommands<C>>;
