import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useEntityAccess } from '../../custom/routes/useEntityAccess.ts';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { CAR_STATUSES, type CarStatus } from '../../domain/cars/carStatus.ts';
import type { SelectedCar } from '../../domain/fleet/carStateSelection.ts';
import {
  ATTENTION_KINDS,
  dashboardFilters,
  type FleetDashboard,
  type DashboardCarPoint,
} from '../../domain/fleet/dashboard.ts';
import { AttentionList } from './AttentionList.tsx';
import { CarStateSelectionDialog } from './CarStateSelectionDialog.tsx';
import { filterParams, MAP_REFRESH_MS, STATE_COLOURS } from './dashboardState.ts';
import { useFleetChoices } from '../../custom/fleet/useFleetChoices.ts';

const StateChart = lazy(() => import('./StateChart.tsx'));
const DashboardMap = lazy(() => import('./DashboardMap.tsx'));

/** The filters as the URL carries them (`fleet`, `state`); a value the schema refuses is no filter. */
const useDashboardFilters = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = dashboardFilters.safeParse({
    fleetId: searchParams.get('fleet') ?? undefined,
    status: searchParams.get('state') || undefined,
  });
  const filters = parsed.success ? parsed.data : {};
  const set = (name: 'fleet' | 'state', value: string) =>
    setSearchParams((params) => {
      if (value) params.set(name, value);
      else params.delete(name);
      return params;
    });
  return { filters, set };
};

/**
 * The fleet dashboard (README, The fleet dashboard): cars by state per fleet (a chart and its numbers), the
 * cars on a map refreshed every 15 s, the cars low on fuel, on battery or idle, and, for staff
 * who may change a car's state (the car detail's area), the selection of cars to change in bulk.
 */
