import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { LedgerLineRow } from '../../domain/billing/ledger.ts';
import { describeLine } from '../../domain/billing/lineDescription.ts';
import { formatCurrency, formatZonedDateTime } from '../../domain/formats.ts';

const COLUMNS = ['date', 'kind', 'description', 'total'] as const;

interface LinesTableProps {
  lines: readonly LedgerLineRow[];
  /** i18n key naming the table, and what it says when it has no lines. */
  label: string;
  emptyText: string;
  timeZone: string | undefined;
}

/** Lines tied to the one a detail shows (a fee's reversals, what was posted on a trip since), oldest first. */
export const LinesTable = ({ lines, label, emptyText, timeZone }: LinesTableProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!lines.length) return <Typography variant="body2">{translate(emptyText)}</Typography>;
  return (
    <Table size="small" aria-label={translate(label)}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column} align={column === 'total' ? 'right' : 'left'}>
              {translate(`billing.lines.columns.${column}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell>{formatZonedDateTime(line.postedAt, locale, timeZone)}</TableCell>
            <TableCell>{translate(`billing.kinds.${line.kind}`)}</TableCell>
            <TableCell>{describeLine(line, translate)}</TableCell>
            <TableCell align="right">{formatCurrency(line.total, locale)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
