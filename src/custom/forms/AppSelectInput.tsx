import { isRequired, SelectInput, useWrappedSource, type SelectInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useValidateNow } from './useValidateNow.ts';

/** Marks the blank choice this wrapper adds in front of a required field's choices. */
const BLANK = Symbol('blank');
const NBSP = '\u00a0';

export type AppSelectInputProps = SelectInputProps & {
  source: string;
  /** The blank option is not offered (the field always has a value). */
  disableEmpty?: boolean;
};

type Choice = Record<string | symbol, unknown>;

/**
 * Spec point 5: dropdowns include a blank option unless the empty value is disabled.
 * react-admin drops its blank for required fields; here a required field keeps one (picking
 * it shows "Required") and its label keeps the asterisk, until it holds a value: then the
 * blank would only offer an error. `disableEmpty` hides the blank.
 */
export const AppSelectInput = ({
  disableEmpty = false,
  choices,
  optionText,
  ...props
}: AppSelectInputProps) => {
  const required = isRequired(props.validate);
  const optionValue = props.optionValue ?? 'id';
  const value: unknown = useWatch({ name: useWrappedSource(props.source) });
  const empty = value === undefined || value === null || value === (props.emptyValue ?? '');
  const validateNow = useValidateNow(props.source);
  const addBlank = required && empty && !disableEmpty && Array.isArray(choices);
  const text = optionText ?? 'name';
  const blankAwareText =
    typeof text === 'function'
      ? (choice: Choice) => (choice[BLANK] ? NBSP : (text as (c: Choice) => string)(choice))
      : text;
  const blank = {
    [BLANK]: true,
    [optionValue]: props.emptyValue ?? '',
    ...(typeof text === 'string' ? { [text]: NBSP } : {}),
  };
  return (
    <SelectInput
      {...props}
      onChange={(...args: Parameters<NonNullable<SelectInputProps['onChange']>>) => {
        props.onChange?.(...args);
        validateNow();
      }}
      // Wide enough for the longest label in either language: a filter's select is as wide as its value.
      sx={{ minWidth: '14rem', ...props.sx }}
      optionText={blankAwareText}
      choices={addBlank ? [blank, ...choices] : choices}
      SelectProps={{
        ...props.SelectProps,
        MenuProps: {
          ...props.SelectProps?.MenuProps,
          // react-admin renders its own blank for optional fields: hidden when the empty value is disabled.
          ...(disableEmpty && !required ? { sx: { '& li[data-value=""]': { display: 'none' } } } : {}),
        },
      }}
    />
  );
};
