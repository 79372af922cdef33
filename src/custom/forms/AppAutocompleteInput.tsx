import { useState } from 'react';
import { AutocompleteInput, useTranslate, type AutocompleteInputProps } from 'react-admin';

/** Spec point 9: autocomplete needs at least 3 characters and waits 300 ms by default. */
export const AUTOCOMPLETE_MIN_CHARS = 3;
export const AUTOCOMPLETE_DELAY_MS = 300;

/**
 * react-admin's AutocompleteInput with the spec's defaults (spec point 5): no suggestions
 * and no search before 3 characters and a 300 ms debounce. Labels match without regard to
 * case: react-admin's own matching already does (checked in tests/component/forms.test.tsx).
 * Below the threshold the helper text tells the user why nothing is offered.
 */
export const AppAutocompleteInput = ({
  debounce = AUTOCOMPLETE_DELAY_MS,
  filterToQuery,
  onInputChange,
  helperText,
  ...props
}: AutocompleteInputProps) => {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const enough = (value: string) => value.trim().length >= AUTOCOMPLETE_MIN_CHARS;
  return (
    <AutocompleteInput
      debounce={debounce}
      shouldRenderSuggestions={enough}
      // Below the threshold a reference asks for nothing narrower than the whole list, which it already has.
      filterToQuery={(value: string) =>
        enough(value) ? (filterToQuery ? filterToQuery(value) : { q: value }) : {}
      }
      noOptionsText="forms.autocomplete.noOptions"
      // The list stays closed below the threshold, so the reason shows under the field.
      helperText={
        typed.trim() && !enough(typed)
          ? translate('forms.autocomplete.minChars', { count: AUTOCOMPLETE_MIN_CHARS })
          : helperText
      }
      onInputChange={(event, value, reason) => {
        setTyped(value);
        onInputChange?.(event, value, reason);
      }}
      {...props}
    />
  );
};
