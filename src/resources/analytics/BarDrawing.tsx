import { BarChart } from '@mui/x-charts/BarChart';
import type { Drawing } from './drawing.ts';

/** Weeks as columns, or cars as rows (`horizontal`), one bar each. */
const BarDrawing = ({ categories, series, height, horizontal, axisFormatter }: Drawing) => {
  const band = { scaleType: 'band' as const, data: categories };
  const values = { valueFormatter: axisFormatter };
  return horizontal ? (
    <BarChart
      height={height}
      layout="horizontal"
      yAxis={[{ ...band, width: 80 }]}
      xAxis={[values]}
      series={series}
    />
  ) : (
    // The value axis is as wide as its labels, as LineDrawing's.
    <BarChart height={height} xAxis={[band]} yAxis={[{ ...values, width: 'auto' }]} series={series} />
  );
};
export default BarDrawing;
