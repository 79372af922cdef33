import { CardContent, Stack, styled, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Toolbar, type FormProps } from 'react-admin';
import { GuardedForm } from './GuardedForm.tsx';

/** On a phone react-admin's toolbar floats over the form's end: room for it, as under SimpleForm. */
const Column = styled(CardContent)(({ theme }) => ({
  [theme.breakpoints.down('sm')]: { paddingBottom: '5em' },
}));

type AppFormProps = FormProps & {
  /** Below the inputs; react-admin's Save toolbar unless given, none with `false`. */
  toolbar?: ReactNode;
  sx?: SxProps<Theme>;
};

/**
 * The form every screen uses (spec point 5 "Form behaviour"), laid out as react-admin's
 * SimpleForm (one column, the toolbar below):
 * - checked when a field is left, errors at their fields only, leaving with unsaved changes
 *   asks first (GuardedForm); built on react-admin's Form, since SimpleForm hands the toast's
 *   switch on to its layout's DOM, and react-admin's own prompt, one per form, leaves all but
 *   the last unguarded.
 */
export const AppForm = ({ children, toolbar = <Toolbar />, sx, ...props }: AppFormProps) => (
  <GuardedForm {...props}>
    <Column sx={sx}>
      <Stack sx={{ alignItems: 'flex-start' }}>{children}</Stack>
    </Column>
    {toolbar}
  </GuardedForm>
);
