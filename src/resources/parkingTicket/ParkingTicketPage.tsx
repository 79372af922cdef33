import { Alert, Box, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Form, SaveButton, TextInput, Title, required, useDataProvider, useTranslate } from 'react-admin';
import { FORM_BEHAVIOUR } from '../../custom/forms/formBehaviour.ts';
import { AppDateInput, AppTimeInput } from '../../custom/forms/PickerInputs.tsx';
import { zodValidator } from '../../custom/forms/zodValidator.ts';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import {
  parkingTicketParams,
  ticketDayRefusal,
  type ParkingTicketAnswer,
} from '../../domain/trips/parkingTicket.ts';
import { ParkingTicketResult } from './ParkingTicketResult.tsx';
import { wallClockOf } from './wallClock.ts';

interface LookUp {
  vehicle: string;
  day: Date;
  time: Date;
}

type Failure = { status?: number; body?: { fields?: { date?: string } } };

/** Spec 7 parking ticket: a day still to come is refused before asking (the server reads the time itself). */
const notAfterToday = (day: Date | null) => ticketDayRefusal(day, new Date());

/**
 * /parking-ticket (spec 7): a plate or VIN and the time on a city parking ticket find the trip
 * that had the car then, and its member, for every role with the parking-ticket area. The
 * server's refusal of the time (a time still to come in the car's city) shows at the day.
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
  const submit = async (values: Record<string, unknown>) => {
    try {
      await lookUp.mutateAsync(values as unknown as LookUp);
    } catch (error) {
      const date = (error as Failure).body?.fields?.date;
      if (date) return { day: date };
    }
    return undefined;
  };
  const failure = lookUp.error as Failure | null;
  const fieldRefused = Boolean(failure?.body?.fields?.date);
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Title title="routes.parkingTicket" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('parkingTicket.help')}
      </Typography>
      <Form onSubmit={submit} {...FORM_BEHAVIOUR}>
        <Box
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: 'repeat(3, 1fr)' }, alignItems: 'start' }}
        >
          <TextInput
            source="vehicle"
            label="parkingTicket.vehicle"
            validate={[required(), zodValidator(parkingTicketParams.shape.id)]}
          />
          <AppDateInput source="day" label="parkingTicket.day" validate={[required(), notAfterToday]} />
          <AppTimeInput source="time" label="parkingTicket.time" validate={required()} />
        </Box>
        <SaveButton label="parkingTicket.find" icon={<span />} alwaysEnable />
      </Form>
      <Box sx={{ mt: 3 }} aria-live="polite">
        {lookUp.data ? <ParkingTicketResult answer={lookUp.data} /> : null}
        {failure && !fieldRefused ? (
          <Alert severity={failure.status === 404 ? 'warning' : 'error'}>
            {translate(failure.status === 404 ? 'parkingTicket.errors.noCar' : 'parkingTicket.errors.failed')}
          </Alert>
        ) : null}
      </Box>
    </Box>
  );
};
