import { Alert, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { formatDateTime, formatNumber } from '../../domain/formats.ts';
import { PickersProvider } from '../../custom/forms/PickersProvider.tsx';
import { DATE_FORMAT } from '../../custom/forms/pickerLocale.ts';

/** What the car detail reads of a point of /internal/vehicle/{vin}/data. */
interface TelemetryPoint {
  recordedAt: string;
  speedKmh: number;
  fuelLevel: number;
  batteryVoltage: number;
  odometer: number;
  ignition: boolean;
}

/** The points a page shows at most, latest last: the range narrows what is asked. */
const SHOWN = 50;
const HOUR_MS = 3_600_000;
/**
 * The range's ends through the house's pickers: the app's language and Canada's numeric date
 * (a native datetime-local input wrote the browser's own, 11/26/2026 in a French screen).
 */
const RANGE_FORMAT = `${DATE_FORMAT} hh:mm a`;

/** Spec 7 /internal/vehicle/{vin}/data?from=&to=: the car's telemetry between two times, the last day first. */
export const CarTelemetry = ({ vin }: { vin: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [range, setRange] = useState(() => {
    const now = Date.now();
    return { from: new Date(now - 24 * HOUR_MS), to: new Date(now) };
  });
  const asked = { from: range.from.toISOString(), to: range.to.toISOString() };
  const { data, error, isPending } = useQuery({
    queryKey: ['carData', vin, asked.from, asked.to],
    queryFn: () => dataProvider.call<{ points: TelemetryPoint[] }>('carData', 'FETCH', { id: vin, ...asked }),
    retry: false,
  });
  const points = data?.points.slice(-SHOWN) ?? [];
  return (
    <Stack spacing={1}>
      <PickersProvider>
        <Stack direction="row" spacing={1}>
          {(['from', 'to'] as const).map((end) => (
            <DateTimePicker
              key={end}
              label={translate(`cars.telemetry.${end}`)}
              format={RANGE_FORMAT}
              ampm
              value={range[end]}
              // A time half typed is not asked for: the last whole one stands.
              onChange={(value) =>
                value && !Number.isNaN(value.getTime()) && setRange({ ...range, [end]: value })
              }
              slotProps={{ textField: { size: 'small' } }}
            />
          ))}
        </Stack>
      </PickersProvider>
      {error ? <Alert severity="error">{translate('cars.telemetry.error')}</Alert> : null}
      {!error && !isPending && points.length === 0 ? (
        <Alert severity="info">{translate('cars.telemetry.empty')}</Alert>
      ) : null}
      {points.length > 0 ? (
        <Table size="small" aria-label={translate('cars.sections.telemetry')}>
          <TableHead>
            <TableRow>
              {['recordedAt', 'speedKmh', 'fuelLevel', 'batteryVoltage', 'odometer', 'ignition'].map(
                (column) => (
                  <TableCell key={column}>{translate(`cars.telemetry.${column}`)}</TableCell>
                ),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {points.map((point) => (
              <TableRow key={point.recordedAt}>
                <TableCell>{formatDateTime(point.recordedAt, locale)}</TableCell>
                <TableCell>{point.speedKmh}</TableCell>
                <TableCell>{point.fuelLevel} %</TableCell>
                <TableCell>{formatNumber(point.batteryVoltage, locale, 1)}</TableCell>
                <TableCell>{formatNumber(point.odometer, locale)}</TableCell>
                <TableCell>
                  {translate(point.ignition ? 'cars.telemetry.on' : 'cars.telemetry.off')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Stack>
  );
};
