import { Alert, Box, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Form, SaveButton, TextInput, Title, required, useDataProvider, useTranslate } from 'react-admin';
import { AppDateInput, AppTimeInput } from '../../custom/forms/PickerInputs.tsx';
import { zodValidator } from '../../custom/forms/zodValidator.ts';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { parkingTicketParams, type ParkingTicketAnswer } from '../../domain/trips/parkingTicket.ts';
import { ParkingTicketResult } from './ParkingTicketResult.tsx';
import { wallClockOf } from './wallClock.ts';

interface LookUp {
  vehicle: string;
  day: Date;
  time: Date;
}

/**
 * /parking-ticket (issue 21 point 5): a plate or VIN and the time on a city parking ticket find
 * the trip that had the car then, and its member, for every role with the parking-ticket area.
 */
export const ParkingTicketPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const lookUp = useMutation({
    mutationFn: ({ vehicle, day, time }: LookUp) =>
      dataProvider.call<ParkingTicketAnswer>('parkingTicket', 'FETCH', {
        id: vehicle.trim(),
        id2: wallClockOf(day, time),
      }),
  });
  const failure = lookUp.error as { status?: number; body?: { messageKey?: string } } | null;
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Title title="routes.parkingTicket" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('parkingTicket.help')}
      </Typography>
      <Form
        onSubmit={(values: Record<string, unknown>) => lookUp.mutate(values as unknown as LookUp)}
        mode="onTouched"
      >
        <Box
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: 'repeat(3, 1fr)' }, alignItems: 'start' }}
        >
          <TextInput
            source="vehicle"
            label="parkingTicket.vehicle"
            validate={[required(), zodValidator(parkingTicketParams.shape.id)]}
          />
          <AppDateInput source="day" label="parkingTicket.day" validate={required()} />
          <AppTimeInput source="time" label="parkingTicket.time" validate={required()} />
        </Box>
        <SaveButton label="parkingTicket.find" icon={<span />} alwaysEnable />
      </Form>
      <Box sx={{ mt: 3 }} aria-live="polite">
        {lookUp.data ? <ParkingTicketResult answer={lookUp.data} /> : null}
        {failure ? (
          <Alert severity={failure.status === 404 ? 'warning' : 'error'}>
            {translate(failure.status === 404 ? 'parkingTicket.errors.noCar' : 'parkingTicket.errors.failed')}
          </Alert>
        ) : null}
      </Box>
    </Box>
  );
};
