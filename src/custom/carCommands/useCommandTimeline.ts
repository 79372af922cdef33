import { useQueryClient } from '@tanstack/react-query';
import type { VehicleCommand } from '../../domain/cars/vehicleCommands.ts';
import { usePagedList } from '../lists/usePagedList.ts';
import { useLiveEvent } from '../liveEvents/useLiveEvent.ts';

/** Commands a page of the timeline shows. */
const PER_PAGE = 10;
/** A command still on its way is read again every 2 s; a quiet timeline every 10 s. */
const LIVE_MS = 2_000;
const IDLE_MS = 10_000;

export const isUnanswered = (command: Pick<VehicleCommand, 'status'>) =>
  command.status === 'requested' || command.status === 'sent';

/**
 * Where a command timeline is read: a trip's (GET /internal/trip/{id}/commands, resource
 * tripTimeline) or a car's (GET /internal/vehicle/{vin}/commands, resource carCommands).
 */
export interface TimelineSource {
  resource: 'tripTimeline' | 'carCommands';
  id: string | number;
}

/**
 * Spec 4, the commands sent to a car: how soon the timeline is read again. The command just
 * sent (`watched`, until the page shows it answered) or any unanswered command on the page
 * makes it soon, the trip under way or ended alike.
 */
export const timelineRefreshMs = (rows: readonly VehicleCommand[], watched: string | undefined) => {
  const waiting = watched !== undefined && !rows.some((row) => row.id === watched && !isUnanswered(row));
  return waiting || rows.some(isUnanswered) ? LIVE_MS : IDLE_MS;
};

/**
 * The commands sent to a car, newest first, one page at a time, read again when the API tells of
 * a command of this car or trip (docs/architecture.md, Live events). While that stream is down
 * it polls (timelineRefreshMs); while it is up, a command on its way is still read every
 * IDLE_MS, in case its answer's event was lost with a restarted server. react-query stops the
 * interval while the tab is hidden.
 */
export const useCommandTimeline = ({ resource, id }: TimelineSource, watched: string | undefined) => {
  const queryClient = useQueryClient();
  const live = useLiveEvent(
    'commands',
    (event) => (resource === 'carCommands' ? event.vin === String(id) : event.tripId === String(id)),
    () => void queryClient.invalidateQueries({ queryKey: [resource] }),
  );
  return usePagedList<VehicleCommand>(resource, { id }, PER_PAGE, {
    refetchInterval: (query) => {
      const every = timelineRefreshMs(query.state.data?.data ?? [], watched);
      return !live ? every : every === LIVE_MS ? IDLE_MS : false;
    },
  });
};
export type CommandTimelineList = ReturnType<typeof useCommandTimeline>;
