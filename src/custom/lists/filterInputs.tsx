import type { ComponentProps } from 'react';
import { TextInput } from 'react-admin';
import type { z } from 'zod';
import { AppSelectInput, type AppSelectInputProps } from '../forms/AppSelectInput.tsx';
import { AppDateInput } from '../forms/PickerInputs.tsx';
import { zodValidator } from '../forms/zodValidator.ts';

/**
 * The filters a search shows at all times (spec point 5), as elements for `AppList`'s `filters`.
 * A text filter is checked by the search query's own rule for it, so the form refuses what the
 * API would.
 */
export const textFilter = (source: string, label: string, rule: z.ZodType) => (
  <TextInput key={source} source={source} label={label} alwaysOn validate={zodValidator(rule)} />
);

/** A dropdown filter of `choices`; `select` adds what the search needs of it. */
export const selectFilter = (
  source: string,
  label: string,
  choices: AppSelectInputProps['choices'],
  select: Partial<AppSelectInputProps> = {},
) => <AppSelectInput key={source} source={source} label={label} alwaysOn choices={choices} {...select} />;

/** A day filter; `picker` adds what the search needs of it (its check, how the URL holds the day). */
export const dayFilter = (
  source: string,
  label: string,
  picker: Partial<ComponentProps<typeof AppDateInput>> = {},
) => <AppDateInput key={source} source={source} label={label} alwaysOn {...picker} />;
