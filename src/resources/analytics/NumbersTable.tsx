import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { CHART_COLUMNS, type AnalyticsChart, type ChartRows } from '../../domain/analytics/charts.ts';
import { COLUMN_FORMATS, formatCell } from './chartFormats.ts';

/** A chart's numbers as a table, the same columns as its CSV: what a screen reader reads. */
export const NumbersTable = ({
  chart,
  title,
  rows,
}: {
  chart: AnalyticsChart;
  title: string;
  rows: ChartRows[AnalyticsChart][];
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const columns = CHART_COLUMNS[chart];
  return (
    <TableContainer sx={{ maxHeight: 320 }}>
      <Table size="small" stickyHeader aria-label={translate('analytics.numbersOf', { chart: title })}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} align={COLUMN_FORMATS[column] ? 'right' : 'left'}>
                {translate(`analytics.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              {columns.map((column) => (
                <TableCell key={column} align={COLUMN_FORMATS[column] ? 'right' : 'left'}>
                  {formatCell(column, (row as unknown as Record<string, unknown>)[column], locale)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
