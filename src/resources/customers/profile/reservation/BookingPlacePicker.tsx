import { Autocomplete, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider/index.ts';
import type { BookingPlace, GeocodedPlace } from '../../../../domain/reservations/bookingPlace.ts';
import { AddressSearch } from './AddressSearch.tsx';

/** What the booking orders cars from: nothing (plate order), a listed place, or an address. */
export type PlaceChoice =
  | { kind: 'none' }
  | { kind: 'listed'; place: BookingPlace }
  | { kind: 'address'; place: GeocodedPlace | null };
type Option = { kind: 'none' } | { kind: 'address' } | BookingPlace;

/** The point a choice orders from, if any. */
export const pointOf = (choice: PlaceChoice | undefined): { lat?: number; lon?: number } => {
  const place = choice?.kind === 'listed' || choice?.kind === 'address' ? choice.place : null;
  return place ? { lat: place.lat, lon: place.lon } : {};
};

const NONE: Option = { kind: 'none' };
const ADDRESS: Option = { kind: 'address' };
const optionId = (option: Option) => ('id' in option ? option.id : option.kind);

/**
 * Spec 3 Reservation, booking by place: the member's last trip end (chosen at first when the
 * member has a trip), a home zone or a parking lot of the member's region, or an address.
 */
export const BookingPlacePicker = ({
  customerId,
  choice,
  onChange,
}: {
  customerId: string;
  choice: PlaceChoice | undefined;
  onChange: (choice: PlaceChoice) => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const places = useQuery({
    queryKey: ['bookingPlaces', customerId],
    queryFn: async () =>
      (await dataProvider.call<{ data: BookingPlace[] }>('bookingPlaces', 'SEARCH', { customerId })).data,
    retry: false,
  });
  const lastTrip = places.data?.find((place) => place.kind === 'lastTrip');
  useEffect(() => {
    // Without the list (it failed), the cars come in plate order.
    if (choice === undefined && !places.isPending)
      onChange(lastTrip ? { kind: 'listed', place: lastTrip } : { kind: 'none' });
  }, [choice, places.isPending, lastTrip, onChange]);

  const options: Option[] = [NONE, ...(places.data ?? []), ADDRESS];
  // Controlled from the first render (MUI keeps an uncontrolled box as it was); "none" while loading.
  const selected: Option =
    choice?.kind === 'listed' ? choice.place : choice?.kind === 'address' ? ADDRESS : NONE;
  const groupOf = (option: Option) =>
    'id' in option && option.kind !== 'lastTrip' ? translate(`reservations.place.${option.kind}`) : '';
  const labelOf = (option: Option) =>
    'id' in option
      ? option.kind === 'lastTrip'
        ? translate('reservations.place.lastTrip')
        : option.label
      : translate(option.kind === 'none' ? 'reservations.place.none' : 'reservations.place.address');

  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-start">
      <Autocomplete<Option, false, true>
        value={selected}
        disableClearable
        onChange={(_, option) =>
          onChange(
            'id' in option
              ? { kind: 'listed', place: option }
              : option.kind === 'address'
                ? { kind: 'address', place: null }
                : { kind: 'none' },
          )
        }
        options={options}
        groupBy={groupOf}
        getOptionLabel={labelOf}
        getOptionKey={optionId}
        isOptionEqualToValue={(a, b) => optionId(a) === optionId(b)}
        loading={places.isPending}
        loadingText={translate('forms.autocomplete.loading')}
        sx={{ minWidth: 320 }}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label={translate('reservations.place.label')}
            error={places.isError}
            helperText={places.isError ? translate('reservations.place.placesError') : ' '}
          />
        )}
      />
      {choice?.kind === 'address' && (
        <AddressSearch value={choice.place} onChange={(place) => onChange({ kind: 'address', place })} />
      )}
    </Stack>
  );
};
