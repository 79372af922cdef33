import type { CarStatus } from '../../domain/cars/carStatus.ts';
import type { DashboardFilters } from '../../domain/fleet/dashboard.ts';

/** One colour per state, the same in the chart, its table and on the map. */
export const STATE_COLOURS: Record<CarStatus, string> = {
  AVAILABLE: '#2e7d32',
  IN_TRIP: '#1565c0',
  OUT_OF_SERVICE: '#ef6c00',
  TOTAL_LOSS: '#616161',
  INFLEETING: '#6a1b9a',
};

/** How often the map reads the cars again; react-query pauses it while the tab is hidden. */
export const MAP_REFRESH_MS = 15_000;

/** The dashboard's filters as the data provider sends them: only those set. */
export const filterParams = ({ fleetId, status }: DashboardFilters) => ({
  ...(fleetId !== undefined ? { fleetId } : {}),
  ...(status !== undefined ? { status } : {}),
});
