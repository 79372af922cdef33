import { Form, type FormProps } from 'react-admin';
import { FORM_BEHAVIOUR } from './formBehaviour.ts';
import { GuardForm } from './LeaveGuard.tsx';

/**
 * react-admin's Form with spec point 5's "Form behaviour" (FORM_BEHAVIOUR) and the page's one
 * leave guard (PageLeaveGuard), without a layout: the core of AppForm, and of a form made of
 * several under one Save (the Profile tab's sections), each re-rendering only its own inputs.
 */
export const GuardedForm = ({ children, ...props }: FormProps) => (
  <Form {...FORM_BEHAVIOUR} warnWhenUnsavedChanges={false} {...props}>
    <GuardForm />
    {children}
  </Form>
);
