import { LineChart } from '@mui/x-charts/LineChart';
import type { Drawing } from './drawing.ts';

/** Per-day charts: a line per series, straight between days (no curve inventing values). */
const LineDrawing = ({ categories, series, height, axisFormatter }: Drawing) => (
  <LineChart
    height={height}
    xAxis={[{ scaleType: 'point', data: categories }]}
    yAxis={[{ valueFormatter: axisFormatter }]}
    series={series.map((one) => ({ ...one, showMark: false, curve: 'linear' as const }))}
  />
);
export default LineDrawing;
