import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FieldTitle, useDataProvider, useInput, useTranslate, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { useDebounced } from '../../../custom/forms/useDebounced.ts';
import {
  AUTOCOMPLETE_DELAY_MS,
  AUTOCOMPLETE_MIN_CHARS,
} from '../../../custom/forms/AppAutocompleteInput.tsx';

interface LookupInputProps<T extends RaRecord> {
  source: string;
  /** A label key. */
  label: string;
  /** The data provider resource searched with `q` (spec 5: 3 characters, 300 ms). */
  resource: string;
  /** How a picked record reads, in the field and in the suggestions. */
  optionText: (record: T) => string;
  /** What tells two records apart; the id by default (a fetched ticket's car has only its VIN). */
  optionKey?: (record: T) => string;
  /** Several records (a list of objects), or one (an object or null). */
  multiple?: boolean;
  helperText?: string;
}

/**
 * A ticket's link to members, cars or staff, picked from a search. The value keeps the
 * picked records themselves, not only their ids: the lookups have no fetch by id, and the
 * ticket save sends the ids (spec 7), so the form shows names without another call.
 */
export const LookupInput = <T extends RaRecord>({
  source,
  label,
  resource,
  optionText,
  optionKey = (record) => String(record.id),
  multiple = false,
  helperText,
}: LookupInputProps<T>) => {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source, defaultValue: multiple ? [] : null });
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim(), AUTOCOMPLETE_DELAY_MS);
  const enough = q.length >= AUTOCOMPLETE_MIN_CHARS;
  const dataProvider = useDataProvider<AppDataProvider>();
  // The lookups take the text alone (no page or order), and answer their first matches.
  const { data = [], isFetching } = useQuery({
    queryKey: [resource, 'lookup', q],
    queryFn: async () => (await dataProvider.call<{ data: T[] }>(resource, 'SEARCH', { q })).data,
    enabled: enough,
    placeholderData: (previous) => previous,
  });
  const tooShort = typed.trim() !== '' && typed.trim().length < AUTOCOMPLETE_MIN_CHARS;
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <Autocomplete<T, boolean>
      id={id}
      multiple={multiple}
      value={field.value ?? (multiple ? [] : null)}
      onChange={(_, value) => field.onChange(value)}
      onBlur={field.onBlur}
      // Only what the user types searches; a picked record's label filling the box does not.
      onInputChange={(_, value, reason) => setTyped(reason === 'input' ? value : '')}
      options={enough ? data : []}
      // The server matched the text already (name, number, plate or VIN prefix).
      filterOptions={(options) => options}
      getOptionLabel={optionText}
      isOptionEqualToValue={(option, value) => optionKey(option) === optionKey(value)}
      getOptionKey={optionKey}
      loading={isFetching}
      loadingText={translate('forms.autocomplete.loading')}
      noOptionsText={translate(enough ? 'forms.autocomplete.noOptions' : 'ticketForm.typeToSearch')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={<FieldTitle label={label} source={source} />}
          error={!!error}
          helperText={
            error
              ? translate(error)
              : tooShort
                ? translate('forms.autocomplete.minChars', { count: AUTOCOMPLETE_MIN_CHARS })
                : helperText
                  ? translate(helperText)
                  : ' '
          }
        />
      )}
    />
  );
};
