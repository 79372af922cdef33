import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider/index.ts';
import { useDebounced } from '../../../../custom/forms/useDebounced.ts';
import { AUTOCOMPLETE_DELAY_MS } from '../../../../custom/forms/AppAutocompleteInput.tsx';
import { GEOCODE_MIN_LENGTH, type GeocodedPlace } from '../../../../domain/reservations/bookingPlace.ts';

/**
 * Spec 7, maps geocoding: an address typed, the places the server's geocoder names for it,
 * one picked. A geocoder that does not answer says so in the field (its translated message).
 */
export const AddressSearch = ({
  value,
  onChange,
}: {
  value: GeocodedPlace | null;
  onChange: (place: GeocodedPlace | null) => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim(), AUTOCOMPLETE_DELAY_MS);
  const enough = q.length >= GEOCODE_MIN_LENGTH;
  const {
    data = [],
    isFetching,
    error,
  } = useQuery({
    queryKey: ['geocode', q],
    queryFn: () => dataProvider.call<GeocodedPlace[]>('geocode', 'SEARCH', { q }),
    enabled: enough,
    retry: false,
  });
  return (
    <Autocomplete<GeocodedPlace>
      value={value}
      onChange={(_, place) => onChange(place)}
      onInputChange={(_, text, reason) => setTyped(reason === 'input' ? text : '')}
      options={enough && !error ? data : []}
      // The geocoder matched the words already.
      filterOptions={(options) => options}
      getOptionLabel={(place) => place.label}
      getOptionKey={(place) => `${place.label} ${place.lat} ${place.lon}`}
      isOptionEqualToValue={(a, b) => a.label === b.label && a.lat === b.lat && a.lon === b.lon}
      loading={isFetching}
      loadingText={translate('forms.autocomplete.loading')}
      noOptionsText={translate(enough ? 'reservations.place.noAddress' : 'reservations.place.addressHint', {
        min: GEOCODE_MIN_LENGTH,
      })}
      sx={{ minWidth: 320, flex: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={translate('reservations.place.addressLabel')}
          error={Boolean(error)}
          helperText={error ? error.message : ' '}
        />
      )}
    />
  );
};
