import { Alert, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { formatDateTime, formatNumber } from '../../domain/formats.ts';

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
/** A datetime-local input's value in the browser's zone. */
const localInput = (at: number) =>
  new Date(at - new Date(at).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** Spec 7 /internal/vehicle/{vin}/data?from=&to=: the car's telemetry between two times, the last day first. */
export const CarTelemetry = ({ vin }: { vin: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [range, setRange] = useState(() => {
    const now = Date.now();
    return { from: localInput(now - 24 * HOUR_MS), to: localInput(now) };
  });
  const asked = { from: new Date(range.from).toISOString(), to: new Date(range.to).toISOString() };
  const { data, error, isPending } = useQuery({
    queryKey: ['carData', vin, asked.from, asked.to],
    queryFn: () => dataProvider.call<{ points: TelemetryPoint[] }>('carData', 'FETCH', { id: vin, ...asked }),
    retry: false,
  });
  const points = data?.points.slice(-SHOWN) ?? [];
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        {(['from', 'to'] as const).map((end) => (
          <TextField
            key={end}
            type="datetime-local"
            size="small"
            label={translate(`cars.telemetry.${end}`)}
            value={range[end]}
            onChange={(event) => event.target.value && setRange({ ...range, [end]: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Stack>
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
