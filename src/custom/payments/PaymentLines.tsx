import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { pathOf } from '../routes/routeTable.ts';
import { formatElapsed } from '../../domain/elapsedTime.ts';
import { formatCurrency, formatNumber, formatZonedDateTime } from '../../domain/formats.ts';
import type { PaymentLine } from '../../domain/payments/paymentSearch.ts';

/**
 * The column headings' message keys in spec 3's order: a trip's as the member's Trips tab
 * names them, its reservation's and the money's as payments do.
 */
const COLUMNS = [
  ...['trip', 'car'].map((c) => `memberActivity.columns.${c}`),
  'payments.columns.reserved',
  ...['start', 'end', 'distance', 'duration'].map((c) => `memberActivity.columns.${c}`),
  ...['charges', 'discounts', 'taxes'].map((c) => `payments.columns.${c}`),
  'memberActivity.columns.total',
];

/** A line as a payment shows it, with what it paid of it; a trip's bill has no payment to speak of. */
type Line = Omit<PaymentLine, 'settled'> & { settled?: number };

/**
 * Spec 3 Payment lines: the ledger lines the payment settles, each trip's times (when it was
 * reserved, if it was, when it started and ended) in its car's zone, named; a line that is not a trip's own charge
 * (a fee, an adjustment) says what it is, and what the payment paid of each line is last.
 */
export const PaymentLines = ({ lines }: { lines: readonly Line[] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!lines.length) return <Typography variant="body2">{translate('payments.noLines')}</Typography>;
  const paid = lines.every((line) => line.settled !== undefined);
  const columns = paid ? [...COLUMNS, 'payments.columns.settled'] : COLUMNS;
  return (
    <Table size="small" aria-label={translate('payments.lines')}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column}>{translate(column)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => {
          // Spec 3 Trip info: a trip's times in the vehicle's zone, named.
          const zone = line.vehicleTimeZone ?? undefined;
          return (
            <TableRow key={line.ledgerLineId ?? `trip-${line.tripId}`}>
              <TableCell>
                {line.kind === 'trip' ? null : `${translate(`billing.kinds.${line.kind}`)} `}
                {line.tripId === null ? null : (
                  <Link to={pathOf('tripDetail', { tripId: line.tripId })}>
                    {translate('memberActivity.trip', { id: line.tripId })}
                  </Link>
                )}
              </TableCell>
              <TableCell>{line.plateNumber}</TableCell>
              <TableCell>{formatZonedDateTime(line.reservedDateTime, locale, zone)}</TableCell>
              <TableCell>{formatZonedDateTime(line.startDateTime, locale, zone)}</TableCell>
              <TableCell>{formatZonedDateTime(line.endDateTime, locale, zone)}</TableCell>
              <TableCell align="right">
                {line.distanceKm === null
                  ? ''
                  : translate('memberActivity.distance', {
                      distance: formatNumber(line.distanceKm, locale, 1),
                    })}
              </TableCell>
              <TableCell>
                {line.durationSeconds === null ? '' : formatElapsed(line.durationSeconds * 1000, translate)}
              </TableCell>
              <TableCell align="right">{formatCurrency(line.charges, locale)}</TableCell>
              <TableCell align="right">{formatCurrency(line.discounts, locale)}</TableCell>
              <TableCell align="right">{formatCurrency(line.taxes, locale)}</TableCell>
              <TableCell align="right">{formatCurrency(line.total, locale)}</TableCell>
              {paid && <TableCell align="right">{formatCurrency(line.settled ?? null, locale)}</TableCell>}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};
