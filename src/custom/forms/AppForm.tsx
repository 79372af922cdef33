import { SimpleForm, useCanBlock, type SimpleFormProps } from 'react-admin';
import { LeaveGuard } from './LeaveGuard.tsx';

/**
 * The form every screen uses (spec point 5 "Form behaviour"):
 * - `mode="onTouched"`: a field is first checked when the user leaves it, then on every
 *   change, so errors show only after it was touched (react-admin's default waits for submit);
 * - leaving with unsaved changes asks first: react-admin's own prompt when the app runs on a
 *   data router, else LeaveGuard, which covers in-app links and reload/close.
 */
export const AppForm = ({ children, ...props }: SimpleFormProps) => {
  const canBlock = useCanBlock();
  return (
    <SimpleForm mode="onTouched" warnWhenUnsavedChanges={canBlock} {...props}>
      {!canBlock && <LeaveGuard />}
      {children}
    </SimpleForm>
  );
};
