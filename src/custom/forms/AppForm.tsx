import { SimpleForm, type SimpleFormProps } from 'react-admin';
import { GuardForm } from './LeaveGuard.tsx';

/**
 * The form every screen uses (spec point 5 "Form behaviour"):
 * - `mode="onTouched"`: a field is first checked when the user leaves it, then on every
 *   change, so errors show only after it was touched (react-admin's default waits for submit);
 * - leaving with unsaved changes asks first, through the page's one guard (PageLeaveGuard):
 *   react-admin's own prompt, one per form, leaves all but the last unguarded.
 */
export const AppForm = ({ children, ...props }: SimpleFormProps) => (
  <SimpleForm mode="onTouched" warnWhenUnsavedChanges={false} {...props}>
    <GuardForm />
    {children}
  </SimpleForm>
);
