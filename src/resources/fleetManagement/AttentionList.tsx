import {
  Alert,
  Card,
  CardHeader,
  Checkbox,
  LinearProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type {
  AttentionCar,
  AttentionKind,
  AttentionThresholds,
  DashboardFilters,
} from '../../domain/fleet/dashboard.ts';
import type { SelectedCar } from '../../domain/fleet/carStateSelection.ts';
import { formatDateTime } from '../../domain/formats.ts';
import type { Paginated } from '../../domain/pagination.ts';
import { filterParams } from './dashboardState.ts';

const PAGE_SIZE = 10;

const THRESHOLD_OF: Record<AttentionKind, keyof AttentionThresholds> = {
  lowFuel: 'lowFuelPercent',
  lowBattery: 'lowBatteryVolts',
  longIdle: 'idleHours',
  silent: 'silentHours',
};

/**
 * One list of the fleet dashboard's cars that need attention, ten a page in the server's order,
 * each with a box to select it for a state change when the staff member may change states.
 */
export const AttentionList = ({
  kind,
  filters,
  thresholds,
  selected,
  onToggle,
}: {
  kind: AttentionKind;
  filters: DashboardFilters;
  thresholds: AttentionThresholds;
  selected?: ReadonlyMap<string, SelectedCar>;
  onToggle?: (car: SelectedCar) => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [page, setPage] = useState(1);
  const params = { kind, ...filterParams(filters), page, count: PAGE_SIZE };
  const { data, error, isPending } = useQuery({
    queryKey: ['fleetDashboardAttention', params],
    queryFn: () => dataProvider.call<Paginated<AttentionCar>>('fleetDashboardAttention', 'SEARCH', params),
    placeholderData: keepPreviousData,
  });
  const number = (value: number | null) => (value === null ? '' : value.toLocaleString(locale));
  const title = translate(`fleetDashboard.lists.${kind}`, {
    threshold: number(thresholds[THRESHOLD_OF[kind]]),
  });
  const field = (name: string) => translate(`fleetDashboard.fields.${name}`);
  const reading = (car: AttentionCar) => {
    if (kind === 'lowFuel') return `${number(car.fuelLevel)} %`;
    if (kind === 'lowBattery') return `${number(car.batteryVoltage)} V`;
    if (kind === 'silent') return formatDateTime(car.lastReportAt, locale);
    return car.lastTripEndAt
      ? formatDateTime(car.lastTripEndAt, locale)
      : translate('fleetDashboard.neverTripped');
  };
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 320 }}>
      <CardHeader title={title} titleTypographyProps={{ variant: 'subtitle1', component: 'h3' }} />
      {error ? <Alert severity="error">{translate('fleetDashboard.loadFailed')}</Alert> : null}
      {isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {data ? (
        <>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {onToggle ? <TableCell padding="checkbox" /> : null}
                <TableCell>{field('plate')}</TableCell>
                <TableCell>{field('fleet')}</TableCell>
                <TableCell>{field('status')}</TableCell>
                <TableCell>{field(kind)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={5}>{translate('fleetDashboard.noCars')}</TableCell>
                </TableRow>
              ) : null}
              {data.data.map((car) => (
                <TableRow key={car.vin} selected={selected?.has(car.vin)}>
                  {onToggle ? (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected?.has(car.vin) ?? false}
                        onChange={() => onToggle(car)}
                        inputProps={{
                          'aria-label': translate('fleetDashboard.select', { plate: car.plateNumber }),
                        }}
                      />
                    </TableCell>
                  ) : null}
                  <TableCell>
                    {/* The same area opens the car detail and changes states: without it, the plate alone. */}
                    {onToggle ? (
                      <Link component={RouterLink} to={`/cars/${car.vin}`}>
                        {car.plateNumber}
                      </Link>
                    ) : (
                      car.plateNumber
                    )}
                  </TableCell>
                  <TableCell>{car.fleetName}</TableCell>
                  <TableCell>{translate(`cars.statuses.${car.status}`)}</TableCell>
                  <TableCell>{reading(car)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={data.totalCount}
            page={page - 1}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_, next) => setPage(next + 1)}
            labelDisplayedRows={({ from, to, count }) =>
              translate('fleetDashboard.pageRange', { from, to, count })
            }
          />
        </>
      ) : null}
    </Card>
  );
};