export const FleetDashboardTab = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { allows } = useEntityAccess();
  const mayChange = allows('carDetails');
  const { filters, set } = useDashboardFilters();
  const params = filterParams(filters);
  const fleets = useFleetChoices();
  const [selected, setSelected] = useState<ReadonlyMap<string, SelectedCar>>(new Map());
  const [choosing, setChoosing] = useState(false);
  const dashboard = useQuery({
    queryKey: ['fleetDashboard', params],
    queryFn: () => dataProvider.call<FleetDashboard>('fleetDashboard', 'SEARCH', params),
  });
  const points = useQuery({
    queryKey: ['fleetDashboardCars', params],
    queryFn: () =>
      dataProvider.call<{ data: DashboardCarPoint[]; capped: boolean }>(
        'fleetDashboardCars',
        'SEARCH',
        params,
      ),
    // react-query stops this while the browser tab is hidden (refetchIntervalInBackground is off).
    refetchInterval: MAP_REFRESH_MS,
  });
  const counts = dashboard.data?.counts ?? [];
  const byFleet = [...new Map(counts.map((c) => [c.fleetId, c.fleetName])).entries()];
  const shown = CAR_STATUSES.filter((status) => counts.some((c) => c.status === status));
  const countOf = (fleetId: number, status: CarStatus) =>
    counts.find((c) => c.fleetId === fleetId && c.status === status)?.cars ?? 0;
  const toggle = (car: SelectedCar) =>
    setSelected((before) => {
      const after = new Map(before);
      if (after.has(car.vin)) after.delete(car.vin);
      else after.set(car.vin, { vin: car.vin, plateNumber: car.plateNumber, status: car.status });
      return after;
    });
  const changed = () => {
    for (const key of ['fleetDashboard', 'fleetDashboardCars', 'fleetDashboardAttention'])
      void queryClient.invalidateQueries({ queryKey: [key] });
  };
  const chartLabel = translate('fleetDashboard.chart');
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Title title="routes.fleetManagement" />
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        <TextField
          select
          size="small"
          label={translate('fleetDashboard.fields.fleet')}
          value={filters.fleetId === undefined ? '' : String(filters.fleetId)}
          onChange={(event) => set('fleet', event.target.value)}
          fullWidth={false}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{translate('fleetDashboard.allFleets')}</MenuItem>
          {fleets.map((fleet) => (
            <MenuItem key={fleet.id} value={fleet.id}>
              {fleet.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate('fleetDashboard.fields.status')}
          value={filters.status ?? ''}
          onChange={(event) => set('state', event.target.value)}
          fullWidth={false}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{translate('fleetDashboard.allStates')}</MenuItem>
          {CAR_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {translate(`cars.statuses.${status}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {dashboard.error || points.error ? (
        <Alert severity="error">{translate('fleetDashboard.loadFailed')}</Alert>
      ) : null}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
        <Card variant="outlined" sx={{ flex: 1 }}>
          <CardHeader
            title={translate('fleetDashboard.byState')}
            titleTypographyProps={{ variant: 'h6', component: 'h2' }}
          />
          <CardContent>
            {dashboard.isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
            {counts.length ? (
              <>
                <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
                  <StateChart counts={counts} label={chartLabel} />
                </Suspense>
                <Table size="small" aria-label={translate('fleetDashboard.byState')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('fleetDashboard.fields.fleet')}</TableCell>
                      {shown.map((status) => (
                        <TableCell key={status} align="right">
                          {translate(`cars.statuses.${status}`)}
                        </TableCell>
                      ))}
                      <TableCell align="right">{translate('fleetDashboard.total')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {byFleet.map(([fleetId, fleetName]) => (
                      <TableRow key={fleetId}>
                        <TableCell component="th" scope="row">
                          {fleetName}
                        </TableCell>
                        {shown.map((status) => (
                          <TableCell key={status} align="right">
                            {countOf(fleetId, status)}
                          </TableCell>
                        ))}
                        <TableCell align="right">
                          {shown.reduce((sum, status) => sum + countOf(fleetId, status), 0)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </>
            ) : dashboard.data ? (
              <Typography>{translate('fleetDashboard.noCars')}</Typography>
            ) : null}
          </CardContent>
        </Card>
        <Card variant="outlined" sx={{ flex: 1 }}>
          <CardHeader
            title={translate('fleetDashboard.map')}
            subheader={translate('fleetDashboard.mapRefresh')}
            titleTypographyProps={{ variant: 'h6', component: 'h2' }}
          />
          <CardContent>
            {points.data?.capped ? (
              <Alert severity="info">{translate('fleetDashboard.mapCapped')}</Alert>
            ) : null}
            <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
              <DashboardMap
                cars={points.data?.data ?? []}
                label={translate('fleetDashboard.map')}
                frameKey={JSON.stringify(params)}
                stateLabel={(car) => `${car.plateNumber}: ${translate(`cars.statuses.${car.status}`)}`}
              />
            </Suspense>
            <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap sx={{ mt: 1 }} aria-hidden>
              {shown.map((status) => (
                <Stack key={status} direction="row" spacing={0.5} alignItems="center">
                  <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: STATE_COLOURS[status] }} />
                  <Typography variant="body2">{translate(`cars.statuses.${status}`)}</Typography>
                </Stack>
              ))}
            </Stack>
          </CardContent>
        </Card>
      </Stack>
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('fleetDashboard.attention')}
        </Typography>
        {mayChange ? (
          <>
            <Typography variant="body2" role="status">
              {translate('fleetDashboard.selected', { smart_count: selected.size })}
            </Typography>
            <Button variant="contained" disabled={!selected.size} onClick={() => setChoosing(true)}>
              {translate('fleetDashboard.changeState')}
            </Button>
          </>
        ) : null}
      </Stack>
      {dashboard.data ? (
        <Stack direction={{ xs: 'column', xl: 'row' }} spacing={2}>
          {ATTENTION_KINDS.map((kind) => (
            <AttentionList
              key={`${kind}-${JSON.stringify(params)}`}
              kind={kind}
              filters={filters}
              thresholds={dashboard.data.thresholds}
              selected={mayChange ? selected : undefined}
              onToggle={mayChange ? toggle : undefined}
            />
          ))}
        </Stack>
      ) : null}
      {choosing ? (
        <CarStateSelectionDialog
          cars={[...selected.values()]}
          onClose={() => {
            setChoosing(false);
            setSelected(new Map());
          }}
          onChanged={changed}
        />
      ) : null}
    </Stack>
  );
};
