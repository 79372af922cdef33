import { CardContent, Stack, styled, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, Toolbar, type FormProps } from 'react-admin';
import { FORM_BEHAVIOUR } from './formBehaviour.ts';
import { GuardForm } from './LeaveGuard.tsx';

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
 * - checked when a field is left, errors at their fields only (FORM_BEHAVIOUR); built on
 *   react-admin's Form, since SimpleForm hands the toast's switch on to its layout's DOM;
 * - leaving with unsaved changes asks first, through the page's one guard (PageLeaveGuard):
 *   react-admin's own prompt, one per form, leaves all but the last unguarded.
 */
export const AppForm = ({ children, toolbar = <Toolbar />, sx, ...props }: AppFormProps) => (
  <Form {...FORM_BEHAVIOUR} warnWhenUnsavedChanges={false} {...props}>
    <Column sx={sx}>
      <Stack sx={{ alignItems: 'flex-start' }}>
        <GuardForm />
        {children}
      </Stack>
    </Column>
    {toolbar}
  </Form>
);
