import CategoryIcon from '@mui/icons-material/Category';
import { Box, Chip, FormControl, FormHelperText, FormLabel } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  FieldTitle,
  InputHelperText,
  useInput,
  useResourceContext,
  useTranslate,
  type InputProps,
} from 'react-admin';
import { ticketCategoryOf } from '../../../domain/tickets/ticketCategories.ts';
import { CategoryPicker } from './CategoryPicker.tsx';
import { GroupIcon } from './GroupIcon.tsx';

export type CategoriesInputProps = InputProps & { helperText?: string | false; fullWidth?: boolean };

/**
 * A list's "required" is "at least one": a validator that refuses the empty list (such as
 * the save schema's 'categories are required') marks the field required, asterisk and all.
 */
const refusesEmpty = (validate: InputProps['validate']): boolean =>
  [validate].flat().some((check) => {
    if (typeof check !== 'function') return false;
    const outcome: unknown = check([], {}, {});
    return Boolean(outcome) && !(outcome instanceof Promise);
  });

/** Values as numbers, whether a record holds them so or a query string gave them as text. */
const valuesOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(Number).filter((v) => Number.isInteger(v)) : [];

/**
 * A react-admin input whose value is a list of category values (1-84): the picked entries
 * as chips (group icon and label, each removable), and a button opening the Ticket
 * categories picker. Give it `validate={zodValidator(ticketSaveBody.shape.categories)}` for
 * 'categories are required' (spec point 5); as elsewhere, the error shows once touched.
 */
export const CategoriesInput = ({
  label = 'ticketCategories.input.label',
  helperText,
  fullWidth,
  ...props
}: CategoriesInputProps) => {
  const translate = useTranslate();
  const resource = useResourceContext(props);
  const { id, field, fieldState, formState, isRequired } = useInput({ ...props, defaultValue: [] });
  const required = isRequired || refusesEmpty(props.validate);
  const [open, setOpen] = useState(false);
  const values = valuesOf(field.value);
  const shownError =
    fieldState.invalid && (fieldState.isTouched || formState.isSubmitted)
      ? fieldState.error?.message
      : undefined;

  const change = (next: number[]) => {
    field.onChange(next);
    field.onBlur();
  };

  return (
    <FormControl error={Boolean(shownError)} fullWidth={fullWidth} sx={{ my: 1 }} component="fieldset">
      <FormLabel component="legend" id={`${id}-label`}>
        <FieldTitle label={label} source={props.source} resource={resource} isRequired={required} />
      </FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', minHeight: 40, py: 0.5 }}>
        {values.length > 0 ? (
          <Box
            role="list"
            aria-labelledby={`${id}-label`}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
          >
            {values.map((value) => {
              const entry = ticketCategoryOf(value);
              const text = entry ? translate(entry.label) : String(value);
              return (
                <span role="listitem" key={value}>
                  <Chip
                    size="small"
                    icon={entry ? <GroupIcon name={entry.icon} /> : undefined}
                    label={text}
                    onDelete={() => change(values.filter((v) => v !== value))}
                  />
                </span>
              );
            })}
          </Box>
        ) : null}
        <Button
          id={id}
          label="ticketCategories.input.choose"
          onClick={() => setOpen(true)}
          disabled={props.disabled || props.readOnly}
        >
          <CategoryIcon />
        </Button>
      </Box>
      {helperText !== false || shownError ? (
        <FormHelperText component="div">
          <InputHelperText error={shownError} helperText={helperText} />
        </FormHelperText>
      ) : null}
      <CategoryPicker
        open={open}
        value={values}
        onCancel={() => {
          setOpen(false);
          field.onBlur();
        }}
        onConfirm={(next) => {
          setOpen(false);
          change(next);
        }}
      />
    </FormControl>
  );
};
