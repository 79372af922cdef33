import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from '../../../../domain/formats.ts';
import type { AvailableVehicle } from '../../../../domain/reservations/reservations.ts';
import { PagedTable, type Column } from '../../../../custom/lists/PagedTable.tsx';
import { usePagedList } from '../../../../custom/lists/usePagedList.ts';
import { useDebounced } from '../../../../custom/forms/useDebounced.ts';
import { AUTOCOMPLETE_DELAY_MS } from '../../../../custom/forms/AppAutocompleteInput.tsx';
import { BookingPlacePicker, pointOf, type PlaceChoice } from './BookingPlacePicker.tsx';

type AvailableCar = AvailableVehicle & { id: string };

const PER_PAGE = 10;

/**
 * Cars the member can book now (spec 7 /internal/reservation/vehicle/available), in the
 * member's region when it is known, each with Book; not while the member holds one. Spec 3
 * Reservation, booking by place: nearest first from the place picked, and found by plate or model.
 */
export const AvailableCars = ({
  customerId,
  fleetId,
  canBook,
  onBook,
}: {
  customerId: string;
  fleetId: number | null;
  canBook: boolean;
  onBook: (vin: string) => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim(), AUTOCOMPLETE_DELAY_MS);
  const [choice, setChoice] = useState<PlaceChoice>();
  const point = pointOf(choice);
  const list = usePagedList<AvailableCar>(
    'availableVehicles',
    { ...(fleetId ? { fleetId } : {}), ...(q ? { q } : {}), ...point },
    PER_PAGE,
    // The first page waits for the place the picker starts from (the last trip end, if any).
    { enabled: choice !== undefined },
  );
  const columns: Column<AvailableCar>[] = [
    ...(point.lat !== undefined
      ? [
          {
            label: 'reservations.fields.distance',
            render: (car: AvailableCar) =>
              car.distanceKm === null
                ? ''
                : translate('reservations.place.distance', { km: formatNumber(car.distanceKm, locale, 1) }),
          },
        ]
      : []),
    { label: 'reservations.fields.plateNumber', render: (car) => car.plateNumber },
    { label: 'reservations.fields.car', render: (car) => `${car.make} ${car.model} ${car.modelYear}` },
    { label: 'reservations.fields.fleet', render: (car) => car.fleetName },
    {
      label: 'reservations.fields.fuelLevel',
      render: (car) => (car.fuelLevel === null ? '' : `${car.fuelLevel} %`),
    },
    {
      label: 'reservations.fields.action',
      render: (car) => (
        <Button
          size="small"
          variant="outlined"
          disabled={!canBook}
          aria-label={translate('reservations.bookCar', { plate: car.plateNumber })}
          onClick={() => onBook(car.vin)}
        >
          {translate('reservations.book')}
        </Button>
      ),
    },
  ];
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-start">
        <TextField
          size="small"
          type="search"
          label={translate('reservations.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 40 } }}
          helperText=" "
          sx={{ width: 240 }}
        />
        <BookingPlacePicker customerId={customerId} choice={choice} onChange={setChoice} />
      </Stack>
      <PagedTable
        list={list}
        columns={columns}
        caption={translate('reservations.available.title')}
        emptyKey="reservations.available.empty"
        errorKey="reservations.available.error"
      />
    </Stack>
  );
};
