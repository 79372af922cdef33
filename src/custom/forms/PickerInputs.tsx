import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { FieldTitle, InputHelperText, useInput, useResourceContext, type InputProps } from 'react-admin';
import { PickersProvider } from './PickersProvider.tsx';
import { useValidateNow } from './useValidateNow.ts';
import { DATE_FORMAT, TIME_VIEWS } from './pickerLocale.ts';

type PickerInputProps = InputProps & { helperText?: string | false; fullWidth?: boolean };

const asDate = (value: unknown): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value as string);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The picker input shared by both kinds: react-admin's field state, label with asterisk, error text. */
const usePickerField = (props: PickerInputProps) => {
  const resource = useResourceContext(props);
  const { field, fieldState, isRequired, id } = useInput(props);
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  const validateNow = useValidateNow(props.source);
  return {
    id,
    value: asDate(field.value),
    onChange: (value: Date | null, context: { source?: string }) => {
      const complete = value && !Number.isNaN(value.getTime()) ? value : null;
      field.onChange(complete);
      // A day picked from the calendar is whole: checked at once. One being typed passes through
      // other whole dates (2 → 20 → 202 → 2026) and is checked when the field is left.
      if (complete && context.source === 'view') validateNow();
    },
    onClose: field.onBlur,
    label: (
      <FieldTitle label={props.label} source={props.source} resource={resource} isRequired={isRequired} />
    ),
    slotProps: {
      textField: {
        id,
        // The look of react-admin's own inputs beside it.
        variant: 'filled' as const,
        size: 'small' as const,
        margin: 'dense' as const,
        onBlur: field.onBlur,
        error: fieldState.invalid,
        fullWidth: props.fullWidth,
        helperText:
          props.helperText !== false || error ? (
            <InputHelperText error={error} helperText={props.helperText} />
          ) : undefined,
      },
    },
  };
};

/** A calendar date (spec point 9: weeks start on Monday), shown as 2026-10-24 in both languages. The value is a Date. */
export const AppDateInput = (props: PickerInputProps) => {
  const picker = usePickerField(props);
  return (
    <PickersProvider>
      <DatePicker {...picker} format={DATE_FORMAT} />
    </PickersProvider>
  );
};

/**
 * A time of day with seconds (spec point 9): 03:04:05 PM in English, 15:04:05 in French, the
 * clock and the field's format both the locale's (pickerLocale.ts). The value is a Date.
 */
export const AppTimeInput = (props: PickerInputProps) => {
  const picker = usePickerField(props);
  return (
    <PickersProvider>
      <TimePicker {...picker} views={[...TIME_VIEWS]} />
    </PickersProvider>
  );
};
