import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Card, CardContent, LinearProgress, MenuItem, Stack, TextField } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { lazy, Suspense, useState } from 'react';
import { Title, useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PickersProvider } from '../../custom/forms/PickersProvider.tsx';
import { DATE_FORMAT } from '../../custom/forms/pickerLocale.ts';
import { dayOfPicked, isIsoDay } from '../../domain/customers/alertExpiry.ts';
import type { HomeZoneRow } from '../../domain/homeZones/homeZone.ts';
import { regionBox } from '../../domain/homeZones/regionBoxes.ts';
import { REGIONS } from '../../domain/regions.ts';
import { ZoneTable } from './ZoneTable.tsx';
import { endOfLocalDay } from './endOfLocalDay.ts';

const ZoneMap = lazy(() => import('./ZoneMap.tsx'));
const ZoneImportDialog = lazy(() => import('./ZoneImportDialog.tsx'));

/**
 * Spec 2 /home-zone: a fleet's zones on the map and in a list, inactive
 * ones included, their activation and changes, the import of a new one, and the zones as they
 * were on a past day. A fleet is a region.
 */
export const HomeZonePage = () => {
  const translate = useTranslate();
  // The fleet and the day looked back to are in the URL, so a view can be shared or reloaded.
  const [searchParams, setSearchParams] = useSearchParams();
  const fleetId =
    REGIONS.find((region) => String(region.id) === searchParams.get('fleetId'))?.id ?? REGIONS[0].id;
  const asOfParam = searchParams.get('asOf') ?? '';
  const asOfDay = isIsoDay(asOfParam) ? asOfParam : '';
  const show = (next: { fleetId?: number; asOf?: string }) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next.fleetId !== undefined) params.set('fleetId', String(next.fleetId));
      if (next.asOf !== undefined) {
        if (next.asOf) params.set('asOf', next.asOf);
        else params.delete('asOf');
      }
      return params;
    });
  const [importing, setImporting] = useState(false);
  const fleet = REGIONS.find((region) => region.id === fleetId)!;
  const asOf = asOfDay ? endOfLocalDay(asOfDay) : undefined;
  // Spec 7: the zones are fetched with includeInactive, and again after each change.
  const { data, error, isPending, refetch } = useGetList<HomeZoneRow>('homeZoneMap', {
    pagination: { page: 1, perPage: 100 },
    filter: { fleetId, includeInactive: 'true', ...(asOf ? { asOf } : {}) },
  });
  const zones = data ?? [];
  const refresh = () => void refetch();
  return (
    <>
      <Title title={translate('routes.homeZone')} />
      <Card variant="outlined" sx={{ mt: 1 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
            <TextField
              select
              size="small"
              label={translate('homeZones.fleet')}
              value={fleetId}
              onChange={(event) => show({ fleetId: Number(event.target.value) })}
              sx={{ minWidth: 180 }}
            >
              {REGIONS.map((region) => (
                <MenuItem key={region.id} value={region.id}>
                  {region.name}
                </MenuItem>
              ))}
            </TextField>
            <PickersProvider>
              <DatePicker
                label={translate('homeZones.asOf')}
                format={DATE_FORMAT}
                disableFuture
                value={asOfDay ? new Date(`${asOfDay}T00:00`) : null}
                onChange={(picked: Date | null) =>
                  // A day half typed (2 → 20 → 202…) waits until it is a whole date.
                  (picked === null || !Number.isNaN(picked.getTime())) &&
                  show({ asOf: picked ? dayOfPicked(picked) : '' })
                }
                slotProps={{
                  textField: { size: 'small', helperText: translate('homeZones.asOfHelp') },
                  field: { clearable: true },
                }}
              />
            </PickersProvider>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setImporting(true)}
              sx={{ ml: { sm: 'auto' }, whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {translate('homeZones.import')}
            </Button>
          </Stack>
          {asOfDay ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              {translate('homeZones.lookingBack', { date: asOfDay })}
            </Alert>
          ) : null}
        </CardContent>
        {error ? <Alert severity="error">{translate('homeZones.loadFailed')}</Alert> : null}
        {isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
        <Suspense fallback={<LinearProgress />}>
          <ZoneMap
            box={regionBox(fleetId)!}
            label={translate('homeZones.map', { fleet: fleet.name })}
            zones={zones.map((zone) => ({
              key: `${zone.id}-${zone.version}-${String(asOf)}`,
              geometry: zone.geometry,
              active: zone.active,
            }))}
          />
        </Suspense>
        {data ? (
          <ZoneTable zones={zones} fleetName={fleet.name} past={Boolean(asOf)} onChanged={refresh} />
        ) : null}
      </Card>
      {importing ? (
        <Suspense fallback={null}>
          <ZoneImportDialog
            fleet={fleet}
            box={regionBox(fleetId)!}
            others={zones}
            onClose={() => setImporting(false)}
            onSaved={() => {
              setImporting(false);
              refresh();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
};
