import type { VehicleCommand } from '../../domain/cars/vehicleCommands.ts';
import { usePagedList } from '../lists/usePagedList.ts';

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
 * The commands sent to a car, newest first, one page at a time, kept live (timelineRefreshMs).
 * react-query stops the interval while the tab is hidden.
 */
export const useCommandTimeline = ({ resource, id }: TimelineSource, watched: string | undefined) =>
  usePagedList<VehicleCommand>(resource, { id }, PER_PAGE, {
    refetchInterval: (query) => timelineRefreshMs(query.state.data?.data ?? [], watched),
  });
export type CommandTimelineList = ReturnType<typeof useCommandTimeline>;
