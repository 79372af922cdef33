import { LineChart } from '@mui/x-charts/LineChart';
import type { Drawing } from './drawing.ts';

/**
 * Per-day charts: a line per series, straight between days (no curve inventing values). The
 * value axis is as wide as its labels (spec 1 Analytics: money in either language fits).
 */
const LineDrawing = ({ categories, series, height, axisFormatter }: Drawing) => (
  <LineChart
    height={height}
    xAxis={[{ scaleType: 'point', data: categories }]}
    yAxis={[{ valueFormatter: axisFormatter, width: 'auto' }]}
    series={series.map((one) => ({ ...one, showMark: false, curve: 'linear' as const }))}
  />
);
export default LineDrawing;
