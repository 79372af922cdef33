import { BarChart } from '@mui/x-charts/BarChart';
import type { Drawing } from './drawing.ts';

/** Weeks as columns, or cars as rows (`horizontal`), one bar each. */
const BarDrawing = ({ categories, series, height, horizontal, axisFormatter }: Drawing) => {
  const band = { scaleType: 'band' as const, data: categories };
  // The value axis is as wide as its labels, as LineDrawing's.
  const values = { valueFormatter: axisFormatter, width: 'auto' as const };
  return horizontal ? (
    <BarChart
      height={height}
      layout="horizontal"
      yAxis={[{ ...band, width: 80 }]}
      xAxis={[values]}
      series={series}
    />
  ) : (
    <BarChart height={height} xAxis={[band]} yAxis={[values]} series={series} />
  );
};
export default BarDrawing;
