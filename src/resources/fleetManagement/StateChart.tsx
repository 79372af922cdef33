import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { CAR_STATUSES } from '../../domain/cars/carStatus.ts';
import type { FleetStateCount } from '../../domain/fleet/dashboard.ts';
import { STATE_COLOURS } from './dashboardState.ts';

/** A stacked bar of cars by state per fleet, its own chunk (the table beside it gives the numbers). */
const StateChart = ({ counts, label }: { counts: FleetStateCount[]; label: string }) => {
  const translate = useTranslate();
  const fleets = [...new Map(counts.map((c) => [c.fleetId, c.fleetName])).entries()];
  const series = CAR_STATUSES.filter((status) => counts.some((c) => c.status === status)).map((status) => ({
    id: status,
    label: translate(`cars.statuses.${status}`),
    stack: 'cars',
    color: STATE_COLOURS[status],
    data: fleets.map(
      ([fleetId]) => counts.find((c) => c.fleetId === fleetId && c.status === status)?.cars ?? 0,
    ),
  }));
  return (
    <div role="img" aria-label={label}>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: fleets.map(([, name]) => name) }]}
        series={series}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
      />
    </div>
  );
};
export default StateChart;
