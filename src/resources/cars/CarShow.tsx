import { Box, Card, CardContent, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Title, useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { CarDetailRead } from '../../domain/cars/carSearch.ts';
import { formatNumber } from '../../domain/formats.ts';
import { CarDiagnosticsDialog } from '../../custom/carCommands/CarDiagnosticsDialog.tsx';
import { RecordPageLoad } from '../../custom/layout/RecordPageLoad.tsx';
import { useRecordDetail } from '../../custom/layout/useRecordDetail.ts';
import { useLiveEvent } from '../../custom/liveEvents/useLiveEvent.ts';
import { CarBoxState } from './CarBoxState.tsx';
import { BoxCommandOffer, type BoxOffer } from './BoxCommandOffer.tsx';
import { CarCommands, useCarCommands } from './CarCommands.tsx';
import { CarFacts } from './CarFacts.tsx';
import { FieldCheckBanner } from './FieldCheckBanner.tsx';
import { RentabilityNotice } from './RentabilityNotice.tsx';
import { CarSections } from './CarSections.tsx';
import { CarStateButtons } from './CarStateButtons.tsx';
import { ChangePlateDialog } from './ChangePlateDialog.tsx';

// Leaflet is the heaviest part of the screen: its own chunk, fetched while the facts show.
const CarMap = lazy(() => import('./CarMap.tsx'));

/**
 * /cars/{vin} (spec 2 and 3, Car detail), titled by its plate: the car's facts, its position on a
 * map and its box's state, the state changes, the Change car plate modal and its diagnostics
 * (spec 1: staff who see a car run them), spec 4's car commands with their timeline, then its
 * history, telemetry, trips, tickets and reservations.
 */
export const CarShow = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { vin = '' } = useParams();
  const { data: car, error, refetch } = useRecordDetail<CarDetailRead>('cars', vin);
  // Spec 3 Car detail: the box's state as it reports (docs/architecture.md, Live events).
  useLiveEvent(
    'cars',
    ({ vins }) => vins === null || vins.includes(vin),
    () => void refetch(),
  );
  const [changingPlate, setChangingPlate] = useState(false);
  const [diagnosing, setDiagnosing] = useState(false);
  const commands = useCarCommands(vin);
  // The box command that goes with the last state change or diagnostics run, offered.
  const [offer, setOffer] = useState<BoxOffer>();
  const sendOffer = async (sent: BoxOffer) => {
    setOffer(undefined);
    if (sent === 'engageImmobilizer') return commands.send(sent);
    await commands.send('lock');
    await commands.send('engageImmobilizer');
  };
  const queryClient = useQueryClient();
  // The plate names the car to staff; until it is read, the screen's own name.
  const title = <Title title={car?.plateNumber ?? translate('routes.cars')} />;
  if (error || !car)
    return (
      <RecordPageLoad
        title={title}
        error={error}
        notFound="cars.detail.notFound"
        failed="cars.detail.error"
      />
    );
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      {title}
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
        <Button label="cars.plate.action" variant="outlined" onClick={() => setChangingPlate(true)} />
        <Button label="infleet.diagnostics.open" variant="outlined" onClick={() => setDiagnosing(true)} />
        <CarStateButtons
          car={car}
          onChanged={(boxCommand) => {
            setOffer(boxCommand ?? undefined);
            void refetch();
          }}
        />
      </Stack>
      {offer ? (
        <BoxCommandOffer
          command={offer}
          onSend={() => void sendOffer(offer)}
          onDismiss={() => setOffer(undefined)}
        />
      ) : null}
      <RentabilityNotice car={car} />
      <FieldCheckBanner car={car} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <CarFacts car={car} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle2" component="h2">
                {translate('cars.detail.position')}
              </Typography>
              {car.gps ? (
                // The coordinates in words: the map is a picture a screen reader cannot read.
                <Box component="figure" sx={{ m: 0, mt: 1 }}>
                  <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
                    <CarMap latitude={car.gps.latitude} longitude={car.gps.longitude} />
                  </Suspense>
                  <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {translate('cars.detail.coordinates', {
                      latitude: formatNumber(car.gps.latitude, locale, 5),
                      longitude: formatNumber(car.gps.longitude, locale, 5),
                    })}
                  </Typography>
                </Box>
              ) : (
                <Typography color="text.secondary">{translate('cars.detail.noPosition')}</Typography>
              )}
            </CardContent>
          </Card>
          <Card variant="outlined" sx={{ mt: 2 }}>
            <CardContent>
              <CarBoxState vin={car.vin} />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      {/* A written-off car answers no command: spec 4 leaves it nothing to do. */}
      {car.status === 'TOTAL_LOSS' ? null : (
        <Card variant="outlined">
          <CardContent>
            <CarCommands commands={commands} />
          </CardContent>
        </Card>
      )}
      <Card variant="outlined">
        <CardContent>
          <CarSections vin={car.vin} />
        </CardContent>
      </Card>
      {changingPlate ? (
        <ChangePlateDialog car={car} onClose={() => setChangingPlate(false)} onSaved={refetch} />
      ) : null}
      {diagnosing ? (
        <CarDiagnosticsDialog
          car={car}
          onClose={() => setDiagnosing(false)}
          // The tests lock, unlock and immobilise the car: its box state shows where they left it.
          onRan={() => {
            void queryClient.invalidateQueries({ queryKey: ['carState', car.vin] });
            setOffer('secure');
          }}
        />
      ) : null}
    </Stack>
  );
};
